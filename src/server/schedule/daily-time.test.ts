import { describe, expect, it } from 'vitest';
import { dueCheckin, learnedDailyTime } from './daily-time.ts';

describe('learnedDailyTime', () => {
  it('rounds to 5 minutes and clamps into the calling window', () => {
    // 10:02 in New York
    expect(learnedDailyTime(new Date('2026-11-23T15:02:00Z'), 'America/New_York')).toBe('10:00');
    expect(learnedDailyTime(new Date('2026-11-23T15:03:00Z'), 'America/New_York')).toBe('10:05');
    // 06:40 → 08:00; 22:15 → 20:40 (its retries still end before 21:00)
    expect(learnedDailyTime(new Date('2026-11-23T11:40:00Z'), 'America/New_York')).toBe('08:00');
    expect(learnedDailyTime(new Date('2026-11-24T03:15:00Z'), 'America/New_York')).toBe('20:40');
  });
});

describe('dueCheckin', () => {
  const at = (iso: string, zone: string, time = '09:30') => dueCheckin(new Date(iso), zone, time);

  it('is due at the local minute, across DST in both directions', () => {
    // New York, 09:30 EST (UTC-5) in November and 09:30 EDT (UTC-4) in July.
    expect(at('2026-11-23T14:30:00Z', 'America/New_York')).toEqual({ due: true, localDate: '2026-11-23' });
    expect(at('2026-07-01T13:30:00Z', 'America/New_York')).toEqual({ due: true, localDate: '2026-07-01' });
    // The days the clocks change: 8 March 2026 (forward) and 1 November 2026 (back).
    expect(at('2026-03-08T13:30:00Z', 'America/New_York').due).toBe(true);
    expect(at('2026-03-08T14:30:00Z', 'America/New_York').due).toBe(false);
    expect(at('2026-11-01T14:30:00Z', 'America/New_York').due).toBe(true);
    expect(at('2026-11-01T13:30:00Z', 'America/New_York').due).toBe(false);
  });

  it('follows zones without DST, half-hour zones and the territories', () => {
    expect(at('2026-07-01T16:30:00Z', 'America/Phoenix').due).toBe(true); // UTC-7 all year
    expect(at('2026-11-23T19:30:00Z', 'Pacific/Honolulu').due).toBe(true); // UTC-10
    expect(at('2026-11-23T13:00:00Z', 'America/St_Johns').due).toBe(true); // UTC-3:30 in winter
    expect(at('2026-07-01T12:00:00Z', 'America/St_Johns').due).toBe(true); // UTC-2:30 in summer
    expect(at('2026-11-22T23:30:00Z', 'Pacific/Guam')).toEqual({ due: true, localDate: '2026-11-23' }); // UTC+10
    expect(at('2026-11-23T13:30:00Z', 'America/Puerto_Rico').due).toBe(true); // UTC-4
  });

  it('stays due for the grace minutes only', () => {
    expect(at('2026-11-23T14:39:00Z', 'America/New_York').due).toBe(true);
    expect(at('2026-11-23T14:40:00Z', 'America/New_York').due).toBe(false);
    expect(at('2026-11-23T14:29:00Z', 'America/New_York').due).toBe(false);
  });
});
