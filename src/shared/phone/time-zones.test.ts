import { describe, expect, it } from 'vitest';
import {
  AREA_CODE_TIME_ZONES,
  AREA_CODES,
  DEFAULT_TIME_ZONE,
  REGIONS,
  SPANISH_PREFIX_TIME_ZONES,
  STATE_TIME_ZONES,
  timeZoneFor,
} from './index.ts';

function isIanaZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}

describe('timeZoneFor: by region', () => {
  it.each([
    // the spec's examples
    ['CA', 'America/Los_Angeles'],
    ['NY', 'America/New_York'],
    ['AZ', 'America/Phoenix'],
    ['HI', 'Pacific/Honolulu'],
    ['AK', 'America/Anchorage'],
    ['IN', 'America/Indiana/Indianapolis'],
    ['MI', 'America/Detroit'],
    ['ID', 'America/Boise'],
    // the state's majority zone
    ['TX', 'America/Chicago'],
    ['FL', 'America/New_York'],
    ['TN', 'America/Chicago'],
    ['KY', 'America/New_York'],
    ['ND', 'America/Chicago'],
    ['SD', 'America/Chicago'],
    ['NE', 'America/Chicago'],
    ['KS', 'America/Chicago'],
    ['OR', 'America/Los_Angeles'],
    ['NV', 'America/Los_Angeles'],
    ['CO', 'America/Denver'],
    ['UT', 'America/Denver'],
    ['PA', 'America/New_York'],
    ['DC', 'America/New_York'],
    // territories, in their own zones
    ['PR', 'America/Puerto_Rico'],
    ['VI', 'America/St_Thomas'],
    ['GU', 'Pacific/Guam'],
    ['MP', 'Pacific/Saipan'],
    ['AS', 'Pacific/Pago_Pago'],
    ['UM', 'Pacific/Midway'],
    // France and Spain
    ['FR', 'Europe/Paris'],
    ['ES', 'Europe/Madrid'],
    // any case
    ['tx', 'America/Chicago'],
    [' fr ', 'Europe/Paris'],
  ])('%j → %s', (region, zone) => {
    expect(timeZoneFor({ region })).toBe(zone);
    expect(timeZoneFor({ region, number: null })).toBe(zone);
    expect(timeZoneFor({ region, number: '' })).toBe(zone);
  });

  it.each([null, undefined, '', 'XX', 'US', 'toString', '__proto__'])('%j → America/New_York', (region) => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect(timeZoneFor({ region })).toBe('America/New_York');
    expect(timeZoneFor({})).toBe('America/New_York');
  });
});

describe('timeZoneFor: area codes in another zone than their state', () => {
  it.each([
    ['TX', '+1 (915) 555-0100', 'America/Denver'], // El Paso
    ['TX', '(915) 555-0100', 'America/Denver'],
    ['TX', '+1 (512) 555-0100', 'America/Chicago'], // Austin
    ['TX', '(713) 555-0100', 'America/Chicago'], // Houston
    ['TN', '(865) 555-0100', 'America/New_York'], // Knoxville
    ['TN', '(423) 555-0100', 'America/New_York'], // Chattanooga
    ['TN', '(729) 555-0100', 'America/New_York'], // Chattanooga, 423's overlay
    ['TN', '(615) 555-0100', 'America/Chicago'], // Nashville
    ['TN', '(901) 555-0100', 'America/Chicago'], // Memphis
    ['KY', '(270) 555-0100', 'America/Chicago'], // Bowling Green
    ['KY', '(364) 555-0100', 'America/Chicago'], // 270's overlay
    ['KY', '(502) 555-0100', 'America/New_York'], // Louisville
    ['IN', '(219) 555-0100', 'America/Chicago'], // Gary
    ['IN', '(317) 555-0100', 'America/Indiana/Indianapolis'],
    ['FL', '(850) 555-0100', 'America/Chicago'], // the panhandle: Pensacola, Panama City
    ['FL', '+1 (448) 555-0100', 'America/Chicago'], // 850's overlay
    ['FL', '(305) 555-0100', 'America/New_York'], // Miami
    ['FL', '(904) 555-0100', 'America/New_York'], // Jacksonville
  ])('%s + %j → %s', (region, number, zone) => {
    expect(timeZoneFor({ region, number })).toBe(zone);
  });

  it('follows the region chosen when the number is from another state (a mobile kept after moving)', () => {
    expect(timeZoneFor({ region: 'PA', number: '(915) 555-0100' })).toBe('America/New_York');
    expect(timeZoneFor({ region: 'CA', number: '+1 (270) 555-0100' })).toBe('America/Los_Angeles');
    expect(timeZoneFor({ region: 'FR', number: '+1 (915) 555-0100' })).toBe('Europe/Paris');
    expect(timeZoneFor({ region: 'AZ', number: '+1 (212) 555-0100' })).toBe('America/Phoenix');
  });

  it('uses the exception when no region is chosen', () => {
    expect(timeZoneFor({ number: '+1 (915) 555-0100' })).toBe('America/Denver');
    expect(timeZoneFor({ region: null, number: '(865) 555-0100' })).toBe('America/New_York');
    expect(timeZoneFor({ region: '', number: '1 (219) 555-0100' })).toBe('America/Chicago');
  });

  it('lists only real area codes, each in another zone than its state', () => {
    expect(Object.keys(AREA_CODE_TIME_ZONES).sort()).toEqual([
      '219',
      '270',
      '364',
      '423',
      '448',
      '729',
      '850',
      '865',
      '915',
    ]);
    for (const [code, zone] of Object.entries(AREA_CODE_TIME_ZONES)) {
      const state = AREA_CODES[code];
      expect(state, code).toBeDefined();
      expect(STATE_TIME_ZONES[state ?? ''], code).not.toBe(zone);
    }
  });
});

describe('timeZoneFor: the Canary Islands', () => {
  it.each([
    ['+34 922 123 456', 'Atlantic/Canary'], // Tenerife
    ['+34 822 123 456', 'Atlantic/Canary'],
    ['+34 928 123 456', 'Atlantic/Canary'], // Gran Canaria
    ['+34 828 123 456', 'Atlantic/Canary'],
    ['+34 912 345 678', 'Europe/Madrid'], // Madrid landline
    ['+34 612 345 678', 'Europe/Madrid'], // a mobile does not tell where it is
    ['+34 929 123 456', 'Europe/Madrid'],
  ])('%j → %s, alone or with Spain chosen', (number, zone) => {
    expect(timeZoneFor({ number })).toBe(zone);
    expect(timeZoneFor({ region: 'ES', number })).toBe(zone);
  });

  it('follows another region chosen for a Canary number, and a US number never reads as Canary', () => {
    expect(timeZoneFor({ region: 'FR', number: '+34 922 123 456' })).toBe('Europe/Paris');
    expect(timeZoneFor({ region: 'PA', number: '+34 928 123 456' })).toBe('America/New_York');
    expect(timeZoneFor({ number: '(928) 555-0100' })).toBe('America/Phoenix'); // Arizona's 928
  });
});

describe('timeZoneFor: by number alone', () => {
  it.each([
    ['+1 (415) 555-0100', 'America/Los_Angeles'],
    ['(212) 555-0100', 'America/New_York'],
    ['1 (907) 555-0100', 'America/Anchorage'],
    ['(808) 555-0100', 'Pacific/Honolulu'],
    ['(602) 555-0100', 'America/Phoenix'],
    ['(787) 555-0100', 'America/Puerto_Rico'],
    ['+1 (671) 555-0100', 'Pacific/Guam'],
    ['+33 6 12 34 56 78', 'Europe/Paris'],
    ['06 12 34 56 78', 'Europe/Paris'],
    ['+34 612 345 678', 'Europe/Madrid'],
    ['+44 20 7946 0958', 'America/New_York'],
    ['+1 (416) 555-0100', 'America/New_York'], // Toronto: not a US region, the default
    ['(123) 555-0100', 'America/Chicago'], // read as 1 (235), Missouri
    ['not a number', 'America/New_York'],
  ])('%j → %s', (number, zone) => {
    expect(timeZoneFor({ number })).toBe(zone);
    expect(timeZoneFor({ region: 'XX', number })).toBe(zone); // an unknown region counts as none
  });
});

describe('time zone data', () => {
  it('has a real IANA zone for every entry of REGIONS', () => {
    for (const r of REGIONS) {
      const zone = STATE_TIME_ZONES[r.code];
      expect(zone, r.code).toBeDefined();
      expect(isIanaZone(zone ?? ''), `${r.code}: ${zone}`).toBe(true);
      expect(timeZoneFor({ region: r.code })).toBe(zone);
    }
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual(REGIONS.map((r) => r.code).sort());
  });

  it('names real IANA zones only', () => {
    const zones = [
      DEFAULT_TIME_ZONE,
      ...Object.values(STATE_TIME_ZONES),
      ...Object.values(AREA_CODE_TIME_ZONES),
      ...Object.values(SPANISH_PREFIX_TIME_ZONES),
    ];
    for (const zone of zones) expect(isIanaZone(zone), zone).toBe(true);
    expect(isIanaZone('America/Nowhere')).toBe(false); // the check itself can fail
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(STATE_TIME_ZONES)).toBe(true);
    expect(Object.isFrozen(AREA_CODE_TIME_ZONES)).toBe(true);
    expect(Object.isFrozen(SPANISH_PREFIX_TIME_ZONES)).toBe(true);
  });
});
