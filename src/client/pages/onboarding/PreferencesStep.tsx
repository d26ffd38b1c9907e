// Step 3 'Set Your Preferences': where alerts go and which ones.
import { Button, Loader, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DEFAULT_MISSED_CALL_THRESHOLD,
  MISSED_CALL_THRESHOLDS,
  thresholdLabel,
} from '../../../shared/phone-number.ts';
import { AT_LEAST_ONE_CONTACT } from '../../../shared/account.ts';
import {
  AlertContactFields,
  alertContactErrors,
  type AlertContacts,
} from '../../components/AlertContactFields/AlertContactFields.tsx';
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
  const [contacts, setContacts] = useState<AlertContacts>({
    phone: initial?.alert_contact ?? '',
    email: initial?.alert_contact_email ?? '',
  });
  const [general, setGeneral] = useState(initial?.general_updates ?? true);
  const [activity, setActivity] = useState(initial?.unusual_activity_alert ?? true);
  const [threshold, setThreshold] = useState<number>(
    initial?.missed_call_threshold ?? DEFAULT_MISSED_CALL_THRESHOLD,
  );

  // The hint turns red only once the person has typed and left both fields empty again, not
  // before they have had a chance to fill them in.
  const [typed, setTyped] = useState(false);
  const { phoneError, emailError, empty } = alertContactErrors(contacts);
  const hasContact = !empty;
  const canContinue = !busy && hasContact && !phoneError && !emailError;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!canContinue) return;
        onSubmit({
          alert_contact: contacts.phone.trim(),
          alert_contact_email: contacts.email.trim().toLowerCase(),
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
        <AlertContactFields
          value={contacts}
          onChange={(next) => {
            setTyped(true);
            setContacts(next);
          }}
          labels={{ phone: 'Alert contact phone (text messages)', email: 'Alert contact email' }}
        />
        <Text size="sm" c={typed && !hasContact ? 'red.9' : 'dimmed'}>
          {AT_LEAST_ONE_CONTACT}
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
