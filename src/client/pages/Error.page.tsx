// What a family member sees when a page fails, in place of react-router's developer page: a kind
// word, a way to try again, and the way home. After a deploy a page left open may ask for code
// that is gone: it reloads once, quietly, to get the new version. This page is in the main
// bundle, so it shows even when no other chunk can load.
import { Anchor, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useRouteError } from 'react-router';
import { telHref } from '../components/CallMeButton/CallMeButton.tsx';
import { PageFadeProvider } from '../components/PageFade/PageFade.tsx';
import { PublicLayout } from '../components/PublicLayout/PublicLayout.tsx';
import { reportError } from '../lib/error-reporting.ts';
import { publicConfig } from '../lib/public-config.ts';
import { browser, canReload, isChunkLoadError, reloadOnce } from '../lib/reload-once.ts';

export default function ErrorPage() {
  const error = useRouteError();
  // Decided once: a missing chunk that has not just been reloaded for shows a spinner and reloads.
  const [reloading] = useState(() => isChunkLoadError(error) && canReload());
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (handled.current === error) return;
    handled.current = error;
    if (isChunkLoadError(error) && reloadOnce()) return;
    reportError(error, 'render');
  }, [error]);

  if (reloading) {
    return (
      <Center h="100vh">
        <Stack align="center" gap="md">
          <Loader aria-label="Loading" />
          <Text c="dimmed">Loading the latest version of Porchlight…</Text>
        </Stack>
      </Center>
    );
  }

  const { supportEmail, supportPhone } = publicConfig;
  return (
    <PageFadeProvider>
      <PublicLayout title="Something went wrong">
        <Container size={640} pt={{ base: 40, sm: 72 }} pb={{ base: 64, sm: 104 }} ta="center">
          <img
            src="/robot-hero.svg"
            alt=""
            width={240}
            height={240}
            style={{ width: 'min(220px, 56vw)', height: 'auto' }}
          />
          <Title order={1} mt="md" fz={{ base: 30, sm: 40 }} lh={1.15} style={{ textWrap: 'balance' }}>
            Sorry, this page didn’t load properly
          </Title>
          <Text fz={{ base: 'lg', sm: 'xl' }} mt="md" c="#4a3d30" lh={1.6}>
            It’s nothing you did, and nothing has been lost. Please try again in a moment.
          </Text>
          <Group justify="center" gap="md" mt={32}>
            <Button
              size="lg"
              h={56}
              px={32}
              fw={800}
              leftSection={<IconRefresh size={20} aria-hidden />}
              onClick={() => browser.reload()}
            >
              Try again
            </Button>
            <Button
              component="a"
              href="/"
              size="lg"
              h={56}
              px={28}
              variant="default"
              fw={700}
              style={{ border: '2px solid var(--mantine-color-porch-6)' }}
              leftSection={<IconArrowLeft size={20} aria-hidden />}
            >
              Back to Home
            </Button>
          </Group>
          {(supportEmail || supportPhone) && (
            <Text fz="md" mt={28} c="dimmed" lh={1.6}>
              If it keeps happening, we’re here to help:{' '}
              {supportEmail && (
                <Anchor href={`mailto:${supportEmail}`} c="porch.9" fw={600}>
                  {supportEmail}
                </Anchor>
              )}
              {supportEmail && supportPhone && ' or '}
              {supportPhone && (
                <Anchor href={telHref(supportPhone)} c="porch.9" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {supportPhone}
                </Anchor>
              )}
            </Text>
          )}
        </Container>
      </PublicLayout>
    </PageFadeProvider>
  );
}
