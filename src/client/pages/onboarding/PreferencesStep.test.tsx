import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { PreferencesStep } from './PreferencesStep.tsx';

const HINT = 'Provide at least one contact method (phone or email) to receive notifications.';

describe('PreferencesStep', () => {
  it('shows the contact hint in a quiet colour until both fields were typed in and emptied again', () => {
    render(
      <PreferencesStep initial={null} busy={false} onSubmit={() => undefined} onBack={() => undefined} />,
    );
    const hint = screen.getByText(HINT);
    expect(hint.getAttribute('style')).toContain('--mantine-color-dimmed');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    const email = screen.getByRole('textbox', { name: 'Alert contact email' });
    fireEvent.change(email, { target: { value: 'a' } });
    expect(screen.getByText(HINT).getAttribute('style')).toContain('--mantine-color-dimmed');
    fireEvent.change(email, { target: { value: '' } });
    expect(screen.getByText(HINT).getAttribute('style')).toContain('--mantine-color-red-9');
  });
});
