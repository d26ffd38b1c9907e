// /local-pay/portal: the local payments provider's billing portal. Each button makes the change
// Stripe's portal would make (and a few stand in for time passing: a renewal, a failed payment).
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../shared/plans.ts';
import { trackError } from '../lib/analytics.ts';
import { serverMessage } from '../lib/errors.ts';
import { useTRPC } from '../lib/trpc.ts';
import { LocalPayLayout } from './local-pay/LocalPayLayout.tsx';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

type Command =
  | { action: 'change_plan'; planId: PlanId }
  | { action: 'cancel' | 'resume' | 'renew' | 'fail_payment' | 'pay' };

export default function LocalPortalPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const portal = useQuery(trpc.localPay.portal.queryOptions());
  const action = useMutation(trpc.localPay.portalAction.mutationOptions());
  const run = async (command: Command) => {
    try {
      await action.mutateAsync(command);
    } catch (error) {
      trackError('local portal', error);
    }
    await queryClient.invalidateQueries({ queryKey: trpc.localPay.portal.queryKey() });
  };

  const sub = portal.data?.subscription ?? null;
  const plans = portal.data?.plans ?? [];
  return (
    <LocalPayLayout>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        {portal.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : !sub?.plan ? (
          <Stack gap="md">
            <Title order={1} fz={26}>
              Billing
            </Title>
            <Text>There is no paid plan on this account. Choose one from your dashboard.</Text>
          </Stack>
        ) : (
          <Stack gap="lg">
            <div>
              <Text c="dimmed" fw={600}>
                Current plan
              </Text>
              <Group gap="sm" align="center">
                <Title order={1} fz={30}>
                  {sub.plan.name}
                </Title>
                <Badge size="lg" color={sub.status === 'active' ? 'teal' : 'red'} tt="none">
                  {sub.status === 'active' ? 'Active' : 'Payment failed'}
                </Badge>
              </Group>
              <Text fz="lg" mt={4}>
                ${sub.plan.price} per month · {sub.plan.nMinutes} minutes
              </Text>
              <Text c="dimmed" mt={4}>
                {sub.cancelAtPeriodEnd
                  ? `Ends on ${dateOf(sub.currentPeriodEnd)}`
                  : `Renews on ${dateOf(sub.currentPeriodEnd)}`}
                {sub.pendingPlan ? ` · changes to ${sub.pendingPlan.name} then` : ''}
              </Text>
            </div>
            {action.isError && (
              <Alert color="red" role="alert">
                {serverMessage(action.error) ?? 'That did not work. Please try again.'}
              </Alert>
            )}

            <Stack gap="sm">
              <Title order={2} fz="lg">
                Change plan
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                {plans.map((plan) => {
                  const current = plan.id === sub.plan?.id;
                  const upgrade = plan.nMinutes > (sub.plan?.nMinutes ?? 0);
                  return (
                    <Button
                      key={plan.id}
                      variant={current ? 'light' : 'default'}
                      size="md"
                      h="auto"
                      py="sm"
                      disabled={current && !sub.pendingPlan}
                      loading={
                        action.isPending &&
                        action.variables?.action === 'change_plan' &&
                        action.variables.planId === plan.id
                      }
                      onClick={() => void run({ action: 'change_plan', planId: plan.id })}
                    >
                      <Stack gap={0} align="center">
                        <Text fw={700}>{plan.name}</Text>
                        <Text fz="sm">
                          {current
                            ? sub.pendingPlan
                              ? 'Keep this plan'
                              : 'Current'
                            : upgrade
                              ? 'Upgrade now'
                              : 'At renewal'}
                        </Text>
                      </Stack>
                    </Button>
                  );
                })}
              </SimpleGrid>
            </Stack>

            <Group gap="sm">
              {sub.cancelAtPeriodEnd ? (
                <Button variant="default" onClick={() => void run({ action: 'resume' })}>
                  Keep my plan
                </Button>
              ) : (
                <Button color="red" variant="light" onClick={() => void run({ action: 'cancel' })}>
                  Cancel plan
                </Button>
              )}
              {!sub.latestInvoicePaid && (
                <Button color="teal" onClick={() => void run({ action: 'pay' })}>
                  Pay now
                </Button>
              )}
            </Group>

            <Stack gap="xs">
              <Title order={2} fz="lg">
                Simulate time passing
              </Title>
              <Group gap="sm">
                <Button variant="default" onClick={() => void run({ action: 'renew' })}>
                  Renew now (next month paid)
                </Button>
                <Button variant="default" onClick={() => void run({ action: 'fail_payment' })}>
                  Next payment fails
                </Button>
              </Group>
            </Stack>
          </Stack>
        )}
      </Card>
      <Button component="a" href="/dashboard" variant="subtle" size="md">
        Return to Porchlight
      </Button>
    </LocalPayLayout>
  );
}
