// The reminders a loved one set on their calls, on their card: when, what, and a way to delete
// one (it then rings no more).
import { ActionIcon, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlarm, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { reminderWhen, type Reminder } from '../../../shared/reminder.ts';

export function ReminderList({
  name,
  reminders,
  onDelete,
}: {
  name: string;
  reminders: Reminder[];
  onDelete: (reminder: Reminder) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (!reminders.length) return null;
  const confirm = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await onDelete(confirming);
      setConfirming(null);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Stack gap={6} mt="xs" data-testid="reminder-list">
      <Text fw={700} size="sm">
        Reminders
      </Text>
      {reminders.map((r) => (
        <Group key={r.id} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" radius="xl" size={32}>
              <IconAlarm size={18} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="md" style={{ overflowWrap: 'anywhere' }}>
                {r.text}
              </Text>
              <Text size="sm" c="dimmed">
                {reminderWhen(r)}
              </Text>
            </div>
          </Group>
          <ActionIcon
            variant="subtle"
            color="red.8"
            size={40}
            aria-label={`Delete reminder: ${r.text}`}
            onClick={() => setConfirming(r)}
          >
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
      ))}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        radius="lg"
        title={
          <Title order={2} fz="xl">
            Delete this reminder?
          </Title>
        }
      >
        <Stack>
          <Text>
            Porchlight will no longer remind {name} to “{confirming?.text}” (
            {confirming ? reminderWhen(confirming) : ''}).
          </Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red.8" size="md" loading={deleting} onClick={() => void confirm()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
