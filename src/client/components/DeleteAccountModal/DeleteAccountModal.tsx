import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

export const DELETE_ACCOUNT_FAILED = 'An error occurred while deleting your account. Please try again later.';

/** The confirmation step before an account is deleted for good. */
export function DeleteAccountModal({
  opened,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      console.error('Deleting the account failed', err);
      setError(DELETE_ACCOUNT_FAILED);
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      radius="lg"
      title="Delete Account"
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <Stack>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle color="var(--mantine-color-red-7)" size={28} style={{ flexShrink: 0 }} />
          <Text>
            Deleting your account is permanent and cannot be undone. Porchlight will stop calling, and we will
            delete:
          </Text>
        </Group>
        <List spacing="xs">
          <List.Item>Your phone numbers and monitoring settings</List.Item>
          <List.Item>All call history and data</List.Item>
          <List.Item>All account data and preferences</List.Item>
        </List>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red.8" size="md" loading={busy} onClick={() => void confirm()}>
            Delete Account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
