// One call, as a table row (wide screens) or a card (phones and the Recent Calls list).
import { RowButton } from './ListParts.tsx';
import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { formatDuration, type AdminCallItem } from '../../../shared/admin.ts';
import { CallStatusBadge, CallTypeBadge } from './AdminBadges.tsx';
import classes from './Admin.module.css';
import { formatDateTime } from './format.ts';
import { formatPhoneDisplay } from '../../../shared/phone/format.ts';

interface CallProps {
  call: AdminCallItem;
  /** Show the phone's name under the number (the spec shows it when filtered by a user). */
  showName: boolean;
  onViewDetails: (call: AdminCallItem) => void;
}

function ViewDetails({
  call,
  onViewDetails,
  fullWidth,
}: Omit<CallProps, 'showName'> & { fullWidth?: boolean }) {
  return (
    <RowButton
      icon={<IconFileDescription size={18} />}
      onClick={() => onViewDetails(call)}
      fullWidth={fullWidth}
    >
      View Details
    </RowButton>
  );
}

function CallNumber({ call, showName }: Pick<CallProps, 'call' | 'showName'>) {
  return (
    <div className={classes.wrap}>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatPhoneDisplay(call.phoneNumber)}
      </Text>
      {showName && call.phoneName && (
        <Text size="sm" c="dimmed">
          {call.phoneName}
        </Text>
      )}
    </div>
  );
}

export function CallRow({ call, showName, onViewDetails }: CallProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <CallNumber call={call} showName={showName} />
      </Table.Td>
      <Table.Td>
        <CallTypeBadge type={call.callType} />
      </Table.Td>
      <Table.Td>
        <CallStatusBadge status={call.status} />
      </Table.Td>
      <Table.Td ff="monospace">{formatDuration(call.duration)}</Table.Td>
      <Table.Td>{formatDateTime(call.timestamp)}</Table.Td>
      <Table.Td ta="right">
        <ViewDetails call={call} onViewDetails={onViewDetails} />
      </Table.Td>
    </Table.Tr>
  );
}

export function CallTable({
  calls,
  showName,
  onViewDetails,
}: Omit<CallProps, 'call'> & { calls: AdminCallItem[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Phone Number</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Duration</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {calls.map((call) => (
          <CallRow key={call.id} call={call} showName={showName} onViewDetails={onViewDetails} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CallCard({ call, showName, onViewDetails }: CallProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="call-card">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={6} className={classes.wrap}>
          <CallNumber call={call} showName={showName} />
          <Group gap={6}>
            <CallTypeBadge type={call.callType} />
            <CallStatusBadge status={call.status} />
          </Group>
          <Text size="sm" c="dimmed">
            <Text span ff="monospace" c="var(--mantine-color-text)">
              {formatDuration(call.duration)}
            </Text>{' '}
            · {formatDateTime(call.timestamp)}
          </Text>
        </Stack>
        <ViewDetails call={call} onViewDetails={onViewDetails} />
      </Group>
    </Paper>
  );
}

export function CallCards({
  calls,
  showName,
  onViewDetails,
}: Omit<CallProps, 'call'> & { calls: AdminCallItem[] }) {
  return (
    <Stack gap="sm">
      {calls.map((call) => (
        <CallCard key={call.id} call={call} showName={showName} onViewDetails={onViewDetails} />
      ))}
    </Stack>
  );
}
