// Step 1 'Complete Your Profile': who the companion will call.
import { Button, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { FIRST_NAME_MAX, LOVED_ONE_NAME_REQUIRED } from '../../../shared/account.ts';
import { USER_NAME_FIELD_KEY } from '../../../shared/brand.ts';
import { RELATIONSHIPS } from '../../../shared/phone-number.ts';
import { detectRegion, timeZoneFor, validatePhone } from '../../../shared/phone/index.ts';
import { PhoneInput } from '../../components/PhoneInput/PhoneInput.tsx';
import { RegionSelect } from '../../components/RegionSelect/RegionSelect.tsx';
import type { SavedProfile } from './onboarding-storage.ts';

export function ProfileStep({
  initial,
  busy,
  onSubmit,
}: {
  initial: SavedProfile | null;
  busy: boolean;
  /** `skipped` when the phone is blank or no state was found (onboarding then finishes at once). */
  onSubmit: (profile: SavedProfile, skipped: boolean) => void;
}) {
  const [firstName, setFirstName] = useState(initial?.first_name ?? '');
  const [name, setName] = useState(initial?.[USER_NAME_FIELD_KEY] ?? '');
  // The loved one's name is required: step 2 has no name field, and registering their number
  // without one would fail there. Its error shows once the field is left empty or on Continue.
  const [nameTouched, setNameTouched] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState(initial?.phone_number ?? '');
  const [relationship, setRelationship] = useState(initial?.relationship ?? '');
  const [state, setState] = useState(initial?.state ?? '');

  const phoneError = phone.trim() ? validatePhone(phone) : null;
  const nameError = nameTouched && !name.trim() ? LOVED_ONE_NAME_REQUIRED : null;

  // The state follows the number's area code or country prefix, and is cleared when the
  // number no longer tells where it is.
  const onPhoneChange = (value: string) => {
    setPhone(value);
    setState(detectRegion(value) ?? '');
  };

  const submit = () => {
    if (busy || phoneError) return;
    if (!name.trim()) {
      setNameTouched(true);
      nameInput.current?.focus();
      return;
    }
    const timezone = state ? timeZoneFor({ region: state, number: phone }) : '';
    const profile: SavedProfile = {
      first_name: firstName.trim(),
      [USER_NAME_FIELD_KEY]: name.trim(),
      phone_number: phone.trim(),
      relationship,
      state,
      timezone,
    };
    onSubmit(profile, !phone.trim() || !state || !timezone);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Complete Your Profile
          </Title>
          <Text c="dimmed" mt={6}>
            Tell us who you are and about the person Porchlight will call.
          </Text>
        </div>
        <TextInput
          label="Your first name"
          description="So we know what to call you"
          placeholder="e.g. Susan"
          size="md"
          value={firstName}
          maxLength={FIRST_NAME_MAX}
          onChange={(e) => setFirstName(e.currentTarget.value)}
          autoComplete="given-name"
        />
        <TextInput
          ref={nameInput}
          label="Their name"
          description="The name of the person who will use Porchlight"
          placeholder="e.g. Margaret"
          size="md"
          withAsterisk
          aria-required
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => setNameTouched(true)}
          error={nameError}
          autoComplete="off"
        />
        <PhoneInput label="Their phone number" value={phone} onChange={onPhoneChange} error={phoneError} />
        <Select
          label="Relationship"
          description="They are your…"
          placeholder="Choose one"
          size="md"
          clearable
          data={RELATIONSHIPS.map((r) => ({ value: r.value, label: r.label }))}
          value={relationship || null}
          onChange={(v) => setRelationship(v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        <RegionSelect
          label="State / country"
          description="Where they live, so we call at the right local time"
          value={state || null}
          onChange={(v) => setState(v ?? '')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          leftSection={busy ? <Loader size={16} color="gray" /> : undefined}
          disabled={busy || Boolean(phoneError)}
          mt="xs"
        >
          {busy ? 'Creating phone number...' : 'Continue'}
        </Button>
      </Stack>
    </form>
  );
}
