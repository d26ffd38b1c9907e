// Where alerts go: a phone for text messages and/or an e-mail. Used by onboarding step 3, the
// Notification Settings modal and the phone dialog, with one set of checks.
import { TextInput } from '@mantine/core';
import { INVALID_EMAIL } from '../../../shared/auth.ts';
import { validatePhone } from '../../../shared/phone/index.ts';
import { isEmail } from '../../lib/validation.ts';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';

export interface AlertContacts {
  phone: string;
  email: string;
}

/** An empty field has no error; a filled one must be a valid phone or e-mail. */
export function alertContactErrors({ phone, email }: AlertContacts) {
  return {
    phoneError: phone.trim() ? validatePhone(phone) : null,
    emailError: email.trim() && !isEmail(email) ? INVALID_EMAIL : null,
    empty: !phone.trim() && !email.trim(),
  };
}

/** Only the filled fields, as the API wants them. */
export function filledContacts({ phone, email }: AlertContacts): {
  alert_contact?: string;
  alert_contact_email?: string;
} {
  return {
    ...(phone.trim() ? { alert_contact: phone.trim() } : {}),
    ...(email.trim() ? { alert_contact_email: email.trim().toLowerCase() } : {}),
  };
}

export function AlertContactFields({
  value,
  onChange,
  labels = { phone: 'Alert phone (text messages)', email: 'Alert email' },
}: {
  value: AlertContacts;
  onChange: (next: AlertContacts) => void;
  labels?: { phone: string; email: string };
}) {
  const { phoneError, emailError } = alertContactErrors(value);
  return (
    <>
      <PhoneInput
        label={labels.phone}
        value={value.phone}
        onChange={(phone) => onChange({ ...value, phone })}
        error={phoneError}
      />
      <TextInput
        label={labels.email}
        type="email"
        size="md"
        placeholder="you@example.com"
        autoComplete="email"
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
        error={emailError}
      />
    </>
  );
}
