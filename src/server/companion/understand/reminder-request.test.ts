import { describe, expect, it } from 'vitest';
import { parseReminderRequest } from './reminder-request.ts';

// Monday 23 November 2026, 10:00 in New York.
const at = { now: new Date('2026-11-23T15:00:00Z'), timeZone: 'America/New_York' };

describe('parseReminderRequest', () => {
  it.each([
    ['en', 'Remind me to take my pills at 8 pm', 'take your pills', '20:00', 'once', null],
    [
      'en',
      "remind me that I'm seeing the doctor tomorrow at nine thirty",
      "you're seeing the doctor",
      '09:30',
      'once',
      '2026-11-24',
    ],
    [
      'en',
      'could you remind me every day at 9 to water my plants',
      'water your plants',
      '09:00',
      'daily',
      null,
    ],
    [
      'fr',
      'rappelez-moi de prendre mes cachets demain à 9 heures',
      'prendre vos cachets',
      '09:00',
      'once',
      '2026-11-24',
    ],
    [
      'es',
      'recuérdame tomar mis pastillas a las ocho de la noche',
      'tomar sus pastillas',
      '20:00',
      'once',
      null,
    ],
  ] as const)('%s: %s', (language, said, text, time, repeat, date) => {
    const r = parseReminderRequest(said, language, at);
    expect(r.time).toBe(time);
    expect(r.repeat).toBe(repeat);
    expect(r.date).toBe(date);
    expect(r.text?.toLowerCase()).toContain(text);
  });

  it('keeps the time empty when none was said, so the companion asks for it', () => {
    const r = parseReminderRequest('remind me to call my sister', 'en', at);
    expect(r.time).toBeNull();
    expect(r.text).toBe('call your sister');
  });
});

describe('spoken English times', () => {
  it.each([
    ['at nine thirty five', '09:35'],
    ['at six forty-five in the evening', '18:45'],
    ['at half past seven in the morning', '07:30'],
    ['at a quarter to twelve', '11:45'],
    ['at seven o five pm', '19:05'],
  ])('remind me to ring Jean %s → %s', (when, time) => {
    expect(parseReminderRequest(`remind me to ring Jean ${when}`, 'en', at).time).toBe(time);
  });
});
