// A phone field that formats as the person types (+1 (215) 555-0142, +33 6 12 34 56 78,
// +34 612 345 678) and shows the spec's message for what is wrong.
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { formatPhoneInput } from '../../../shared/phone/index.ts';

export interface PhoneInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (formatted: string) => void;
}

export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+1 (215) 555-0142"
      leftSection={<IconPhone size={18} aria-hidden />}
      size="md"
      value={value}
      onChange={(event) => onChange(formatPhoneInput(event.currentTarget.value))}
      {...props}
    />
  );
}
