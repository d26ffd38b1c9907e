import { describe, expect, it } from 'vitest';
import { locationLabel, REGIONS } from './index.ts';

describe('locationLabel', () => {
  it.each([
    // a known region: its flag and name, whatever the number says
    [{ region: 'PA', number: '+12155550142' }, '🇺🇸 Pennsylvania'],
    [{ region: 'DC', number: '+12025550100' }, '🇺🇸 District of Columbia'],
    [{ region: 'PR', number: '+17875550100' }, '🇵🇷 Puerto Rico'],
    [{ region: 'GU', number: '+16715550100' }, '🇬🇺 Guam'],
    [{ region: 'UM', number: '+4420794609' }, '🇺🇲 U.S. Minor Outlying Islands'],
    [{ region: 'FR', number: '+33612345678' }, '🇫🇷 France'],
    [{ region: 'ES', number: '+34612345678' }, '🇪🇸 Spain'],
    [{ region: 'CA', number: '+12155550142' }, '🇺🇸 California'],
    [{ region: 'tx', number: '' }, '🇺🇸 Texas'],
    // no region (or an unknown one): the region the number reveals
    [{ region: null, number: '+33612345678' }, '🇫🇷 France'],
    [{ number: '+33 6 12 34 56 78' }, '🇫🇷 France'],
    [{ region: '', number: '+34612345678' }, '🇪🇸 Spain'],
    [{ region: undefined, number: '+12125550100' }, '🇺🇸 New York'],
    [{ region: 'XX', number: '(808) 555-0100' }, '🇺🇸 Hawaii'],
    [{ region: null, number: '+17875550100' }, '🇵🇷 Puerto Rico'],
    [{ region: null, number: '06 12 34 56 78' }, '🇫🇷 France'],
    // nothing to go on
    [{ region: null, number: '+4420794609' }, 'Unknown State'],
    [{ region: null, number: '+14165550100' }, 'Unknown State'], // Toronto
    [{ region: '', number: '' }, 'Unknown State'],
    [{ number: 'unknown' }, 'Unknown State'],
  ])('%j → %s', (options, label) => {
    expect(locationLabel(options)).toBe(label);
  });

  it('labels every region with its flag and name', () => {
    for (const r of REGIONS)
      expect(locationLabel({ region: r.code, number: '' })).toBe(`${r.emoji} ${r.name}`);
  });
});
