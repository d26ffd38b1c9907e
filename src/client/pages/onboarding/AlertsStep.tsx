// Step 2 'Updates & Alerts': does the family want to hear about their loved one's calls?
import { Button, Loader, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBell, IconCheck } from '@tabler/icons-react';

export function AlertsStep({
  busy,
  onYes,
  onNo,
  onBack,
}: {
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
  onBack: () => void;
}) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconBell size={24} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Updates & Alerts
        </Title>
      </Group>
      <Text>Would you like to receive updates and alerts about your loved one's activity?</Text>
      <List spacing="xs" icon={<IconCheck size={18} color="var(--mantine-color-porch-8)" />}>
        <List.Item>A message when check-in calls are missed</List.Item>
        <List.Item>An alert if something seems unusual</List.Item>
        <List.Item>A short summary after each conversation</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Emergencies are always passed on, whatever you choose here.
      </Text>
      <Stack gap="sm" mt="xs">
        <Button size="md" fullWidth onClick={onYes} disabled={busy}>
          Yes, keep me informed
        </Button>
        <Button
          size="md"
          fullWidth
          variant="default"
          onClick={onNo}
          leftSection={busy ? <Loader size={16} color="gray" /> : undefined}
          disabled={busy}
        >
          {busy ? 'Setting up...' : 'No, just the service'}
        </Button>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={onBack} disabled={busy}>
          Back
        </Button>
      </Stack>
    </Stack>
  );
}
