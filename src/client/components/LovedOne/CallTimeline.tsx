// The loved one's calls, newest first, ten a page. A link to one call (?call=… in an emergency
// message) finds the page it is on, scrolls to it and opens its conversation.
import { Alert, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CallPage } from '../../../shared/family.ts';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CallItem } from './CallItem.tsx';

export const TIMELINE_PAGE_SIZE = 10;
/** How far back a linked call is looked for. */
const MAX_PAGES_SEARCHED = 50;

/**
 * While a call is live, or a recent one still waits for its summary or for an alert to go out,
 * the timeline looks again: the family sees it settle without reloading.
 */
function needsRefresh(page: CallPage | undefined): boolean {
  return (page?.calls ?? []).some((call) => {
    if (call.outcome === 'in_progress') return true;
    if (Date.now() - new Date(call.started_at).getTime() > 30 * 60_000) return false;
    return (
      (call.outcome === 'talked' && call.summary === null) || call.alerts.some((a) => a.status === 'pending')
    );
  });
}

/** The page a call is on, or null when it is not this loved one's (or too old to look for). */
function useCallPage(number: string, callId: string | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['loved-one-call-page', number, callId],
    enabled: callId !== null,
    staleTime: Infinity,
    queryFn: async () => {
      for (let page = 1; page <= MAX_PAGES_SEARCHED; page++) {
        // Fetched through the timeline's own query, so the page found is already loaded.
        const result = await queryClient.fetchQuery(
          trpc.lovedOnes.calls.queryOptions({ number, page, pageSize: TIMELINE_PAGE_SIZE }),
        );
        if (result.calls.some((c) => c.id === callId)) return page;
        if (page * TIMELINE_PAGE_SIZE >= result.total) break;
      }
      return null;
    },
  });
}

export function CallTimeline({ phone, focusCallId }: { phone: PhoneNumber; focusCallId: string | null }) {
  const trpc = useTRPC();
  const linked = useCallPage(phone.number, focusCallId);
  // The page the family chose; until then, the linked call's page (or the first).
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const page = chosenPage ?? linked.data ?? 1;
  const topRef = useRef<HTMLHeadingElement>(null);

  const calls = useQuery({
    ...trpc.lovedOnes.calls.queryOptions({ number: phone.number, page, pageSize: TIMELINE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (needsRefresh(query.state.data) ? 5_000 : false),
  });
  const total = calls.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TIMELINE_PAGE_SIZE));

  const changePage = (next: number) => {
    setChosenPage(next);
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="timeline-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="xl" id="timeline-title" ref={topRef} style={{ scrollMarginTop: 16 }}>
          Calls
        </Title>
        {total > 0 && (
          <Text size="sm" c="dimmed">
            {total} call{total === 1 ? '' : 's'} in all
          </Text>
        )}
      </Group>
      {focusCallId && linked.data === null && (
        <Alert color="gray" variant="light">
          That call is not in {phone.name}’s calls any more.
        </Alert>
      )}
      {calls.isPending ? (
        <Loader aria-label="Loading calls" />
      ) : calls.isError ? (
        <Alert color="red" variant="light" role="alert">
          We could not load the calls. Please reload the page.
        </Alert>
      ) : calls.data.calls.length === 0 ? (
        <Text c="dimmed" data-testid="timeline-empty">
          No calls yet. Each call with {phone.name} will show here: how it went, what was said and how they
          seemed.
        </Text>
      ) : (
        <Stack gap="md" data-testid="timeline">
          {calls.data.calls.map((call) => (
            <CallItem
              // Remounted when it becomes the linked call, so it starts open.
              key={`${call.id}${linked.data && call.id === focusCallId ? ':linked' : ''}`}
              call={call}
              name={phone.name}
              number={phone.number}
              timeZone={phone.timezone}
              focused={Boolean(linked.data) && call.id === focusCallId}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={changePage}
          getControlProps={(control) => ({
            'aria-label': {
              first: 'First page',
              previous: 'Previous page',
              next: 'Next page',
              last: 'Last page',
            }[control],
          })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </Stack>
  );
}
