// Call Logs: every call, newest first, a page at a time; optionally one user's calls only.
import { ListEmpty, ListLoading } from './ListParts.tsx';
import { Badge, Box, CloseButton, Group, Paper, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type AdminCallItem } from '../../../shared/admin.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { AdminPagination } from './AdminPagination.tsx';
import { CallCards, CallTable } from './CallRows.tsx';

export interface CallFilter {
  userId: string;
  /** The user's name, or e-mail when the name is blank. */
  label: string;
}

export function CallLogs({
  filter,
  onClearFilter,
  page,
  onPageChange,
  refetchInterval,
  onViewDetails,
}: {
  filter: CallFilter | null;
  onClearFilter: () => void;
  page: number;
  onPageChange: (page: number) => void;
  refetchInterval: number | false;
  onViewDetails: (call: AdminCallItem) => void;
}) {
  const trpc = useTRPC();
  const phone = useMediaQuery('(max-width: 48em)');
  const calls = useQuery(
    trpc.admin.calls.queryOptions(
      { ...(filter ? { userId: filter.userId } : {}), page, pageSize: ADMIN_PAGE_SIZE },
      { refetchInterval, placeholderData: keepPreviousData },
    ),
  );
  const showName = filter !== null;

  return (
    <Box>
      {filter && (
        <Group mb="md">
          <Badge
            size="xl"
            variant="light"
            radius="xl"
            tt="none"
            fw={600}
            maw="100%"
            data-testid="call-filter"
            rightSection={
              <CloseButton
                size="sm"
                aria-label="Clear filter"
                onClick={onClearFilter}
                c="var(--mantine-color-porch-9)"
              />
            }
          >
            Filtered by: {filter.label}
          </Badge>
        </Group>
      )}
      {calls.isPending ? (
        <ListLoading label="Loading calls" />
      ) : !calls.data || calls.data.items.length === 0 ? (
        <ListEmpty>No calls found.</ListEmpty>
      ) : (
        <>
          {phone ? (
            <CallCards calls={calls.data.items} showName={showName} onViewDetails={onViewDetails} />
          ) : (
            <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
              <Table.ScrollContainer minWidth={700} type="native">
                <CallTable calls={calls.data.items} showName={showName} onViewDetails={onViewDetails} />
              </Table.ScrollContainer>
            </Paper>
          )}
          <AdminPagination
            label="Call log pages"
            noun="calls"
            total={calls.data.total}
            pageSize={calls.data.pageSize}
            page={page}
            onChange={onPageChange}
          />
        </>
      )}
    </Box>
  );
}
