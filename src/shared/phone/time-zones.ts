// IANA time zone of each state and territory: the zone most of its people live in. Where a
// whole area code lies in another zone than its state's, AREA_CODE_TIME_ZONES says so, since
// a daily call at the wrong hour matters. Source: the IANA tz database zone assignments and
// the US time-zone boundaries (49 CFR part 71).
import { AREA_CODES } from './area-codes.ts';
import { detectRegion, usAreaCode } from './parse.ts';
import { regionByCode } from './regions.ts';

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  AS: 'Pacific/Pago_Pago',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  UM: 'Pacific/Midway',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
};

/** Area codes in (nearly) all of whose territory the clock differs from their state's. */
export const AREA_CODE_TIME_ZONES: Readonly<Record<string, string>> = {
  '915': 'America/Denver', // El Paso, Texas: Mountain time
  '423': 'America/New_York', // Chattanooga and the Tri-Cities, East Tennessee
  '865': 'America/New_York', // Knoxville, East Tennessee
  '270': 'America/Chicago', // Bowling Green, Paducah, Owensboro: western Kentucky
  '364': 'America/Chicago', // overlay of 270
  '219': 'America/Chicago', // Gary, Hammond, Valparaiso: northwest Indiana
};

/** The zone daily calls follow: area-code exception, else the state's zone, else the zone of the state the number reveals. */
export function timeZoneFor(options: { region?: string | null; number?: string | null }): string {
  const region = regionByCode(options.region)?.code ?? null;
  const area = options.number ? usAreaCode(options.number) : null;
  const override = area ? AREA_CODE_TIME_ZONES[area] : undefined;
  if (override && area && (!region || AREA_CODES[area] === region)) return override;
  const code = region ?? (options.number ? detectRegion(options.number) : null);
  return (code && STATE_TIME_ZONES[code]) || DEFAULT_TIME_ZONE;
}
