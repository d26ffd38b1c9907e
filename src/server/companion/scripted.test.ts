import { describe, expect, it } from 'vitest';
import { parseReminderRequest, secondPerson } from './scripted.ts';

describe('parseReminderRequest', () => {
  it.each([
    ['Remind me to take my pills at 8 pm', { text: 'take my pills', time: '20:00', repeat: 'once' }],
    ['remind me to call Susan at 9:30 a.m.', { text: 'call Susan', time: '09:30', repeat: 'once' }],
    [
      'Please remind me to water the plants at 7 every day',
      { text: 'water the plants', time: '07:00', repeat: 'daily' },
    ],
    ['remind me about lunch at 12 pm', { text: 'lunch', time: '12:00', repeat: 'once' }],
    [
      'Remind me to take my heart pill at 12 am',
      { text: 'take my heart pill', time: '00:00', repeat: 'once' },
    ],
  ])('%s', (text, expected) => {
    expect(parseReminderRequest(text)).toEqual(expected);
  });

  it('ignores talk that is not a reminder request, and impossible times', () => {
    expect(parseReminderRequest('I went to the market today')).toBeNull();
    expect(parseReminderRequest('remind me to sleep at 25')).toBeNull();
  });
});

describe('secondPerson', () => {
  it('says the words back to the caller', () => {
    expect(secondPerson('take my pills')).toBe('take your pills');
    expect(secondPerson('call me when I am up')).toBe('call you when you are up');
    expect(secondPerson('water the Mimosa')).toBe('water the Mimosa');
  });
});
