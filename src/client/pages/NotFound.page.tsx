// Any unknown address: a friendly 404 with the way home.
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useFadeNavigate } from '../components/PageFade/PageFade.tsx';
import { PublicLayout } from '../components/PublicLayout/PublicLayout.tsx';
import { isPlainClick } from '../components/PageFade/FadeLink.tsx';

export default function NotFoundPage() {
  const navigate = useFadeNavigate();
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <PublicLayout title="Page not found">
      <Container size={640} pt={{ base: 40, sm: 72 }} pb={{ base: 64, sm: 104 }} ta="center">
        <img
          src="/robot-wave.svg"
          alt="A Porchlight robot holding up a lantern"
          width={240}
          height={240}
          style={{ width: 'min(240px, 60vw)', height: 'auto' }}
        />
        <Text fw={800} c="porch.9" fz="lg" mt="md" style={{ letterSpacing: '0.08em' }}>
          ERROR 404
        </Text>
        <Title order={1} mt={6} fz={{ base: 32, sm: 42 }} lh={1.15} style={{ textWrap: 'balance' }}>
          We couldn’t find that page
        </Title>
        <Text fz={{ base: 'lg', sm: 'xl' }} mt="md" c="#4a3d30" lh={1.6}>
          The link may be old, or the address may have a small typo. Let’s get you back on the porch.
        </Text>
        <Group justify="center" gap="md" mt={32}>
          <Button
            component="a"
            href="/"
            size="lg"
            h={56}
            px={32}
            fw={800}
            leftSection={<IconArrowLeft size={20} aria-hidden />}
            onClick={go('/')}
          >
            Back to Home
          </Button>
          <Button
            component="a"
            href="/contact"
            size="lg"
            h={56}
            px={28}
            variant="default"
            fw={700}
            style={{ border: '2px solid var(--mantine-color-porch-6)' }}
            onClick={go('/contact')}
          >
            Contact us
          </Button>
        </Group>
      </Container>
    </PublicLayout>
  );
}
