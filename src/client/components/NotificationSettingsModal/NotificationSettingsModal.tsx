// Where alerts go: an SMS phone and/or an e-mail (spec: Notification Settings modal).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPhoneDisplay } from '../../../shared/phone/index.ts';
import type { CurrentUser } from '../../../shared/user.ts';
import { AT_LEAST_ONE_CONTACT } from '../../../shared/account.ts';
import {
  AlertContactFields,
  alertContactErrors,
  filledContacts,
  type AlertContacts,
} from '../AlertContactFields/AlertContactFields.tsx';

export function NotificationSettingsModal({
  opened,
  user,
  onClose,
  onSave,
}: {
  opened: boolean;
  user: Pick<CurrentUser, 'alert_contact' | 'alert_contact_email'>;
  onClose: () => void;
  /** Sends only the filled fields; resolves when saved. */
  onSave: (contacts: { alert_contact?: string; alert_contact_email?: string }) => Promise<void>;
}) {
  // Loads the current values each time it opens (the dashboard remounts it per opening).
  const [contacts, setContacts] = useState<AlertContacts>({
    phone: user.alert_contact ? formatPhoneDisplay(user.alert_contact) : '',
    email: user.alert_contact_email ?? '',
  });
  const [saving, setSaving] = useState(false);
  // The hint turns red only after the person has emptied the fields, not on a fresh form.
  const [typed, setTyped] = useState(false);
  const [failed, setFailed] = useState(false);

  // An empty field clears its error; at least one is needed.
  const { phoneError, emailError, empty: bothEmpty } = alertContactErrors(contacts);
  const canSave = !saving && !phoneError && !emailError && !bothEmpty;

  const close = () => {
    setFailed(false);
    onClose();
  };

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    setFailed(false);
    try {
      await onSave(filledContacts(contacts));
      onClose();
    } catch (error) {
      console.error('Saving notification settings failed', error);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      radius="lg"
      title="Notification Settings"
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Text size="sm">Where should we send updates and alerts about your loved one?</Text>
          <AlertContactFields
            value={contacts}
            onChange={(next) => {
              setTyped(true);
              setContacts(next);
            }}
          />
          <Text size="sm" c={typed && bothEmpty ? 'red.9' : 'dimmed'}>
            {AT_LEAST_ONE_CONTACT}
          </Text>
          {failed && (
            <Text size="sm" c="red.9" role="alert">
              Your settings could not be saved. Please try again.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" size="md" loading={saving} disabled={!canSave}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
