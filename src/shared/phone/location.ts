import { detectRegion } from './parse.ts';
import { regionByCode } from './regions.ts';

/** 'flag and name' of the saved state, else of the one the number reveals, else 'Unknown State'. */
export function locationLabel(options: { region?: string | null; number: string }): string {
  const region = regionByCode(options.region) ?? regionByCode(detectRegion(options.number));
  return region ? `${region.emoji} ${region.name}` : 'Unknown State';
}
