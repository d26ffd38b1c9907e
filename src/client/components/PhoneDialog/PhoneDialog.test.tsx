import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { PhoneDialog, stateAfterNumberChange, type PhoneDialogExisting } from './PhoneDialog.tsx';

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

const existing: PhoneDialogExisting = {
  number: '+19155550100',
  name: 'Abuela',
  relationship: 'grandmother',
  state: null,
  missed_call_alert_threshold: null,
  unusual_activity_alert: false,
  general_updates: true,
};

const numberField = () => screen.getByRole('textbox', { name: /Phone number/ });
const stateField = () => screen.getByRole('combobox', { name: /State \/ country/ });
const typeNumber = (value: string) => fireEvent.change(numberField(), { target: { value } });

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

  it('moves the state and zone with the number as it is corrected from +34 to a Pittsburgh number', () => {
    const { onSave } = open();
    typeNumber('+34 612 345 678');
    expect(stateField()).toHaveValue('🇪🇸 Spain');
    expect(
      screen.getByText(/Daily calls follow Central European Time \(Europe\/Madrid\)/),
    ).toBeInTheDocument();
    // Cleared and typed again: on the way the number tells nothing, then Pennsylvania.
    typeNumber('+3');
    expect(stateField()).toHaveValue('🇪🇸 Spain');
    typeNumber('');
    typeNumber('(412) 555-0142');
    expect(stateField()).toHaveValue('🇺🇸 Pennsylvania');
    expect(screen.getByText(/Daily calls follow Eastern Time \(America\/New_York\)/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Margaret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Number' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ number: '(412) 555-0142', state: 'PA', timezone: 'America/New_York' }),
    );
  });

  it('keeps a state picked by hand while the number stays in the same region', () => {
    open({ mode: 'update', existing: { ...existing, state: 'PA' } });
    expect(stateField()).toHaveValue('🇺🇸 Pennsylvania'); // a 915 mobile kept after moving
    typeNumber('+1 (915) 555-0199');
    expect(stateField()).toHaveValue('🇺🇸 Pennsylvania');
    typeNumber('+1 (850) 555-0199');
    expect(stateField()).toHaveValue('🇺🇸 Florida');
    expect(screen.getByText(/Daily calls follow Central Time \(America\/Chicago\)/)).toBeInTheDocument();
  });

  it('saves a Canary Islands landline in Atlantic/Canary', () => {
    const { onSave } = open();
    typeNumber('+34922123456');
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Abuela' } });
    expect(stateField()).toHaveValue('🇪🇸 Spain');
    fireEvent.click(screen.getByRole('button', { name: 'Add Number' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'ES', timezone: 'Atlantic/Canary' }),
    );
  });

  it('shows the schema message for a name left empty', () => {
    open();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Margaret' } });
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('shows greyed alert switches as off, and the choices again once a contact is typed', () => {
    open({ user: noContact });
    expect(screen.getByText('Alerts are off until you add an alert phone or email.')).toBeInTheDocument();
    for (const name of [/Unusual activity alerts/, /General updates/]) {
      const control = screen.getByRole('switch', { name });
      expect(control).toBeDisabled();
      expect(control).not.toBeChecked();
    }
    fireEvent.change(screen.getByRole('textbox', { name: /Alert email/ }), {
      target: { value: 'kid@example.com' },
    });
    expect(screen.getByRole('switch', { name: /Unusual activity alerts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /General updates/ })).toBeChecked();
    expect(screen.queryByText('Alerts are off until you add an alert phone or email.')).toBeNull();
  });
});

describe('stateAfterNumberChange', () => {
  it.each([
    ['', '', '(215) 555-0142', 'PA'], // first detection
    ['ES', '+34 612 345 678', '(412) 555-0142', 'PA'], // corrected to another region
    ['ES', '+34 612 345 678', '+3', 'ES'], // nothing to tell: kept
    ['PA', '+1 (915) 555-0100', '+1 (915) 555-0101', 'PA'], // same region: a hand-picked state stays
    ['TX', '(915) 555-0100', '+33 6 12 34 56 78', 'FR'],
  ])('state %j, %j → %j gives %j', (state, before, after, expected) => {
    expect(stateAfterNumberChange({ state, before, after })).toBe(expected);
  });
});
