// Add or update a loved one's number (spec section 2 Modals, Phone number dialog). The form is a
// @mantine/form checked by the same zod schema the server parses with (phoneNumberInputSchema),
// through @mantine/form's Standard Schema resolver.
import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { AT_LEAST_ONE_CONTACT } from '../../../shared/account.ts';
import {
  DEFAULT_MISSED_CALL_THRESHOLD,
  MISSED_CALL_THRESHOLDS,
  phoneNumberInputSchema,
  RELATIONSHIPS,
  thresholdLabel,
  type PhoneNumber,
  type PhoneNumberInput,
} from '../../../shared/phone-number.ts';
import { detectRegion, formatPhoneDisplay, timeZoneFor } from '../../../shared/phone/index.ts';
import type { CurrentUser } from '../../../shared/user.ts';
import {
  AlertContactFields,
  alertContactErrors,
  filledContacts,
  type AlertContacts,
} from '../AlertContactFields/AlertContactFields.tsx';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';
import { RegionSelect } from '../RegionSelect/RegionSelect.tsx';
import { zoneLabel } from './zone-label.ts';
import { useMediaMatch } from '../../hooks/useMediaMatch.ts';

/** The fields of a saved number the dialog loads in update mode. */
export type PhoneDialogExisting = Pick<
  PhoneNumber,
  | 'number'
  | 'name'
  | 'relationship'
  | 'state'
  | 'missed_call_alert_threshold'
  | 'unusual_activity_alert'
  | 'general_updates'
>;

export interface PhoneDialogProps {
  opened: boolean;
  mode: 'create' | 'update';
  existing?: PhoneDialogExisting | null;
  user: Pick<CurrentUser, 'alert_contact' | 'alert_contact_email' | 'alert_contact_rcs_disabled'>;
  onClose: () => void;
  /** Saves the record; throws an Error whose message the dialog shows. */
  onSave: (record: PhoneNumberInput) => Promise<void>;
  /** Saves alert contacts typed in the dialog (only filled ones); failures are logged, saving continues. */
  onSaveContacts: (contacts: { alert_contact?: string; alert_contact_email?: string }) => Promise<void>;
}

interface FormValues {
  number: string;
  name: string;
  relationship: string;
  state: string;
  /** 0 means never (the select's first option); saved as null. */
  missed_call_alert_threshold: number;
  unusual_activity_alert: boolean;
  general_updates: boolean;
  contacts: AlertContacts;
}

function initialValues(mode: 'create' | 'update', existing?: PhoneDialogExisting | null): FormValues {
  if (mode === 'update' && existing) {
    return {
      number: formatPhoneDisplay(existing.number),
      name: existing.name,
      relationship: existing.relationship ?? '',
      state: existing.state ?? detectRegion(existing.number) ?? '',
      missed_call_alert_threshold: existing.missed_call_alert_threshold ?? 0,
      unusual_activity_alert: existing.unusual_activity_alert,
      general_updates: existing.general_updates,
      contacts: { phone: '', email: '' },
    };
  }
  return {
    number: '',
    name: '',
    relationship: '',
    state: '',
    missed_call_alert_threshold: DEFAULT_MISSED_CALL_THRESHOLD,
    unusual_activity_alert: true,
    general_updates: true,
    contacts: { phone: '', email: '' },
  };
}

const checkRecord = schemaResolver(phoneNumberInputSchema, { sync: true });

/**
 * The state to show after the number changes: when the number now reveals another region than it
 * did (an area code or country prefix typed or corrected), the state follows it; otherwise the
 * state stays as it is, including one the person picked by hand.
 */
export function stateAfterNumberChange(options: { state: string; before: string; after: string }): string {
  const detected = detectRegion(options.after);
  return detected && detected !== detectRegion(options.before) ? detected : options.state;
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
  const phoneScreen = useMediaMatch('(max-width: 36em)');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const hasSavedContact = Boolean(user.alert_contact || user.alert_contact_email);
  const askForContactIn = (values: FormValues) =>
    !hasSavedContact &&
    (values.missed_call_alert_threshold > 0 || values.unusual_activity_alert || values.general_updates);

  const form = useForm<FormValues>({
    initialValues: initialValues(mode, existing),
    validateInputOnBlur: true,
    validate: (values) => {
      const errors = checkRecord(values);
      // The typed alert contacts only matter (and only block saving) while the dialog asks for them.
      if (askForContactIn(values)) {
        const { phoneError, emailError } = alertContactErrors(values.contacts);
        if (phoneError) errors['contacts.phone'] = phoneError;
        if (emailError) errors['contacts.email'] = emailError;
      }
      return errors;
    },
  });
  const values = form.getValues();

  const askForContact = askForContactIn(values);
  const enteredContact = !alertContactErrors(values.contacts).empty;
  const alertsDisabled = user.alert_contact_rcs_disabled || (!hasSavedContact && !enteredContact);
  const canSave = !saving && form.isValid();

  const onNumberChange = (number: string) => {
    const state = stateAfterNumberChange({ state: values.state, before: values.number, after: number });
    form.setValues({ number, state });
  };

  // The zone daily calls will follow, shown so the family sees it move with the number and state.
  const zone = values.state ? timeZoneFor({ region: values.state, number: values.number }) : null;

  const submit = async (record: FormValues) => {
    setSaving(true);
    setError(null);
    try {
      if (askForContact && enteredContact) {
        await onSaveContacts(filledContacts(record.contacts)).catch((err: unknown) =>
          console.error('Saving alert contacts failed', err),
        );
      }
      await onSave({
        number: record.number,
        name: record.name.trim(),
        relationship: record.relationship,
        state: record.state,
        timezone: record.state
          ? timeZoneFor({ region: record.state, number: record.number })
          : (browserTimeZone() ?? undefined),
        missed_call_alert_threshold:
          record.missed_call_alert_threshold === 0 ? null : record.missed_call_alert_threshold,
        unusual_activity_alert: record.unusual_activity_alert,
        general_updates: record.general_updates,
      });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  // The number's message shows as soon as something is typed or the field is left.
  const numberProps = form.getInputProps('number');
  const numberError =
    values.number !== '' || form.isTouched('number') ? (checkRecord(values).number ?? null) : null;

  // Greyed switches show as off: they cannot send anything until there is somewhere to send it.
  // What the person chose is kept and saved, and shows again once a contact is entered.
  const alertSwitch = (path: 'unusual_activity_alert' | 'general_updates') => {
    const props = form.getInputProps(path, { type: 'checkbox' });
    return { ...props, checked: alertsDisabled ? false : Boolean(props.checked) };
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'create' ? 'Add New Phone Number' : 'Update Phone Number'}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      size="lg"
      fullScreen={phoneScreen}
      radius="lg"
    >
      <form onSubmit={form.onSubmit((record) => void submit(record))}>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {error}
            </Alert>
          )}
          <PhoneInput
            label="Phone number"
            required
            value={values.number}
            onChange={onNumberChange}
            onBlur={numberProps.onBlur as () => void}
            onFocus={numberProps.onFocus as () => void}
            error={numberError}
          />
          <TextInput
            label="Name"
            placeholder="e.g. Margaret"
            required
            size="md"
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Select
            label="Relationship"
            placeholder="Choose one"
            size="md"
            clearable
            data={RELATIONSHIPS.map((r) => ({ value: r.value, label: r.label }))}
            value={values.relationship || null}
            onChange={(v) => form.setFieldValue('relationship', v ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <RegionSelect
            required
            value={values.state || null}
            onChange={(v) => form.setFieldValue('state', v ?? '')}
            onBlur={() => form.validateField('state')}
            error={form.errors.state}
            description={zone ? `Daily calls follow ${zoneLabel(zone)}` : undefined}
          />

          <Stack gap="sm" mt="xs">
            <Text fw={600}>Alerts</Text>
            {alertsDisabled && (
              <Text size="sm" c="dimmed">
                {user.alert_contact_rcs_disabled
                  ? 'Alerts are paused: your alert phone replied STOP.'
                  : 'Alerts are off until you add an alert phone or email.'}
              </Text>
            )}
            <Select
              label="Missed-call alerts"
              size="md"
              disabled={alertsDisabled}
              data={MISSED_CALL_THRESHOLDS.map((n) => ({ value: String(n), label: thresholdLabel(n) }))}
              value={String(values.missed_call_alert_threshold)}
              onChange={(v) => form.setFieldValue('missed_call_alert_threshold', Number(v ?? 0))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Switch
              size="md"
              label="Unusual activity alerts"
              description="A message if something seems off: a worried call, calls late at night, or days without talking."
              disabled={alertsDisabled}
              {...alertSwitch('unusual_activity_alert')}
            />
            <Switch
              size="md"
              label="General updates"
              description="A short summary after each conversation."
              disabled={alertsDisabled}
              {...alertSwitch('general_updates')}
            />
          </Stack>

          {askForContact && (
            <Stack gap="sm">
              <Text size="sm">Where should we send alerts?</Text>
              <AlertContactFields
                value={values.contacts}
                onChange={(contacts) => form.setFieldValue('contacts', contacts)}
              />
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
