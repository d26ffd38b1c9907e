// The IANA time zone daily calls follow. Each state's zone is the one most of its people live in
// (Texas, Tennessee, the Dakotas, Nebraska and Kansas are mostly Central; Florida, Kentucky and
// Michigan mostly Eastern; Oregon mostly Pacific; Idaho's southern majority uses America/Boise).
// A call at the wrong hour matters, so where an area code lies (almost) entirely in another zone
// than its state's, AREA_CODE_TIME_ZONES says so. Sources: the IANA tz database and the US time
// zone boundaries (49 CFR part 71) against the area code maps.
//
// Florida's 850/448 (the panhandle) default to Central: Pensacola and Panama City, about 70% of
// its people, keep Central time (Tallahassee, Eastern, can pick its zone). Spain's Canary Islands
// keep Atlantic/Canary, an hour behind the mainland; their landlines say so (+34 822/828/922/928),
// while Spanish mobiles (6xx, 7xx) do not tell where they are and keep Europe/Madrid.
//
// Left out on purpose, because a large share of their people keep the other time, or because the
// state's zone is already right for most of them: 812/930 (southern Indiana: Evansville is
// Central, Bloomington and the Louisville suburbs Eastern), 906 (Michigan's Upper Peninsula, mostly
// Eastern), 308 (Nebraska: the panhandle is Mountain, the rest Central), 605, 701, 785, 620, 541,
// 208/986, 775 and 907.
import { isUsAreaCode, AREA_CODES } from './area-codes.ts';
import { detectRegion, readPhone, usAreaCode } from './normalize.ts';
import type { RegionCode } from './regions.ts';
import { regionByCode } from './regions.ts';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Every entry of REGIONS: state, DC, territory or country → IANA zone. */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = Object.freeze({
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
});

/** Area codes (nearly) all of whose territory keeps another time than their state's default. */
export const AREA_CODE_TIME_ZONES: Readonly<Record<string, string>> = Object.freeze({
  '915': 'America/Denver', // El Paso, Hudspeth and Culberson counties, Texas: Mountain time
  '423': 'America/New_York', // Chattanooga, Cleveland and the Tri-Cities, East Tennessee
  '729': 'America/New_York', // overlay of 423 (2025)
  '865': 'America/New_York', // Knoxville, East Tennessee
  '270': 'America/Chicago', // Bowling Green, Paducah, Owensboro: western Kentucky (Elizabethtown is Eastern)
  '364': 'America/Chicago', // overlay of 270
  '219': 'America/Chicago', // Gary, Hammond, Valparaiso, Michigan City: northwest Indiana
  '850': 'America/Chicago', // the Florida panhandle: Pensacola, Panama City (Tallahassee is Eastern)
  '448': 'America/Chicago', // overlay of 850 (2024)
});

/** Spanish landline prefixes (the first three digits after +34) of the Canary Islands. */
export const SPANISH_PREFIX_TIME_ZONES: Readonly<Record<string, string>> = Object.freeze({
  '822': 'Atlantic/Canary', // Santa Cruz de Tenerife province
  '922': 'Atlantic/Canary', // Santa Cruz de Tenerife province
  '828': 'Atlantic/Canary', // Las Palmas province
  '928': 'Atlantic/Canary', // Las Palmas province
});

function lookup(table: Readonly<Record<string, string>>, key: string | null): string | undefined {
  return key !== null && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The zone a number's own prefix reveals when it differs from its region's usual one, and that
 * region: a US area code in AREA_CODE_TIME_ZONES, or a Canary Islands landline. Else null.
 */
function numberException(number: string): { region: RegionCode; zone: string } | null {
  const area = usAreaCode(number);
  const areaZone = lookup(AREA_CODE_TIME_ZONES, area);
  const areaRegion = area !== null && isUsAreaCode(area) ? AREA_CODES[area] : undefined;
  if (areaZone && areaRegion) return { region: areaRegion, zone: areaZone };
  const { country, national } = readPhone(number);
  const spanishZone = country === '34' ? lookup(SPANISH_PREFIX_TIME_ZONES, national.slice(0, 3)) : undefined;
  if (spanishZone) return { region: 'ES', zone: spanishZone };
  return null;
}

/**
 * The zone to call in: the number's exception (an area code in another zone than its state, a
 * Canary Islands landline) when it belongs to the chosen region (or no region is chosen); else the
 * chosen region's zone; else the zone of the region the number reveals; else DEFAULT_TIME_ZONE. A
 * number kept after moving away (a 915 mobile of someone now in Pennsylvania) follows the region
 * chosen.
 */
export function timeZoneFor(options: { region?: string | null; number?: string | null }): string {
  const region = regionByCode(options.region)?.code ?? null;
  const number = options.number ?? '';
  const exception = numberException(number);
  if (exception && (region === null || exception.region === region)) return exception.zone;
  return (
    lookup(STATE_TIME_ZONES, region) ?? lookup(STATE_TIME_ZONES, detectRegion(number)) ?? DEFAULT_TIME_ZONE
  );
}

/**
 * The zones a family may choose for a region: its own, and for the states that span two zones
 * (and Spain with the Canary Islands) the other one too. Everywhere else the region's zone is the
 * only right answer.
 */
const OTHER_ZONES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  AK: ['America/Adak'],
  AZ: ['America/Denver'], // the Navajo Nation keeps daylight saving time
  FL: ['America/Chicago'],
  ID: ['America/Los_Angeles'],
  IN: ['America/Chicago'],
  KS: ['America/Denver'],
  KY: ['America/Chicago'],
  MI: ['America/Menominee'],
  ND: ['America/Denver'],
  NE: ['America/Denver'],
  OR: ['America/Boise'],
  SD: ['America/Denver'],
  TN: ['America/New_York'],
  TX: ['America/Denver'],
  ES: ['Atlantic/Canary'],
});

export function timeZoneChoices(region: string | null | undefined): string[] {
  const code = regionByCode(region)?.code ?? null;
  const own = lookup(STATE_TIME_ZONES, code);
  if (!own || code === null) return [];
  return [own, ...(OTHER_ZONES[code] ?? [])];
}
