import { describe, expect, it } from 'vitest';
import {
  AREA_CODES,
  AREA_CODE_TIME_ZONES,
  DEFAULT_TIME_ZONE,
  detectRegion,
  locationLabel,
  REGIONS,
  regionByCode,
  STATE_TIME_ZONES,
  timeZoneFor,
} from './index.ts';

const STATES_AND_DC = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];
const TERRITORIES = ['AS', 'GU', 'MP', 'PR', 'VI', 'UM'];

// An independent sample: a real city of every state, DC and territory with its area code,
// written down from public directories, not derived from the table under test.
const REAL_AREA_CODES: [string, string, string][] = [
  ['205', 'AL', 'Birmingham'],
  ['907', 'AK', 'Anchorage'],
  ['602', 'AZ', 'Phoenix'],
  ['501', 'AR', 'Little Rock'],
  ['415', 'CA', 'San Francisco'],
  ['213', 'CA', 'Los Angeles'],
  ['303', 'CO', 'Denver'],
  ['203', 'CT', 'New Haven'],
  ['302', 'DE', 'Wilmington'],
  ['202', 'DC', 'Washington'],
  ['305', 'FL', 'Miami'],
  ['850', 'FL', 'Tallahassee'],
  ['404', 'GA', 'Atlanta'],
  ['808', 'HI', 'Honolulu'],
  ['208', 'ID', 'Boise'],
  ['312', 'IL', 'Chicago'],
  ['317', 'IN', 'Indianapolis'],
  ['515', 'IA', 'Des Moines'],
  ['316', 'KS', 'Wichita'],
  ['502', 'KY', 'Louisville'],
  ['504', 'LA', 'New Orleans'],
  ['207', 'ME', 'Portland'],
  ['410', 'MD', 'Baltimore'],
  ['617', 'MA', 'Boston'],
  ['313', 'MI', 'Detroit'],
  ['612', 'MN', 'Minneapolis'],
  ['601', 'MS', 'Jackson'],
  ['314', 'MO', 'St. Louis'],
  ['406', 'MT', 'Billings'],
  ['402', 'NE', 'Omaha'],
  ['702', 'NV', 'Las Vegas'],
  ['603', 'NH', 'Manchester'],
  ['201', 'NJ', 'Jersey City'],
  ['505', 'NM', 'Albuquerque'],
  ['212', 'NY', 'Manhattan'],
  ['718', 'NY', 'Brooklyn'],
  ['919', 'NC', 'Raleigh'],
  ['701', 'ND', 'Fargo'],
  ['614', 'OH', 'Columbus'],
  ['405', 'OK', 'Oklahoma City'],
  ['503', 'OR', 'Portland'],
  ['215', 'PA', 'Philadelphia'],
  ['412', 'PA', 'Pittsburgh'],
  ['717', 'PA', 'Harrisburg'],
  ['401', 'RI', 'Providence'],
  ['803', 'SC', 'Columbia'],
  ['605', 'SD', 'Sioux Falls'],
  ['615', 'TN', 'Nashville'],
  ['512', 'TX', 'Austin'],
  ['915', 'TX', 'El Paso'],
  ['801', 'UT', 'Salt Lake City'],
  ['802', 'VT', 'Burlington'],
  ['804', 'VA', 'Richmond'],
  ['206', 'WA', 'Seattle'],
  ['304', 'WV', 'Charleston'],
  ['414', 'WI', 'Milwaukee'],
  ['307', 'WY', 'Cheyenne'],
  ['787', 'PR', 'San Juan'],
  ['340', 'VI', 'Charlotte Amalie'],
  ['671', 'GU', 'Hagåtña'],
  ['670', 'MP', 'Saipan'],
  ['684', 'AS', 'Pago Pago'],
];

describe('regions', () => {
  it('lists the 50 states, DC, the territories, then France and Spain', () => {
    const codes = REGIONS.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(51 + 6 + 2);
    for (const c of [...STATES_AND_DC, ...TERRITORIES]) expect(regionByCode(c)?.group).toBe('United States');
    expect(codes.slice(-2)).toEqual(['FR', 'ES']);
    expect(regionByCode('FR')).toMatchObject({ name: 'France', emoji: '🇫🇷', group: 'International' });
    expect(regionByCode('pr')).toMatchObject({ name: 'Puerto Rico', emoji: '🇵🇷' });
    expect(regionByCode('PA')).toMatchObject({ name: 'Pennsylvania', emoji: '🇺🇸' });
    expect(regionByCode('XX')).toBeNull();
    expect(regionByCode(null)).toBeNull();
  });
});

describe('area codes', () => {
  it.each(REAL_AREA_CODES)('%s is %s (%s)', (code, region) => {
    expect(AREA_CODES[code]).toBe(region);
  });

  it('covers every state, DC and inhabited territory', () => {
    const covered = new Set(Object.values(AREA_CODES));
    for (const c of [...STATES_AND_DC, 'AS', 'GU', 'MP', 'PR', 'VI']) expect(covered.has(c), c).toBe(true);
  });

  it('maps only to listed regions, with three-digit NANP codes', () => {
    for (const [code, region] of Object.entries(AREA_CODES)) {
      expect(code).toMatch(/^[2-9][0-9]{2}$/);
      expect(code[1] === '1' && code[2] === '1', `${code} is an N11 code`).toBe(false);
      expect(regionByCode(region), region).not.toBeNull();
    }
    expect(Object.keys(AREA_CODES).length).toBeGreaterThan(330);
  });

  it.each([
    '800',
    '833',
    '844',
    '855',
    '866',
    '877',
    '888',
    '900',
    '500',
    '600',
    '700',
    '411',
    '416',
    '604',
    '514',
    '876',
    '246',
    '809',
  ])('%s (toll-free, special or not in the US) is absent', (code) => {
    expect(AREA_CODES[code]).toBeUndefined();
  });
});

describe('detectRegion', () => {
  it.each([
    ['+1 (215) 555-0142', 'PA'],
    ['(512) 5', 'TX'],
    ['1 (907) 555', 'AK'],
    ['+1 (787) 555-0100', 'PR'],
    ['+33 6 12', 'FR'],
    ['06 12', 'FR'],
    ['+34 6', 'ES'],
    ['+1 (21', null],
    ['(311) 555-0142', null],
    ['(999) 555-0142', null],
    ['+44 20', null],
    ['', null],
  ])('%j → %j', (input, region) => {
    expect(detectRegion(input)).toBe(region);
  });
});

describe('time zones', () => {
  it.each([
    ['CA', 'America/Los_Angeles'],
    ['NY', 'America/New_York'],
    ['AZ', 'America/Phoenix'],
    ['HI', 'Pacific/Honolulu'],
    ['AK', 'America/Anchorage'],
    ['IN', 'America/Indiana/Indianapolis'],
    ['MI', 'America/Detroit'],
    ['ID', 'America/Boise'],
    ['PR', 'America/Puerto_Rico'],
    ['GU', 'Pacific/Guam'],
    ['VI', 'America/St_Thomas'],
    ['AS', 'Pacific/Pago_Pago'],
    ['MP', 'Pacific/Saipan'],
    ['FR', 'Europe/Paris'],
    ['ES', 'Europe/Madrid'],
    [null, 'America/New_York'],
    ['XX', 'America/New_York'],
  ])('%s → %s (spec examples and fallbacks)', (region, zone) => {
    expect(timeZoneFor({ region })).toBe(zone);
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
  });

  it('follows the area code where it lies in another zone than its state', () => {
    expect(timeZoneFor({ region: 'TX', number: '+1 (915) 555-0100' })).toBe('America/Denver');
    expect(timeZoneFor({ region: 'TX', number: '+1 (512) 555-0100' })).toBe('America/Chicago');
    expect(timeZoneFor({ region: 'TN', number: '(865) 555-0100' })).toBe('America/New_York');
    expect(timeZoneFor({ region: 'KY', number: '(270) 555-0100' })).toBe('America/Chicago');
    expect(timeZoneFor({ region: 'IN', number: '(219) 555-0100' })).toBe('America/Chicago');
    // A number from elsewhere (a mobile kept after moving) follows the state chosen.
    expect(timeZoneFor({ region: 'PA', number: '(915) 555-0100' })).toBe('America/New_York');
  });

  it('uses the state the number reveals when none is chosen', () => {
    expect(timeZoneFor({ number: '+1 (415) 555-0100' })).toBe('America/Los_Angeles');
    expect(timeZoneFor({ number: '+33 6 12 34 56 78' })).toBe('Europe/Paris');
    expect(timeZoneFor({ number: '+1 (915) 555-0100' })).toBe('America/Denver');
  });

  it('names a real IANA zone for every region and exception', () => {
    for (const r of REGIONS) expect(STATE_TIME_ZONES[r.code], r.code).toBeTruthy();
    for (const zone of [...Object.values(STATE_TIME_ZONES), ...Object.values(AREA_CODE_TIME_ZONES)]) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
    for (const code of Object.keys(AREA_CODE_TIME_ZONES)) expect(AREA_CODES[code], code).toBeTruthy();
  });
});

describe('locationLabel', () => {
  it.each([
    [{ region: 'PA', number: '+12155550142' }, '🇺🇸 Pennsylvania'],
    [{ region: 'PR', number: '+17875550100' }, '🇵🇷 Puerto Rico'],
    [{ region: null, number: '+33612345678' }, '🇫🇷 France'],
    [{ region: '', number: '+12125550100' }, '🇺🇸 New York'],
    [{ region: null, number: '+4420794609' }, 'Unknown State'],
  ])('%j → %s', (options, label) => {
    expect(locationLabel(options)).toBe(label);
  });
});
