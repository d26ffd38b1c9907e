// One loved one in the Phone Numbers list: who, which number, where, and what alerts are on.
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import type { Reminder } from '../../../shared/reminder.ts';
import { LatestCall } from '../LovedOne/LatestCall.tsx';
import { LovedOneLink } from '../LovedOne/LovedOneLink.tsx';
import { LovedOneStatus } from '../LovedOne/LovedOneStatus.tsx';
import { ReminderList } from '../ReminderList/ReminderList.tsx';
import { formatPhoneDisplay, locationLabel } from '../../../shared/phone/index.ts';

export function missedCallChip(threshold: number | null): string {
  if (!threshold) return 'No missed call alerts';
  return `Alert after ${threshold} missed call${threshold === 1 ? '' : 's'}`;
}

export function PhoneNumberCard({
  phone,
  alertsGreyed,
  onUpdate,
  onRemove,
  reminders,
}: {
  phone: PhoneNumber;
  /** No alert contact, or the alert phone sent STOP: alerts cannot reach anyone. */
  alertsGreyed: boolean;
  onUpdate: () => void;
  onRemove: () => Promise<void>;
  /** The reminders this loved one set by voice, and how the family deletes one. */
  reminders?: { items: Reminder[]; onDelete: (reminder: Reminder) => Promise<void> };
}) {
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const chips = [
    missedCallChip(phone.missed_call_alert_threshold),
    `Activity monitoring ${phone.unusual_activity_alert ? 'on' : 'off'}`,
    `General updates ${phone.general_updates ? 'on' : 'off'}`,
  ];
  const remove = async () => {
    setRemoving(true);
    try {
      await onRemove();
      setConfirming(false);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="phone-number-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {phone.name}
            </Title>
            <Text fz="lg" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPhoneDisplay(phone.number)}
            </Text>
            <Text size="sm" c="dimmed">
              {locationLabel({ region: phone.state, number: phone.number })}
            </Text>
          </div>
        </Group>
        <LovedOneStatus phone={phone} size="sm" />
        <LatestCall phone={phone} />
        <Group gap={6} mt={4}>
          {chips.map((chip) => (
            <Badge
              key={chip}
              variant="light"
              color={alertsGreyed ? 'gray' : 'porch'}
              radius="sm"
              size="lg"
              tt="none"
              fw={500}
              data-greyed={alertsGreyed || undefined}
              style={{ opacity: alertsGreyed ? 0.6 : 1 }}
            >
              {chip}
            </Badge>
          ))}
        </Group>
        {reminders && (
          <ReminderList name={phone.name} reminders={reminders.items} onDelete={reminders.onDelete} />
        )}
        <Group mt="sm">
          <LovedOneLink id={phone.id} />
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconEdit size={18} />}
            onClick={onUpdate}
            aria-label={`Update ${phone.name}`}
          >
            Update
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${phone.name}`}
          >
            Remove
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        radius="lg"
        title={
          <Title order={2} fz="xl">
            Remove {phone.name}?
          </Title>
        }
      >
        <Stack>
          <Text>
            Porchlight will stop calling {formatPhoneDisplay(phone.number)} and you will no longer get updates
            about {phone.name}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red.8" size="md" loading={removing} onClick={() => void remove()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
