import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { ProfileStep } from './ProfileStep.tsx';

function open() {
  const onSubmit = vi.fn();
  render(<ProfileStep initial={null} busy={false} onSubmit={onSubmit} />);
  return onSubmit;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('ProfileStep', () => {
  it("requires the loved one's name before step 2, with the schema's message", () => {
    const onSubmit = open();
    fireEvent.change(field(/Their phone number/), { target: { value: '2155550142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(field(/Their name/)).toHaveFocus();
    expect(field(/Their name/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field(/Their name/), { target: { value: '  Margaret ' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ porchlight_user_name: 'Margaret', state: 'PA', first_name: '' }),
      false,
    );
  });

  it("asks for the account holder's own first name, separately from the loved one's", () => {
    const onSubmit = open();
    fireEvent.change(field(/Your first name/), { target: { value: ' Susan ' } });
    fireEvent.change(field(/Their name/), { target: { value: 'Margaret' } });
    fireEvent.change(field(/Their phone number/), { target: { value: '4125550142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        first_name: 'Susan',
        porchlight_user_name: 'Margaret',
        phone_number: '(412) 555-0142',
        relationship: '',
        state: 'PA',
        timezone: 'America/New_York',
      },
      false,
    );
  });

  it('does not show the name error on a fresh form', () => {
    open();
    expect(screen.queryByText('Name is required')).toBeNull();
  });
});
