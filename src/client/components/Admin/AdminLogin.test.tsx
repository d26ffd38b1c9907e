import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { AdminLogin } from './AdminLogin.tsx';

const serverError = (message: string, code: string, httpStatus: number) =>
  TRPCClientError.from({ error: { message, code: -32001, data: { code, httpStatus } } });

function open(onLogin = vi.fn<(password: string) => Promise<void>>()) {
  render(<AdminLogin onLogin={onLogin} />);
  const field = screen.getByLabelText('Admin Password');
  const submit = screen.getByRole('button', { name: 'Access Admin Panel' });
  return { onLogin, field, submit };
}

describe('AdminLogin', () => {
  it('has a password field with a show/hide toggle and the Access Admin Panel button', () => {
    const { field } = open();
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Toggle password visibility' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it("says 'Password is required' for a blank password and does not ask the server", () => {
    const { onLogin, field, submit } = open();
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('sends the password as typed', async () => {
    const { onLogin, field, submit } = open();
    onLogin.mockResolvedValue(undefined);
    fireEvent.change(field, { target: { value: ' s3cret ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onLogin).toHaveBeenCalledWith(' s3cret '));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the password is wrong and clears the field', async () => {
    const { onLogin, field, submit } = open();
    onLogin.mockRejectedValue(serverError('Invalid password. Please try again.', 'UNAUTHORIZED', 401));
    fireEvent.change(field, { target: { value: 'not-it' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password. Please try again.');
    expect(field).toHaveValue('');
    expect(submit).toBeEnabled();
  });

  it("shows the server's throttling message in the same red box and keeps the field", async () => {
    const { onLogin, field, submit } = open();
    const message = 'Too many attempts. Please wait 15 minutes and try again.';
    onLogin.mockRejectedValue(serverError(message, 'TOO_MANY_REQUESTS', 429));
    fireEvent.change(field, { target: { value: 'maybe' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveValue('maybe');
  });
});
