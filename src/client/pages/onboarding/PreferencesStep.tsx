// Step 3 'Set Your Preferences': where alerts go and which ones.
import { Button, Loader, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { INVALID_EMAIL } from '../../../shared/auth.ts';
import {
  DEFAULT_MISSED_CALL_THRESHOLD,
  MISSED_CALL_THRESHOLDS,
  thresholdLabel,
} from '../../../shared/phone-number.ts';
import { validatePhone } from '../../../shared/phone/index.ts';
import { ALERT_CONTACT_HINT } from '../../components/PhoneDialog/PhoneDialog.tsx';
import { PhoneInput } from '../../components/PhoneInput/PhoneInput.tsx';
import { isEmail } from '../../lib/validation.ts';
import type { SavedPreferences } from './onboarding-storage.ts';

export function PreferencesStep({
  initial,
  busy,
  onSubmit,
  onBack,
}: {
  initial: SavedPreferences | null;
  busy: boolean;
  onSubmit: (prefs: SavedPreferences) => void;
  onBack: () => void;
}) {
  const [phone, setPhone] = useState(initial?.alert_contact ?? '');
  const [email, setEmail] = useState(initial?.alert_contact_email ?? '');
  const [general, setGeneral] = useState(initial?.general_updates ?? true);
  const [activity, setActivity] = useState(initial?.unusual_activity_alert ?? true);
  const [threshold, setThreshold] = useState<number>(
    initial?.missed_call_threshold ?? DEFAULT_MISSED_CALL_THRESHOLD,
  );

  const phoneError = phone.trim() ? validatePhone(phone) : null;
  const emailError = email.trim() && !isEmail(email) ? INVALID_EMAIL : null;
  const hasContact = Boolean(phone.trim() || email.trim());
  const canContinue = !busy && hasContact && !phoneError && !emailError;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!canContinue) return;
        onSubmit({
          alert_contact: phone.trim(),
          alert_contact_email: email.trim().toLowerCase(),
          missed_call_threshold: threshold === 0 ? null : threshold,
          unusual_activity_alert: activity,
          general_updates: general,
        });
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Set Your Preferences
          </Title>
          <Text c="dimmed" mt={6}>
            Where should we reach you, and what would you like to hear about?
          </Text>
        </div>
        <PhoneInput
          label="Alert contact phone (text messages)"
          value={phone}
          onChange={setPhone}
          error={phoneError}
        />
        <TextInput
          label="Alert contact email"
          type="email"
          size="md"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={emailError}
        />
        <Text size="sm" c={hasContact ? 'dimmed' : 'red.8'}>
          {ALERT_CONTACT_HINT}
        </Text>
        <Switch
          size="md"
          label="General Updates"
          description="A short summary after each conversation"
          checked={general}
          onChange={(e) => setGeneral(e.currentTarget.checked)}
        />
        <Switch
          size="md"
          label="Activity Monitoring Alerts"
          description="A message if something seems unusual"
          checked={activity}
          onChange={(e) => setActivity(e.currentTarget.checked)}
        />
        <Select
          label="Missed-call alerts"
          description="Tell me when check-in calls go unanswered"
          size="md"
          allowDeselect={false}
          data={MISSED_CALL_THRESHOLDS.map((n) => ({ value: String(n), label: thresholdLabel(n) }))}
          value={String(threshold)}
          onChange={(v) => setThreshold(Number(v ?? 0))}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          leftSection={busy ? <Loader size={16} color="gray" /> : undefined}
          disabled={!canContinue}
          mt="xs"
        >
          {busy ? 'Setting up...' : 'Continue'}
        </Button>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={onBack} disabled={busy}>
          Back
        </Button>
      </Stack>
    </form>
  );
}
