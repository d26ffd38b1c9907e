// The spec's state/country list: the 50 states, DC and the US territories, then France and Spain,
// each sorted by name within its group. "Each has a display name and an emoji": the states and DC
// have no flag emoji of their own, so they show the US flag; the territories show their own.
export type RegionCode = string;

export interface Region {
  code: RegionCode;
  name: string;
  emoji: string;
  group: 'United States' | 'International';
}

const US = '🇺🇸';

const US_REGIONS: readonly (readonly [code: string, name: string, emoji: string])[] = [
  ['AL', 'Alabama', US],
  ['AK', 'Alaska', US],
  ['AS', 'American Samoa', '🇦🇸'],
  ['AZ', 'Arizona', US],
  ['AR', 'Arkansas', US],
  ['CA', 'California', US],
  ['CO', 'Colorado', US],
  ['CT', 'Connecticut', US],
  ['DE', 'Delaware', US],
  ['DC', 'District of Columbia', US],
  ['FL', 'Florida', US],
  ['GA', 'Georgia', US],
  ['GU', 'Guam', '🇬🇺'],
  ['HI', 'Hawaii', US],
  ['ID', 'Idaho', US],
  ['IL', 'Illinois', US],
  ['IN', 'Indiana', US],
  ['IA', 'Iowa', US],
  ['KS', 'Kansas', US],
  ['KY', 'Kentucky', US],
  ['LA', 'Louisiana', US],
  ['ME', 'Maine', US],
  ['MD', 'Maryland', US],
  ['MA', 'Massachusetts', US],
  ['MI', 'Michigan', US],
  ['MN', 'Minnesota', US],
  ['MS', 'Mississippi', US],
  ['MO', 'Missouri', US],
  ['MT', 'Montana', US],
  ['NE', 'Nebraska', US],
  ['NV', 'Nevada', US],
  ['NH', 'New Hampshire', US],
  ['NJ', 'New Jersey', US],
  ['NM', 'New Mexico', US],
  ['NY', 'New York', US],
  ['NC', 'North Carolina', US],
  ['ND', 'North Dakota', US],
  ['MP', 'Northern Mariana Islands', '🇲🇵'],
  ['OH', 'Ohio', US],
  ['OK', 'Oklahoma', US],
  ['OR', 'Oregon', US],
  ['PA', 'Pennsylvania', US],
  ['PR', 'Puerto Rico', '🇵🇷'],
  ['RI', 'Rhode Island', US],
  ['SC', 'South Carolina', US],
  ['SD', 'South Dakota', US],
  ['TN', 'Tennessee', US],
  ['TX', 'Texas', US],
  ['UM', 'U.S. Minor Outlying Islands', '🇺🇲'],
  ['VI', 'U.S. Virgin Islands', '🇻🇮'],
  ['UT', 'Utah', US],
  ['VT', 'Vermont', US],
  ['VA', 'Virginia', US],
  ['WA', 'Washington', US],
  ['WV', 'West Virginia', US],
  ['WI', 'Wisconsin', US],
  ['WY', 'Wyoming', US],
];

export const REGIONS: readonly Region[] = Object.freeze([
  ...US_REGIONS.map(([code, name, emoji]): Region => ({ code, name, emoji, group: 'United States' })),
  { code: 'FR', name: 'France', emoji: '🇫🇷', group: 'International' },
  { code: 'ES', name: 'Spain', emoji: '🇪🇸', group: 'International' },
]);

const byCode = new Map(REGIONS.map((r) => [r.code, r]));

/** The region with this two-letter code (any case, surrounding spaces ignored), else null. */
export function regionByCode(code: string | null | undefined): Region | null {
  if (!code) return null;
  return byCode.get(code.trim().toUpperCase()) ?? null;
}
