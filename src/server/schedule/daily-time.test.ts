import { describe, expect, it } from 'vitest';
import { learnedDailyTime } from './daily-time.ts';

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
