import { describe, expect, it } from 'vitest';
import { localParts, nextLocalDate, nextLocalMidnight, spokenTime, zonedInstant } from './local-time.ts';

describe('local time', () => {
  it('reads the local date and time in a zone', () => {
    expect(localParts(new Date('2026-11-23T15:05:00Z'), 'America/New_York')).toMatchObject({
      date: '2026-11-23',
      time: '10:05',
      minutes: 605,
    });
    expect(localParts(new Date('2026-11-23T15:05:00Z'), 'Europe/Paris').time).toBe('16:05');
  });

  it('answers from memory only within the same minute and zone, right up to a DST change', () => {
    // 01:59:59 EST, then 03:00 EDT a second later: the minute changes, and so does the answer.
    expect(localParts(new Date('2026-03-08T06:59:00Z'), 'America/New_York').time).toBe('01:59');
    expect(localParts(new Date('2026-03-08T06:59:59Z'), 'America/New_York').time).toBe('01:59');
    expect(localParts(new Date('2026-03-08T07:00:00Z'), 'America/New_York').time).toBe('03:00');
    expect(localParts(new Date('2026-03-08T06:59:30Z'), 'Europe/Paris').time).toBe('07:59');
    expect(localParts(new Date('1969-12-31T23:59:30Z'), 'UTC')).toMatchObject({
      date: '1969-12-31',
      time: '23:59',
    });
    expect(Object.isFrozen(localParts(new Date(), 'Asia/Kolkata'))).toBe(true);
  });

  it('finds the instant of a local time, across DST changes', () => {
    expect(zonedInstant('2026-11-23', '20:00', 'America/New_York').toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '20:00', 'America/New_York').toISOString()).toBe(
      '2026-07-02T00:00:00.000Z',
    );
    expect(zonedInstant('2026-03-08', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    expect(zonedInstant('2026-11-23', '08:30', 'Pacific/Honolulu').toISOString()).toBe(
      '2026-11-23T18:30:00.000Z',
    );
  });

  it('says times the way people do, and picks tomorrow once a time has passed', () => {
    expect(spokenTime('20:00')).toBe('8:00 PM');
    expect(spokenTime('00:15')).toBe('12:15 AM');
    expect(nextLocalDate(new Date('2026-11-23T15:00:00Z'), 'America/New_York', '20:00')).toBe('2026-11-23');
    expect(nextLocalDate(new Date('2026-11-23T15:00:00Z'), 'America/New_York', '09:00')).toBe('2026-11-24');
  });
});

describe('nextLocalMidnight', () => {
  it('is the coming midnight in the zone, whatever its offset', () => {
    expect(nextLocalMidnight(new Date('2026-12-06T10:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-12-07T05:00:00.000Z',
    );
    // Kathmandu is 5 h 45 ahead: 15:45 there, midnight at 18:15 UTC.
    expect(nextLocalMidnight(new Date('2026-12-06T10:00:00Z'), 'Asia/Kathmandu').toISOString()).toBe(
      '2026-12-06T18:15:00.000Z',
    );
  });

  it('counts calendar days, not 24 hours, across a change of clocks', () => {
    // 00:30 on the day New York falls back, a day of 25 hours: midnight is 24 h 30 min away.
    expect(nextLocalMidnight(new Date('2026-11-01T04:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    // 00:30 on the day it springs forward, a day of 23 hours.
    expect(nextLocalMidnight(new Date('2026-03-08T05:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});
