import { z } from 'zod';

export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'feature', label: 'Feature request' },
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_SUCCESS = "Message sent successfully! We'll get back to you soon.";

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactInputSchema = z.object({
  name: required('Name', 200),
  email: required('Email', 254).pipe(z.email('Please enter a valid email address')),
  subject: z.enum(CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]], {
    error: 'Please choose a subject',
  }),
  message: required('Message', 5000),
});

export type ContactInput = z.infer<typeof contactInputSchema>;
