// Add or update a loved one's number (spec section 2 Modals, Phone number dialog).
import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  DEFAULT_MISSED_CALL_THRESHOLD,
  MISSED_CALL_THRESHOLDS,
  RELATIONSHIPS,
  thresholdLabel,
  type PhoneNumber,
  type PhoneNumberInput,
} from '../../../shared/phone-number.ts';
import { detectRegion, formatPhoneDisplay, timeZoneFor, validatePhone } from '../../../shared/phone/index.ts';
import type { CurrentUser } from '../../../shared/user.ts';
import {
  AlertContactFields,
  alertContactErrors,
  filledContacts,
  type AlertContacts,
} from '../AlertContactFields/AlertContactFields.tsx';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';
import { RegionSelect } from '../RegionSelect/RegionSelect.tsx';
import { AT_LEAST_ONE_CONTACT } from '../../../shared/account.ts';

export interface PhoneDialogProps {
  opened: boolean;
  mode: 'create' | 'update';
  existing?: PhoneNumber | null;
  user: Pick<CurrentUser, 'alert_contact' | 'alert_contact_email' | 'alert_contact_rcs_disabled'>;
  onClose: () => void;
  /** Saves the record; throws an Error whose message the dialog shows. */
  onSave: (record: PhoneNumberInput) => Promise<void>;
  /** Saves alert contacts typed in the dialog (only filled ones); failures are logged, saving continues. */
  onSaveContacts: (contacts: { alert_contact?: string; alert_contact_email?: string }) => Promise<void>;
}

interface FormState {
  number: string;
  name: string;
  relationship: string;
  state: string;
  threshold: number;
  unusual: boolean;
  general: boolean;
  contacts: AlertContacts;
}

function initialState(mode: 'create' | 'update', existing?: PhoneNumber | null): FormState {
  if (mode === 'update' && existing) {
    return {
      number: formatPhoneDisplay(existing.number),
      name: existing.name,
      relationship: existing.relationship ?? '',
      state: existing.state ?? detectRegion(existing.number) ?? '',
      threshold: existing.missed_call_alert_threshold ?? 0,
      unusual: existing.unusual_activity_alert,
      general: existing.general_updates,
      contacts: { phone: '', email: '' },
    };
  }
  return {
    number: '',
    name: '',
    relationship: '',
    state: '',
    threshold: DEFAULT_MISSED_CALL_THRESHOLD,
    unusual: true,
    general: true,
    contacts: { phone: '', email: '' },
  };
}

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Each opening starts afresh: the dashboard gives every opening its own React key. */
export function PhoneDialog({
  opened,
  mode,
  existing,
  user,
  onClose,
  onSave,
  onSaveContacts,
}: PhoneDialogProps) {
  const phoneScreen = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [form, setForm] = useState<FormState>(() => initialState(mode, existing));
  const [touchedNumber, setTouchedNumber] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const hasSavedContact = Boolean(user.alert_contact || user.alert_contact_email);
  const anyAlertOn = form.threshold > 0 || form.unusual || form.general;
  const askForContact = anyAlertOn && !hasSavedContact;
  const contactCheck = alertContactErrors(form.contacts);
  const enteredContact = !contactCheck.empty;
  const alertsDisabled = user.alert_contact_rcs_disabled || (!hasSavedContact && !enteredContact);

  const numberError = validatePhone(form.number);
  // The typed alert contacts only matter (and only block saving) while the dialog asks for them.
  const alertPhoneError = askForContact ? contactCheck.phoneError : null;
  const alertEmailError = askForContact ? contactCheck.emailError : null;
  const canSave =
    !saving &&
    form.name.trim() !== '' &&
    form.state !== '' &&
    !numberError &&
    !alertPhoneError &&
    !alertEmailError;

  const onNumberChange = (value: string) => {
    setForm((f) => {
      const detected = detectRegion(value);
      return { ...f, number: value, state: detected && !f.state ? detected : f.state };
    });
  };

  const submit = async () => {
    if (!canSave) return;
    setSaving(true);
    setError(null);
    try {
      if (askForContact && enteredContact) {
        await onSaveContacts(filledContacts(form.contacts)).catch((err: unknown) =>
          console.error('Saving alert contacts failed', err),
        );
      }
      await onSave({
        number: form.number,
        name: form.name.trim(),
        relationship: form.relationship,
        state: form.state,
        timezone: form.state
          ? timeZoneFor({ region: form.state, number: form.number })
          : (browserTimeZone() ?? undefined),
        missed_call_alert_threshold: form.threshold === 0 ? null : form.threshold,
        unusual_activity_alert: form.unusual,
        general_updates: form.general,
      });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Title order={2} fz="xl">
          {mode === 'create' ? 'Add New Phone Number' : 'Update Phone Number'}
        </Title>
      }
      size="lg"
      fullScreen={phoneScreen}
      radius="lg"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {error}
            </Alert>
          )}
          <PhoneInput
            label="Phone number"
            required
            value={form.number}
            onChange={onNumberChange}
            onBlur={() => setTouchedNumber(true)}
            error={touchedNumber || form.number !== '' ? numberError : null}
          />
          <TextInput
            label="Name"
            placeholder="e.g. Margaret"
            required
            size="md"
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            maxLength={100}
          />
          <Select
            label="Relationship"
            placeholder="Choose one"
            size="md"
            clearable
            data={RELATIONSHIPS.map((r) => ({ value: r.value, label: r.label }))}
            value={form.relationship || null}
            onChange={(v) => set('relationship', v ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <RegionSelect required value={form.state || null} onChange={(v) => set('state', v ?? '')} />

          <Stack
            gap="sm"
            mt="xs"
            aria-disabled={alertsDisabled}
            style={{ opacity: alertsDisabled ? 0.55 : 1 }}
          >
            <Text fw={600}>Alerts</Text>
            <Select
              label="Missed-call alerts"
              size="md"
              disabled={alertsDisabled}
              data={MISSED_CALL_THRESHOLDS.map((n) => ({ value: String(n), label: thresholdLabel(n) }))}
              value={String(form.threshold)}
              onChange={(v) => set('threshold', Number(v ?? 0))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Switch
              size="md"
              label="Unusual activity alerts"
              description="A message if something seems off: a worried call, calls late at night, or days without talking."
              checked={form.unusual}
              disabled={alertsDisabled}
              onChange={(e) => set('unusual', e.currentTarget.checked)}
            />
            <Switch
              size="md"
              label="General updates"
              description="A short summary after each conversation."
              checked={form.general}
              disabled={alertsDisabled}
              onChange={(e) => set('general', e.currentTarget.checked)}
            />
          </Stack>

          {askForContact && (
            <Stack gap="sm">
              <Text size="sm">Where should we send alerts?</Text>
              <AlertContactFields value={form.contacts} onChange={(contacts) => set('contacts', contacts)} />
            </Stack>
          )}
          <Text size="sm" c="dimmed">
            {AT_LEAST_ONE_CONTACT}
          </Text>

          <Group justify="flex-end" mt="sm">
            <Button variant="default" size="md" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" size="md" loading={saving} disabled={!canSave}>
              {mode === 'create' ? 'Add Number' : 'Update Number'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
