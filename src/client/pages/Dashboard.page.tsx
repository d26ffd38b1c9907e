// Placeholder until the dashboard lands (family-side issue); the guard keeps it for finished accounts.
import { Container, Group, Paper, Text, Title } from '@mantine/core';
import { LogoutButton } from '../components/LogoutButton/LogoutButton.tsx';
import { useSession } from '../hooks/useSession.ts';

export default function DashboardPage() {
  const { user } = useSession();
  return (
    <Container size="lg" py={32}>
      <Group justify="flex-end" mb="lg">
        <LogoutButton />
      </Group>
      <Paper withBorder radius="lg" p="xl">
        <Title order={1} fz={28}>
          Hello, {user?.name ?? ''}
        </Title>
        <Text mt="sm" c="dimmed">
          Your dashboard is being prepared.
        </Text>
      </Paper>
    </Container>
  );
}
