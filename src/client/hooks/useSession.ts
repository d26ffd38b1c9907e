import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser } from '../../shared/user.ts';
import { trackError } from '../lib/analytics.ts';
import { useTRPC } from '../lib/trpc.ts';

export interface SessionState {
  user: CurrentUser | null;
  loading: boolean;
  /** Re-checks the session with the server and resolves with the fresh user. */
  refresh: () => Promise<CurrentUser | null>;
}

/** The spec's session: loading, then a user or none. A failed check counts as signed out. */
export function useSession(): SessionState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.user.me.queryOptions(undefined, { staleTime: 60_000 });
  const query = useQuery(options);
  if (query.error) trackError('session check', query.error);
  const refresh = useCallback(async () => {
    try {
      return await queryClient.fetchQuery({ ...options, staleTime: 0 });
    } catch (error) {
      trackError('session check', error);
      return null;
    }
  }, [queryClient, options]);
  return { user: query.data ?? null, loading: query.isPending, refresh };
}
