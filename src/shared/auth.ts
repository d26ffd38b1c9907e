import { z } from 'zod';

export const CODE_LENGTH = 6;
export const CODE_SENT_MESSAGE = 'Login code sent to your email';
export const LOGIN_FAILED = 'Login failed. Please try again.';
export const VERIFY_FAILED = 'Invalid or expired code. Please try again.';
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const INVALID_EMAIL = 'Please enter a valid email address';

/** The spec's e-mail rule for sign-in: required, trimmed, lower-cased. */
export const loginEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

export const loginInputSchema = z.object({ email: loginEmailSchema });

export const verifyInputSchema = z.object({
  email: loginEmailSchema,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from your email'),
});

/** The code field keeps digits only, at most six. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export interface LoginResponse {
  success: boolean;
  firstLogin?: boolean;
  redirectUrl?: string;
  message?: string;
  error?: string;
}

export interface VerifyResponse {
  success: boolean;
  redirectUrl?: string;
  error?: string;
}
