import { Modal, NavLink, Stack } from '@mantine/core';
import { IconBell, IconChevronRight, IconCreditCard, IconTrash } from '@tabler/icons-react';

/** The gear's menu: Notification Settings, Billing & Subscription (with an active plan), Delete Account. */
export function SettingsModal({
  opened,
  onClose,
  onNotificationSettings,
  onBilling,
  onDeleteAccount,
}: {
  opened: boolean;
  onClose: () => void;
  onNotificationSettings: () => void;
  /** Present only when the account has an active plan other than none. */
  onBilling?: () => void;
  onDeleteAccount: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      radius="lg"
      title="Settings"
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <Stack gap={4}>
        <NavLink
          component="button"
          label="Notification Settings"
          leftSection={<IconBell size={20} />}
          rightSection={<IconChevronRight size={16} />}
          onClick={onNotificationSettings}
          py="md"
        />
        {onBilling && (
          <NavLink
            component="button"
            label="Billing & Subscription"
            leftSection={<IconCreditCard size={20} />}
            rightSection={<IconChevronRight size={16} />}
            onClick={onBilling}
            py="md"
          />
        )}
        <NavLink
          component="button"
          label="Delete Account"
          c="red.8"
          leftSection={<IconTrash size={20} />}
          rightSection={<IconChevronRight size={16} />}
          onClick={onDeleteAccount}
          py="md"
        />
      </Stack>
    </Modal>
  );
}
