// The checkout return (/dashboard/{sessionId}): a full-screen overlay while the payment is
// confirmed, then 'Subscription Activated!' for 2 s before the page reloads.
import { Center, Loader, Overlay, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconHourglassHigh } from '@tabler/icons-react';

export type CheckoutPhase = 'processing' | 'activated' | 'pending';

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
          {phase === 'processing' && (
            <Stack align="center" gap="md" ta="center">
              <Loader size="xl" aria-hidden />
              <Title order={2} fz={26}>
                Processing Your Subscription
              </Title>
              <Text c="dimmed" fz="lg">
                Verifying payment and setting up your account...
              </Text>
            </Stack>
          )}
          {phase === 'activated' && (
            <Stack align="center" gap="md" ta="center">
              <ThemeIcon size={72} radius="xl" color="teal" variant="light">
                <IconCircleCheckFilled size={48} />
              </ThemeIcon>
              <Title order={2} fz={26}>
                Subscription Activated!
              </Title>
              <Text fz="lg">Your account has been successfully set up</Text>
              <Text c="dimmed" fz="md">
                Phone numbers are now active and ready to use
              </Text>
            </Stack>
          )}
          {phase === 'pending' && (
            <Stack align="center" gap="md" ta="center">
              <ThemeIcon size={72} radius="xl" color="porch" variant="light">
                <IconHourglassHigh size={44} />
              </ThemeIcon>
              <Title order={2} fz={26}>
                Still Confirming Your Payment
              </Title>
              <Text fz="lg">
                This can take a minute. Your dashboard will show your plan as soon as it is confirmed.
              </Text>
            </Stack>
          )}
        </Paper>
      </Center>
    </Overlay>
  );
}
