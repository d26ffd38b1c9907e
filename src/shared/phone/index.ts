// Phone rules shared by the browser and the server: validation with the spec's messages,
// as-you-type formatting, E.164 normalisation, and the region and time-zone data.
export { AREA_CODES } from './area-codes.ts';
export { formatPhoneDisplay, formatPhoneInput, PHONE_INPUT_MAX } from './format.ts';
export { locationLabel } from './location.ts';
export { detectRegion, usAreaCode } from './parse.ts';
export { REGIONS, regionByCode, type Region, type RegionCode } from './regions.ts';
export { AREA_CODE_TIME_ZONES, DEFAULT_TIME_ZONE, STATE_TIME_ZONES, timeZoneFor } from './time-zones.ts';
export { PHONE_MESSAGES, toE164, unknownAreaCodeMessage, validatePhone } from './validate.ts';
