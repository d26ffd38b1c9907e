// Placeholder until the onboarding wizard lands (family-side issue). The guard already sends
// unfinished accounts here and finished ones to /dashboard.
import { Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { LogoutButton } from '../components/LogoutButton/LogoutButton.tsx';
import { useSession } from '../hooks/useSession.ts';

export default function OnboardingPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <Center h="60vh">
        <Stack align="center">
          <Loader />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Container size={640} py={48}>
      <Group justify="flex-end" mb="lg">
        <LogoutButton />
      </Group>
      <Paper withBorder radius="lg" p="xl">
        <Title order={1} fz={28}>
          Complete Your Profile
        </Title>
        <Text mt="sm" c="dimmed">
          You are signed in as {user.email}. Setting up your loved one's phone number comes next.
        </Text>
      </Paper>
    </Container>
  );
}
