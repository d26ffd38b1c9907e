// Everything a page needs to talk to the server: the query cache, the tRPC client and the
// notifications. Every page but the landing page loads this alongside its own code (routes.tsx),
// so the landing page loads none of it. The clients live as long as the tab, so the session and
// the cached queries carry over from page to page.
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { makeQueryClient, makeTrpcClient, TRPCProvider } from '../../lib/trpc.ts';

const queryClient = makeQueryClient();
const trpcClient = makeTrpcClient();

export function ApiProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Notifications position="top-center" />
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
