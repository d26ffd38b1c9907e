import { describe, expect, it } from 'vitest';
import { REGIONS, regionByCode } from './index.ts';

// Written out independently of regions.ts.
const STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const TERRITORIES: [code: string, name: string, emoji: string][] = [
  ['AS', 'American Samoa', '🇦🇸'],
  ['GU', 'Guam', '🇬🇺'],
  ['MP', 'Northern Mariana Islands', '🇲🇵'],
  ['PR', 'Puerto Rico', '🇵🇷'],
  ['VI', 'U.S. Virgin Islands', '🇻🇮'],
  ['UM', 'U.S. Minor Outlying Islands', '🇺🇲'],
];

describe('REGIONS', () => {
  it('lists the 50 states, DC and 6 territories, then France and Spain, each once', () => {
    expect(Object.keys(STATES)).toHaveLength(50);
    const codes = REGIONS.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(50 + 1 + 6 + 2);
    expect(new Set(codes)).toEqual(
      new Set([...Object.keys(STATES), 'DC', ...TERRITORIES.map(([code]) => code), 'FR', 'ES']),
    );
    expect(codes.slice(-2)).toEqual(['FR', 'ES']);
  });

  it.each(Object.entries(STATES))('%s is %s with the US flag', (code, name) => {
    expect(regionByCode(code)).toEqual({ code, name, emoji: '🇺🇸', group: 'United States' });
  });

  it('has DC with the US flag', () => {
    expect(regionByCode('DC')).toEqual({
      code: 'DC',
      name: 'District of Columbia',
      emoji: '🇺🇸',
      group: 'United States',
    });
  });

  it.each(TERRITORIES)('%s is %s with its own flag %s', (code, name, emoji) => {
    expect(regionByCode(code)).toEqual({ code, name, emoji, group: 'United States' });
  });

  it('ends with France and Spain, international, with their flags', () => {
    expect(REGIONS.slice(-2)).toEqual([
      { code: 'FR', name: 'France', emoji: '🇫🇷', group: 'International' },
      { code: 'ES', name: 'Spain', emoji: '🇪🇸', group: 'International' },
    ]);
  });

  it('puts the United States group first, then International, each sorted by name', () => {
    const groups = REGIONS.map((r) => r.group);
    expect(groups.indexOf('International')).toBe(groups.lastIndexOf('United States') + 1);
    for (const group of ['United States', 'International'] as const) {
      const names = REGIONS.filter((r) => r.group === group).map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('uses real flag emoji: two regional indicator letters', () => {
    for (const r of REGIONS) expect(r.emoji, r.code).toMatch(/^[\u{1F1E6}-\u{1F1FF}]{2}$/u);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(REGIONS)).toBe(true);
  });
});

describe('regionByCode', () => {
  it.each([
    ['PA', 'Pennsylvania'],
    ['pa', 'Pennsylvania'],
    [' pr ', 'Puerto Rico'],
    ['Fr', 'France'],
    ['ES', 'Spain'],
    ['UM', 'U.S. Minor Outlying Islands'],
  ])('%j → %s', (code, name) => {
    expect(regionByCode(code)?.name).toBe(name);
  });

  it.each([null, undefined, '', ' ', 'XX', 'US', 'GB', 'CAN', 'Pennsylvania', 'toString', '__proto__'])(
    '%j → null',
    (code) => {
      expect(regionByCode(code)).toBeNull();
    },
  );
});
