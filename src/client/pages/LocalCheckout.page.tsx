// /local-pay/checkout/{id}: the local payments provider's checkout. Paying runs the same
// activation as a Stripe webhook, then returns to /dashboard/{sessionId} like Stripe would.
import { Anchor, Button, Card, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { trackError } from '../lib/analytics.ts';
import { serverMessage } from '../lib/errors.ts';
import { useTRPC } from '../lib/trpc.ts';
import { LocalPayLayout } from './local-pay/LocalPayLayout.tsx';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export default function LocalCheckoutPage() {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const session = useQuery({ ...trpc.localPay.checkout.queryOptions({ id }), retry: false });
  const pay = useMutation(trpc.localPay.completeCheckout.mutationOptions());

  const submit = async () => {
    try {
      const { redirectUrl } = await pay.mutateAsync({ id });
      window.location.assign(redirectUrl);
    } catch (error) {
      trackError('local checkout', error);
    }
  };

  return (
    <LocalPayLayout>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        {session.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : session.isError ? (
          <Stack gap="md">
            <Title order={1} fz={26}>
              Checkout not found
            </Title>
            <Text>
              {serverMessage(session.error) ?? 'This checkout has expired or belongs to another account.'}
            </Text>
            <Button component="a" href="/dashboard" size="md">
              Back to Dashboard
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <div>
              <Text c="dimmed" fw={600}>
                Subscribe to
              </Text>
              <Title order={1} fz={30}>
                Porchlight {session.data.plan.name}
              </Title>
            </div>
            <Group justify="space-between" align="baseline">
              <Text fz="lg">{session.data.plan.nMinutes} minutes per month</Text>
              <Text fz={28} fw={800}>
                {money(session.data.plan.price)}
                <Text span fz="md" fw={500} c="dimmed">
                  {' '}
                  per month
                </Text>
              </Text>
            </Group>
            <Divider />
            <Group justify="space-between">
              <Text c="dimmed">Account</Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} ta="right">
                {session.data.email}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Due today</Text>
              <Text fw={700}>{money(session.data.plan.price)}</Text>
            </Group>
            {pay.isError && (
              <Text c="red.8" role="alert">
                {serverMessage(pay.error) ?? 'The payment did not go through. Please try again.'}
              </Text>
            )}
            {session.data.status === 'complete' ? (
              <Button size="lg" h={56} onClick={() => void submit()} loading={pay.isPending}>
                Already paid — continue
              </Button>
            ) : (
              <Button
                size="lg"
                h={56}
                leftSection={<IconLock size={20} />}
                onClick={() => void submit()}
                loading={pay.isPending}
              >
                Pay {money(session.data.plan.price)}
              </Button>
            )}
            <Anchor href={session.data.cancelUrl} ta="center" fz="md">
              Cancel and go back
            </Anchor>
          </Stack>
        )}
      </Card>
    </LocalPayLayout>
  );
}
