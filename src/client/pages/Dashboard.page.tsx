// /dashboard: the family's home (spec section 2 Dashboard and Modals).
import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { PhoneNumber, PhoneNumberInput } from '../../shared/phone-number.ts';
import { isActivePlan, NO_SUBSCRIPTION, type SubscriptionInfo } from '../../shared/plans.ts';
import { dashboardGreeting } from '../../shared/user.ts';
import { formatPhoneDisplay } from '../../shared/phone/index.ts';
import { CheckoutOverlay } from '../components/CheckoutOverlay/CheckoutOverlay.tsx';
import { DashboardHeader } from '../components/DashboardHeader/DashboardHeader.tsx';
import { DeleteAccountModal } from '../components/DeleteAccountModal/DeleteAccountModal.tsx';
import { NotificationSettingsModal } from '../components/NotificationSettingsModal/NotificationSettingsModal.tsx';
import { PhoneDialog } from '../components/PhoneDialog/PhoneDialog.tsx';
import { FADE_IN_MS } from '../components/PageFade/PageFade.tsx';
import { PaidBanner, StarterBanner } from '../components/PlanBanner/PlanBanner.tsx';
import { PlanModal } from '../components/PlanModal/PlanModal.tsx';
import { PhoneNumberCard } from '../components/PhoneNumberCard/PhoneNumberCard.tsx';
import { QuickStats } from '../components/QuickStats/QuickStats.tsx';
import { SettingsModal } from '../components/SettingsModal/SettingsModal.tsx';
import { useBilling, useCheckoutReturn } from '../hooks/useBilling.ts';
import { useSession } from '../hooks/useSession.ts';
import { trackError, trackEvent } from '../lib/analytics.ts';
import { publicConfig } from '../lib/public-config.ts';
import { useTRPC } from '../lib/trpc.ts';
import classes from './Dashboard.module.css';

type Dialog = { mode: 'create' } | { mode: 'update'; existing: PhoneNumber } | null;

const DISMISSED_KEY = 'porchlight_plan_banner_dismissed';

/** A dismissed banner stays away for this browser session (per plan, so a new plan shows again). */
function useDismissedBanner(kind: string | null): [boolean, () => void] {
  const [dismissed, setDismissed] = useState<string | null>(() => {
    try {
      return window.sessionStorage.getItem(DISMISSED_KEY);
    } catch {
      return null;
    }
  });
  const dismiss = () => {
    if (!kind) return;
    setDismissed(kind);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, kind);
    } catch {
      // storage unavailable: dismissed until the page reloads
    }
  };
  return [kind !== null && dismissed === kind, dismiss];
}

/** True once the page's 200 ms fade-in is over (banners wait for it). */
function useFadedIn(): boolean {
  const [faded, setFaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFaded(true), FADE_IN_MS);
    return () => clearTimeout(timer);
  }, []);
  return faded;
}

function statusOf(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status) return `${status}${error.message ? ` — ${error.message}` : ''}`;
  }
  return 'network error';
}

export default function DashboardPage() {
  const { user, refresh } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The numbers, the plan, the reminders and the figures come in one answer (dashboard.page).
  const page = useQuery(trpc.dashboard.page.queryOptions());
  const pageKey = trpc.dashboard.page.queryKey();
  const refetchPage = page.refetch;
  const refetchSubscription = useCallback(
    async () => ({ data: (await refetchPage()).data?.subscription }),
    [refetchPage],
  );
  const createNumber = useMutation(trpc.phoneNumbers.create.mutationOptions());
  const updateNumber = useMutation(trpc.phoneNumbers.update.mutationOptions());
  const deleteNumber = useMutation(trpc.phoneNumbers.delete.mutationOptions());
  const deleteReminder = useMutation(trpc.reminders.delete.mutationOptions());
  const updateProfile = useMutation(trpc.user.updateProfile.mutationOptions());
  const deleteMe = useMutation(trpc.user.delete.mutationOptions());
  const { sessionId } = useParams();
  const billing = useBilling();
  const checkoutPhase = useCheckoutReturn(sessionId, refetchSubscription);
  const fadedIn = useFadedIn();
  const subscriptionKnown = page.data?.subscription ?? (page.isError ? NO_SUBSCRIPTION : null);
  const bannerKind = subscriptionKnown && isActivePlan(subscriptionKnown) ? subscriptionKnown.plan : null;
  const [bannerDismissed, dismissBanner] = useDismissedBanner(bannerKind);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Every opening of a form gets a fresh key, so it starts from its defaults or current values.
  const [opening, setOpening] = useState(0);
  const openDialog = (next: NonNullable<Dialog>) => {
    setOpening((n) => n + 1);
    setDialog(next);
  };
  const openNotifications = () => {
    setOpening((n) => n + 1);
    setNotificationsOpen(true);
  };
  const openDelete = () => {
    setOpening((n) => n + 1);
    setDeleteOpen(true);
  };

  if (!user) return null;
  // A failed check counts as no subscription (spec section 3 Subscription default).
  const subscription: SubscriptionInfo | null = subscriptionKnown;
  const activePlan = subscription !== null && isActivePlan(subscription);
  const isStarter = activePlan && subscription.plan === 'Starter';
  // The badge opens the billing portal; the Starter trial has no billing account yet, so there
  // (and with no plan at all) it opens the plans instead.
  const openBilling = activePlan && !isStarter ? billing.openPortal : billing.openPlans;
  const planLabel =
    subscription === null
      ? 'Loading...'
      : isActivePlan(subscription)
        ? `${subscription.plan} Plan`
        : 'No Active Plan';
  const phones = page.data?.numbers ?? [];
  /** Changes the numbers on the page as they are now, without waiting for a refetch. */
  const setPhones = (change: (old: PhoneNumber[]) => PhoneNumber[]) =>
    queryClient.setQueryData(pageKey, (old) => old && { ...old, numbers: change(old.numbers) });
  const alertsGreyed = user.alert_contact_rcs_disabled || (!user.alert_contact && !user.alert_contact_email);
  const servicePhone = publicConfig.servicePhone;
  const showBanner =
    subscription !== null &&
    subscription.status === 'active' &&
    fadedIn &&
    checkoutPhase === null &&
    !bannerDismissed;
  const bannerCommon = {
    servicePhone,
    hasPhoneNumbers: phones.length > 0,
    onAddPhoneNumber: () => openDialog({ mode: 'create' }),
    onDismiss: dismissBanner,
  };

  const saveNumber = async (record: PhoneNumberInput) => {
    if (dialog?.mode === 'update') {
      try {
        await updateNumber.mutateAsync({ number: dialog.existing.number, data: record });
      } catch (error) {
        trackError('update phone number', error);
        throw new Error(`Failed to update phone number: ${statusOf(error)}`, { cause: error });
      }
      await queryClient.invalidateQueries({ queryKey: pageKey });
      return;
    }
    try {
      const created = await createNumber.mutateAsync(record);
      setPhones((old) => [...old, created]);
      trackEvent('button_click', { category: 'dashboard', label: 'phone_number_added' });
    } catch (error) {
      trackError('create phone number', error);
      throw new Error(`Failed to create phone number: ${statusOf(error)}`, { cause: error });
    }
  };

  const saveContacts = async (contacts: { alert_contact?: string; alert_contact_email?: string }) => {
    await updateProfile.mutateAsync(contacts);
    await refresh();
  };

  const removeNumber = async (phone: PhoneNumber) => {
    try {
      await deleteNumber.mutateAsync({ number: phone.number });
      setPhones((old) => old.filter((p) => p.number !== phone.number));
    } catch (error) {
      console.error('Removing the phone number failed', error);
      trackError('delete phone number', error);
    }
  };

  const deleteAccount = async () => {
    await deleteMe.mutateAsync();
    window.location.assign('/');
  };

  return (
    <Box className={classes.page}>
      <DashboardHeader
        servicePhone={servicePhone}
        planBadge={{ label: planLabel, onClick: subscription === null ? undefined : openBilling }}
        onSettings={() => setSettingsOpen(true)}
      />
      <Container component="main" size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {dashboardGreeting(user)}
          </Title>

          {showBanner && activePlan && isStarter && subscription.valid_until && (
            <StarterBanner
              {...bannerCommon}
              minutesLeft={subscription.minutes_left}
              validUntil={new Date(subscription.valid_until)}
              onSelectPlan={billing.openPlans}
            />
          )}
          {showBanner && activePlan && !isStarter && (
            <PaidBanner {...bannerCommon} planName={subscription.plan} />
          )}

          {subscription?.status === 'past_due' && (
            <Alert color="red" variant="light" icon={<IconCreditCard />} title="Payment Problem" role="alert">
              <Stack gap="sm" align="flex-start">
                <Text fz="md">
                  We could not take the last payment for your {subscription.plan} plan. Calls continue while
                  we try again; please update your payment method.
                </Text>
                <Button color="red.8" onClick={billing.openPortal}>
                  Update Payment Method
                </Button>
              </Stack>
            </Alert>
          )}
          {subscription !== null && !page.isError && subscription.status === 'none' && (
            <Alert
              color="porch"
              variant="light"
              icon={<IconCreditCard />}
              title="No Active Plan"
              role="alert"
            >
              <Stack gap="sm" align="flex-start">
                <Text fz="md">
                  Porchlight is not calling right now because there is no active plan. Choose a plan to start
                  again.
                </Text>
                <Button onClick={billing.openPlans}>View Plans & Pricing</Button>
              </Stack>
            </Alert>
          )}

          {user.alert_contact_rcs_disabled && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle />}
              title="Alerts Currently Disabled"
              role="alert"
            >
              Your alert phone replied STOP, so we cannot send you text messages. To turn alerts back on, text
              START to <strong>{formatPhoneDisplay(servicePhone)}</strong> from{' '}
              {user.alert_contact ? formatPhoneDisplay(user.alert_contact) : 'your phone'}.
            </Alert>
          )}

          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} fz="xl">
                Phone Numbers
              </Title>
              <Button variant="default" leftSection={<IconBell size={18} />} onClick={openNotifications}>
                Notification Settings
              </Button>
            </Group>
            {page.isPending ? (
              <Text c="dimmed">Loading...</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {phones.map((phone) => (
                  <PhoneNumberCard
                    key={phone.id}
                    phone={phone}
                    alertsGreyed={alertsGreyed}
                    onUpdate={() => openDialog({ mode: 'update', existing: phone })}
                    onRemove={() => removeNumber(phone)}
                    reminders={{
                      items: (page.data?.reminders ?? []).filter((r) => r.phoneNumberId === phone.id),
                      onDelete: async (reminder) => {
                        await deleteReminder.mutateAsync({ id: reminder.id });
                        await queryClient.invalidateQueries({ queryKey: pageKey });
                      },
                    }}
                  />
                ))}
                <UnstyledButton onClick={() => openDialog({ mode: 'create' })} className={classes.addCard}>
                  <Card withBorder radius="lg" padding="lg" className={classes.addCardInner}>
                    <Group wrap="nowrap">
                      <ThemeIcon size={48} radius="xl" variant="light">
                        <IconPlus size={26} />
                      </ThemeIcon>
                      <div>
                        <Text fw={700} fz="lg">
                          Add New Number
                        </Text>
                        <Text size="sm" c="dimmed">
                          Connect a new phone number to Porchlight
                        </Text>
                      </div>
                    </Group>
                  </Card>
                </UnstyledButton>
              </SimpleGrid>
            )}
          </Stack>

          <Stack gap="md">
            <Title order={2} fz="xl">
              Quick Stats
            </Title>
            <QuickStats
              dailyUsage={page.data?.stats.dailyUsage ?? 0}
              remaining={subscription?.minutes_left ?? null}
              monthlyCalls={page.data?.stats.totalCallsMonth ?? 0}
            />
          </Stack>
        </Stack>
      </Container>

      <PhoneDialog
        key={`phone-${opening}`}
        opened={dialog !== null}
        mode={dialog?.mode ?? 'create'}
        existing={dialog?.mode === 'update' ? dialog.existing : null}
        user={user}
        onClose={() => setDialog(null)}
        onSave={saveNumber}
        onSaveContacts={saveContacts}
      />
      <SettingsModal
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        onNotificationSettings={() => {
          setSettingsOpen(false);
          openNotifications();
        }}
        onBilling={
          activePlan
            ? () => {
                setSettingsOpen(false);
                openBilling();
              }
            : undefined
        }
        onDeleteAccount={() => {
          setSettingsOpen(false);
          openDelete();
        }}
      />
      <NotificationSettingsModal
        key={`notifications-${opening}`}
        opened={notificationsOpen}
        user={user}
        onClose={() => setNotificationsOpen(false)}
        onSave={saveContacts}
      />
      <PlanModal {...billing.planModal} />
      {checkoutPhase && <CheckoutOverlay phase={checkoutPhase} />}
      <DeleteAccountModal
        opened={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onConfirm={deleteAccount}
      />
    </Box>
  );
}
