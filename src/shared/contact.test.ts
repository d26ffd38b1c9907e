import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, contactInputSchema } from './contact.ts';

const valid = { name: ' Ada ', email: 'ada@example.com', subject: 'support', message: ' Help, please ' };

describe('contactInputSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactInputSchema.parse(valid)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'support',
      message: 'Help, please',
    });
  });

  it('accepts exactly the listed subjects', () => {
    for (const { value } of CONTACT_SUBJECTS) {
      expect(contactInputSchema.safeParse({ ...valid, subject: value }).success, value).toBe(true);
    }
    expect(contactInputSchema.safeParse({ ...valid, subject: 'General Inquiry' }).success).toBe(false);
  });

  it('gives every subject a distinct value and label', () => {
    expect(new Set(CONTACT_SUBJECTS.map((s) => s.value)).size).toBe(CONTACT_SUBJECTS.length);
    expect(new Set(CONTACT_SUBJECTS.map((s) => s.label)).size).toBe(CONTACT_SUBJECTS.length);
  });

  it('allows the maximum lengths and refuses one more character', () => {
    expect(
      contactInputSchema.safeParse({ ...valid, name: 'n'.repeat(200), message: 'm'.repeat(5000) }).success,
    ).toBe(true);
    expect(
      contactInputSchema.safeParse({ ...valid, message: 'm'.repeat(5001) }).error?.issues[0]?.message,
    ).toBe('Message must be at most 5000 characters');
  });
});
