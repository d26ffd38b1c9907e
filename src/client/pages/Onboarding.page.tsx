// /onboarding: three steps from sign-up to a registered loved one (spec section 2 Onboarding,
// section 4 transitions, section 8 messages).
import { Alert, Box, Center, Container, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { USER_NAME_FIELD_KEY } from '../../shared/brand.ts';
import { NUMBER_ALREADY_YOURS } from '../../shared/phone-number.ts';
import { BrandMark } from '../components/BrandMark/BrandMark.tsx';
import { LogoutButton } from '../components/LogoutButton/LogoutButton.tsx';
import { useFadeNavigate } from '../components/PageFade/PageFade.tsx';
import { useSession } from '../hooks/useSession.ts';
import { trackError, trackEvent } from '../lib/analytics.ts';
import { useTRPC } from '../lib/trpc.ts';
import { AlertsStep } from './onboarding/AlertsStep.tsx';
import {
  COMPLETE_FAILED,
  httpStatusOf,
  PROFILE_NOT_FOUND,
  PROFILE_SAVE_FAILED,
  registerErrorMessage,
} from './onboarding/messages.ts';
import {
  ALL_OFF_PREFERENCES,
  onboardingStorage,
  startStep,
  type OnboardingStep,
  type SavedPreferences,
  type SavedProfile,
} from './onboarding/onboarding-storage.ts';
import { PreferencesStep } from './onboarding/PreferencesStep.tsx';
import { ProfileStep } from './onboarding/ProfileStep.tsx';

const track = (label: string) => trackEvent('onboarding_step', { category: 'onboarding', label });

export default function OnboardingPage() {
  const { user, refresh } = useSession();
  const trpc = useTRPC();
  const navigate = useFadeNavigate();
  const store = useMemo(() => onboardingStorage(), []);
  const [step, setStep] = useState<OnboardingStep>(() =>
    startStep({
      profile: store.profile(),
      preferences: store.preferences(),
      alertsChoice: store.alertsChoice(),
    }),
  );
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const createNumber = useMutation(trpc.phoneNumbers.create.mutationOptions());
  const complete = useMutation(trpc.user.completeOnboarding.mutationOptions());

  if (!user) {
    return (
      <Center h="70vh">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    );
  }

  const goTo = (next: OnboardingStep) => {
    setAlert(null);
    setStep(next);
  };

  /** The completion call, then clean storage, a fresh user, and the dashboard. */
  const finish = async (body: Parameters<typeof complete.mutateAsync>[0]) => {
    try {
      await complete.mutateAsync(body);
    } catch (error) {
      trackError('complete onboarding', error);
      console.error('Completing onboarding failed', error);
      setAlert(COMPLETE_FAILED);
      return false;
    }
    store.clear();
    track('completed');
    await refresh();
    navigate('/dashboard');
    return true;
  };

  /** Registers the loved one's number with the chosen alert settings; false (and an alert) on failure. */
  const register = async (profile: SavedProfile, prefs: SavedPreferences) => {
    try {
      await createNumber.mutateAsync({
        number: profile.phone_number,
        name: profile[USER_NAME_FIELD_KEY],
        relationship: profile.relationship,
        state: profile.state,
        timezone: profile.timezone,
        missed_call_alert_threshold: prefs.missed_call_threshold || null,
        unusual_activity_alert: prefs.unusual_activity_alert,
        general_updates: prefs.general_updates,
      });
      return true;
    } catch (error) {
      // A retry after a failed completion finds the number already registered: that is success.
      if (httpStatusOf(error) === 400 && error instanceof Error && error.message === NUMBER_ALREADY_YOURS)
        return true;
      trackError('register phone number', error);
      setAlert(registerErrorMessage(error));
      return false;
    }
  };

  const savedProfileOrBack = (): SavedProfile | null => {
    const profile = store.profile();
    if (!profile) {
      setStep(1);
      setAlert(PROFILE_NOT_FOUND);
    }
    return profile;
  };

  const submitProfile = async (profile: SavedProfile, skipped: boolean) => {
    setBusy(true);
    setAlert(null);
    try {
      if (skipped) {
        track('profile_skipped');
        await finish({
          profileSkipped: true,
          [USER_NAME_FIELD_KEY]: profile[USER_NAME_FIELD_KEY] || null,
          first_name: profile.first_name || null,
        });
        return;
      }
      store.saveProfile(profile);
      track('profile');
      goTo(2);
    } catch (error) {
      trackError('profile step', error);
      setAlert(PROFILE_SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const chooseAlerts = async (yes: boolean) => {
    const profile = savedProfileOrBack();
    if (!profile) return;
    if (yes) {
      store.saveAlertsChoice(true);
      track('alerts_yes');
      goTo(3);
      return;
    }
    setBusy(true);
    setAlert(null);
    store.saveAlertsChoice(false);
    store.savePreferences(ALL_OFF_PREFERENCES);
    track('alerts_no');
    try {
      if (await register(profile, ALL_OFF_PREFERENCES)) {
        await finish({
          [USER_NAME_FIELD_KEY]: profile[USER_NAME_FIELD_KEY],
          first_name: profile.first_name || null,
          alert_contact: null,
          alert_contact_email: null,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const submitPreferences = async (prefs: SavedPreferences) => {
    const profile = savedProfileOrBack();
    if (!profile) return;
    setBusy(true);
    setAlert(null);
    store.savePreferences(prefs);
    track('preferences');
    try {
      if (await register(profile, prefs)) {
        await finish({
          [USER_NAME_FIELD_KEY]: profile[USER_NAME_FIELD_KEY],
          first_name: profile.first_name || null,
          alert_contact: prefs.alert_contact || null,
          alert_contact_email: prefs.alert_contact_email || null,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" mih="100vh" bg="#fffdf8">
      <Container size={620} py={{ base: 'lg', sm: 48 }}>
        <Group justify="space-between" mb="lg">
          <BrandMark />
          <LogoutButton size="sm" />
        </Group>
        <Text size="sm" c="dimmed" mb={6}>
          Step {step} of 3
        </Text>
        <Progress value={(step / 3) * 100} size="sm" radius="xl" mb="lg" aria-label={`Step ${step} of 3`} />
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
          <Stack gap="lg">
            {alert && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                {alert}
              </Alert>
            )}
            {step === 1 && (
              <ProfileStep
                initial={store.profile()}
                busy={busy}
                onSubmit={(p, skipped) => void submitProfile(p, skipped)}
              />
            )}
            {step === 2 && (
              <AlertsStep
                busy={busy}
                onYes={() => void chooseAlerts(true)}
                onNo={() => void chooseAlerts(false)}
                onBack={() => goTo(1)}
              />
            )}
            {step === 3 && (
              <PreferencesStep
                initial={store.preferences()}
                busy={busy}
                onSubmit={(prefs) => void submitPreferences(prefs)}
                onBack={() => goTo(2)}
              />
            )}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
