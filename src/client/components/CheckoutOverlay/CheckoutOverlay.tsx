// The checkout return (/dashboard/{sessionId}): a full-screen overlay while the payment is
// confirmed, then 'Subscription Activated!' for 2 s before the page reloads.
import { Center, Loader, Overlay, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type CheckoutPhase = 'processing' | 'activated' | 'pending';

const PHASES: Record<CheckoutPhase, { icon: ReactNode; title: string; lines: string[] }> = {
  processing: {
    icon: <Loader size="xl" aria-hidden />,
    title: 'Processing Your Subscription',
    lines: ['Verifying payment and setting up your account...'],
  },
  activated: {
    icon: (
      <ThemeIcon size={72} radius="xl" color="teal" variant="light">
        <IconCircleCheckFilled size={48} />
      </ThemeIcon>
    ),
    title: 'Subscription Activated!',
    lines: ['Your account has been successfully set up', 'Phone numbers are now active and ready to use'],
  },
  pending: {
    icon: (
      <ThemeIcon size={72} radius="xl" color="porch" variant="light">
        <IconHourglassHigh size={44} />
      </ThemeIcon>
    ),
    title: 'Still Confirming Your Payment',
    lines: ['This can take a minute. Your dashboard will show your plan as soon as it is confirmed.'],
  },
};

export function CheckoutOverlay({ phase }: { phase: CheckoutPhase }) {
  return (
    <Overlay fixed blur={6} backgroundOpacity={0.55} color="#1b1408" zIndex={400}>
      <Center h="100%" p="md">
        <Paper
          radius="lg"
          p={{ base: 'lg', sm: 40 }}
          shadow="xl"
          maw={460}
          w="100%"
          role="status"
          aria-live="polite"
          data-testid="checkout-overlay"
        >
          <Stack align="center" gap="md" ta="center">
            {PHASES[phase].icon}
            <Title order={2} fz={26}>
              {PHASES[phase].title}
            </Title>
            {PHASES[phase].lines.map((line, i) => (
              <Text key={line} fz={i === 0 ? 'lg' : 'md'} c={i === 0 ? undefined : 'dimmed'}>
                {line}
              </Text>
            ))}
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
