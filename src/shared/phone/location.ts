// The spec's location label: "state flag and name, or a label derived from the number, or
// 'Unknown State'".
import { detectRegion } from './normalize.ts';
import { regionByCode } from './regions.ts';

export const UNKNOWN_LOCATION = 'Unknown State';

/** '🇺🇸 Pennsylvania' for the saved region, else for the region the number reveals, else 'Unknown State'. */
export function locationLabel(options: { region?: string | null; number: string }): string {
  const region = regionByCode(options.region) ?? regionByCode(detectRegion(options.number));
  return region ? `${region.emoji} ${region.name}` : UNKNOWN_LOCATION;
}
