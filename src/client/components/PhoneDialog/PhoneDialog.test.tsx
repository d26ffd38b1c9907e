import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { render } from '../../../../tests/support/render.tsx';
import { PhoneDialog } from './PhoneDialog.tsx';

const noContact = { alert_contact: null, alert_contact_email: null, alert_contact_rcs_disabled: false };
const withContact = { ...noContact, alert_contact_email: 'me@example.com' };

function open(props: Partial<Parameters<typeof PhoneDialog>[0]> = {}) {
  const onSave = vi.fn(() => Promise.resolve());
  const onSaveContacts = vi.fn(() => Promise.resolve());
  render(
    <PhoneDialog
      opened
      mode="create"
      user={withContact}
      onClose={() => undefined}
      onSave={onSave}
      onSaveContacts={onSaveContacts}
      {...props}
    />,
  );
  return { onSave, onSaveContacts };
}

const existing: PhoneNumber = {
  id: 'p1',
  number: '+19155550100',
  name: 'Abuela',
  relationship: 'grandmother',
  state: null,
  timezone: 'America/Denver',
  missed_call_alert_threshold: null,
  unusual_activity_alert: false,
  general_updates: true,
  created_at: new Date(),
};

describe('PhoneDialog', () => {
  it('opens in create mode with the spec defaults and Add Number disabled until it is complete', () => {
    const { onSave } = open();
    expect(screen.getByText('Add New Phone Number')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Missed-call alerts/ })).toHaveValue('After 3 missed calls');
    expect(screen.getByRole('switch', { name: /Unusual activity alerts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /General updates/ })).toBeChecked();
    const add = screen.getByRole('button', { name: 'Add Number' });
    expect(add).toBeDisabled();

    fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), {
      target: { value: '2155550142' },
    });
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('(215) 555-0142');
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Margaret' } });
    // The state was detected from the area code.
    expect(screen.getByRole('combobox', { name: /State \/ country/ })).toHaveValue('🇺🇸 Pennsylvania');
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        number: '(215) 555-0142',
        name: 'Margaret',
        state: 'PA',
        timezone: 'America/New_York',
        missed_call_alert_threshold: 3,
        unusual_activity_alert: true,
        general_updates: true,
      }),
    );
  });

  it('shows the phone message and keeps Add Number disabled for a bad number', () => {
    open();
    fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), { target: { value: '+44 20' } });
    expect(
      screen.getByText('Only +1 (US/Canada), +33 (France), and +34 (Spain) are supported'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Number' })).toBeDisabled();
  });

  it('asks where alerts go when there is no saved contact, greying the alert controls until one is typed', () => {
    open({ user: noContact });
    expect(
      screen.getByText('Provide at least one contact method (phone or email) to receive notifications.'),
    ).toBeInTheDocument();
    const unusual = screen.getByRole('switch', { name: /Unusual activity alerts/ });
    expect(unusual).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Alert email/ }), {
      target: { value: 'kid@example.com' },
    });
    expect(unusual).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Alert email/ }), { target: { value: 'kid@' } });
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('greys the alert controls when the alert phone sent STOP', () => {
    open({ user: { ...withContact, alert_contact_rcs_disabled: true } });
    expect(screen.getByRole('switch', { name: /General updates/ })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Alert email/ })).toBeNull();
  });

  it('loads the number being updated, treating a null threshold as Never and detecting a missing state', () => {
    open({ mode: 'update', existing });
    expect(screen.getByText('Update Phone Number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('+1 (915) 555-0100');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Abuela');
    expect(screen.getByRole('combobox', { name: /State \/ country/ })).toHaveValue('🇺🇸 Texas');
    expect(screen.getByRole('combobox', { name: /Missed-call alerts/ })).toHaveValue('Never');
    expect(screen.getByRole('switch', { name: /Unusual activity alerts/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Update Number' })).toBeEnabled();
  });
});
