// Users: search by name or e-mail on the server, a page at a time; View Calls opens that
// user's Call Logs.
import { ListEmpty, ListLoading, RowButton } from './ListParts.tsx';
import { Group, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE, type AdminUserItem } from '../../../shared/admin.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { SubscriptionBadge } from './AdminBadges.tsx';
import classes from './Admin.module.css';
import { AdminPagination } from './AdminPagination.tsx';
import { formatDate } from './format.ts';
import { formatPhoneDisplay } from '../../../shared/phone/format.ts';

export const SEARCH_DEBOUNCE_MS = 300;

interface UserProps {
  user: AdminUserItem;
  onViewCalls: (user: AdminUserItem) => void;
}

function ViewCalls({ user, onViewCalls, fullWidth }: UserProps & { fullWidth?: boolean }) {
  return (
    <RowButton icon={<IconListDetails size={18} />} onClick={() => onViewCalls(user)} fullWidth={fullWidth}>
      View Calls
    </RowButton>
  );
}

function PhoneNumbers({ numbers }: { numbers: string[] }) {
  if (numbers.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      {numbers.map((number) => (
        <Text key={number} style={{ whiteSpace: 'nowrap' }}>
          {formatPhoneDisplay(number)}
        </Text>
      ))}
    </Stack>
  );
}

export function UserRow({ user, onViewCalls }: UserProps) {
  return (
    <Table.Tr>
      <Table.Td fw={600} className={classes.wrap}>
        {user.name.trim() || '—'}
      </Table.Td>
      <Table.Td className={classes.wrap}>{user.email}</Table.Td>
      <Table.Td>
        <PhoneNumbers numbers={user.phoneNumbers} />
      </Table.Td>
      <Table.Td>
        <SubscriptionBadge status={user.subscriptionStatus} />
      </Table.Td>
      <Table.Td>{user.totalMinutes.toLocaleString('en-US')}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.lastActivity)}</Table.Td>
      <Table.Td ta="right">
        <ViewCalls user={user} onViewCalls={onViewCalls} />
      </Table.Td>
    </Table.Tr>
  );
}

function UserCard({ user, onViewCalls }: UserProps) {
  const line = (label: string, value: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={104} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div className={classes.wrap}>{value}</div>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-card">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div className={classes.wrap}>
            <Text fw={700}>{user.name.trim() || '—'}</Text>
            <Text size="sm">{user.email}</Text>
          </div>
          <SubscriptionBadge status={user.subscriptionStatus} />
        </Group>
        {line('Phone numbers', <PhoneNumbers numbers={user.phoneNumbers} />)}
        {line('Total minutes', user.totalMinutes.toLocaleString('en-US'))}
        {line('Last activity', formatDate(user.lastActivity))}
        <ViewCalls user={user} onViewCalls={onViewCalls} fullWidth />
      </Stack>
    </Paper>
  );
}

export function AdminUsers({
  search,
  onSearch,
  page,
  onPageChange,
  refetchInterval,
  onViewCalls,
}: {
  /** The search the server last ran (trimmed). */
  search: string;
  onSearch: (search: string) => void;
  page: number;
  onPageChange: (page: number) => void;
  refetchInterval: number | false;
  onViewCalls: (user: AdminUserItem) => void;
}) {
  const trpc = useTRPC();
  const narrow = useMediaQuery('(max-width: 62em)');
  const [text, setText] = useState(search);
  const runSearch = useDebouncedCallback((value: string) => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  const users = useQuery(
    trpc.admin.users.queryOptions(
      { search, page, pageSize: ADMIN_PAGE_SIZE },
      { refetchInterval, placeholderData: keepPreviousData },
    ),
  );

  return (
    <Stack gap="md">
      <TextInput
        size="md"
        placeholder="Search users by name or email..."
        aria-label="Search users by name or email"
        type="search"
        leftSection={<IconSearch size={18} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          runSearch(e.currentTarget.value);
        }}
      />
      {users.isPending ? (
        <ListLoading label="Loading users" />
      ) : !users.data || users.data.items.length === 0 ? (
        <ListEmpty>No users found.</ListEmpty>
      ) : (
        <div>
          {narrow ? (
            <Stack gap="sm">
              {users.data.items.map((user) => (
                <UserCard key={user.id} user={user} onViewCalls={onViewCalls} />
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
              <Table.ScrollContainer minWidth={900} type="native">
                <Table verticalSpacing="sm" highlightOnHover fz="md">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Phone Numbers</Table.Th>
                      <Table.Th>Subscription</Table.Th>
                      <Table.Th>Total Minutes</Table.Th>
                      <Table.Th>Last Activity</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {users.data.items.map((user) => (
                      <UserRow key={user.id} user={user} onViewCalls={onViewCalls} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
          <AdminPagination
            label="User list pages"
            noun="users"
            total={users.data.total}
            pageSize={users.data.pageSize}
            page={page}
            onChange={onPageChange}
          />
        </div>
      )}
    </Stack>
  );
}
