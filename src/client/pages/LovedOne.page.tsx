// /dashboard/loved-ones/:id: one loved one's calls, their last 30 days, notes to pass on, what
// Porchlight remembers, and their call settings. Each section owns its data; this page composes.
import { Box, Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BrandMark } from '../components/BrandMark/BrandMark.tsx';
import { CallSettings } from '../components/LovedOne/CallSettings.tsx';
import { CallTimeline } from '../components/LovedOne/CallTimeline.tsx';
import { BackToDashboard, LovedOneHeader } from '../components/LovedOne/LovedOneHeader.tsx';
import classes from '../components/LovedOne/LovedOne.module.css';
import { MemoriesSection } from '../components/LovedOne/MemoriesSection.tsx';
import { NotesSection } from '../components/LovedOne/NotesSection.tsx';
import { LogoutButton } from '../components/LogoutButton/LogoutButton.tsx';
import { useTRPC } from '../lib/trpc.ts';

// The chart library is large: the calls show first, the chart follows.
const ActivityChart = lazy(() =>
  import('../components/LovedOne/ActivityChart.tsx').then((m) => ({ default: m.ActivityChart })),
);

export default function LovedOnePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const trpc = useTRPC();
  const numbers = useQuery(trpc.phoneNumbers.list.queryOptions());
  const phone = numbers.data?.find((p) => p.id === id) ?? null;
  const name = phone?.name;
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name} · Porchlight`;
    return () => {
      document.title = previous;
    };
  }, [name]);

  return (
    <Box className={classes.page}>
      <header className={classes.topBar}>
        <Container size="lg" className={classes.topBarInner}>
          <BrandMark />
          <LogoutButton size="sm" />
        </Container>
      </header>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} component="main">
        <Stack gap="lg">
          <BackToDashboard />
          {numbers.isPending ? (
            <Center h="40vh">
              <Loader aria-label="Loading" />
            </Center>
          ) : !phone ? (
            <Stack gap="xs">
              <Title order={1} fz={28}>
                Not found
              </Title>
              <Text>
                {numbers.isError
                  ? 'We could not load your loved ones. Please reload the page.'
                  : 'This loved one is not on your account. They may have been removed.'}
              </Text>
            </Stack>
          ) : (
            <>
              <LovedOneHeader phone={phone} />
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <CallTimeline phone={phone} focusCallId={search.get('call')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Stack gap="lg">
                    <Suspense fallback={<Loader aria-label="Loading the chart" />}>
                      <ActivityChart phone={phone} />
                    </Suspense>
                    <NotesSection phone={phone} />
                    <MemoriesSection phone={phone} />
                    {/* Remounted once the first call sets the daily time, to start from it. */}
                    <CallSettings
                      key={phone.daily_call_time === null ? 'waiting' : 'started'}
                      phone={phone}
                    />
                  </Stack>
                </Grid.Col>
              </Grid>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
