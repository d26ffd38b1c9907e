import { z } from 'zod';

const email = z.email();

/** The e-mail shape check the forms share with the server. */
export function isEmail(value: string): boolean {
  return email.safeParse(value.trim()).success;
}
