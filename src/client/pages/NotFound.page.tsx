import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useFadeNavigate } from '../components/PageFade/PageFade.tsx';
import { PublicLayout } from '../components/PublicLayout/PublicLayout.tsx';

export default function NotFoundPage() {
  const navigate = useFadeNavigate();
  return (
    <PublicLayout>
      <Container size={560} py={80}>
        <Stack align="center" ta="center" gap="md">
          <img src="/robot-wave.svg" alt="" width={160} height={160} />
          <Title order={1}>We couldn’t find that page</Title>
          <Text c="dimmed" fz="lg">
            The link may be old, or the address mistyped.
          </Text>
          <Button size="md" onClick={() => navigate('/')}>
            Back to Home
          </Button>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
