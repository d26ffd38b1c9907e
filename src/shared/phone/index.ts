// Phone rules shared by the browser and the server: validation with the spec's messages,
// as-you-type formatting, E.164 normalisation, and the region, area code and time zone data.
// Plain TypeScript only (no Node or DOM APIs): it runs on both sides.
export { AREA_CODES, isUsAreaCode } from './area-codes.ts';
export { formatPhoneDisplay, formatPhoneInput, PHONE_INPUT_MAX } from './format.ts';
export { locationLabel, UNKNOWN_LOCATION } from './location.ts';
export {
  checkPhone,
  detectRegion,
  toE164,
  usAreaCode,
  type CountryCode,
  type PhoneCheck,
  type PhoneProblem,
} from './normalize.ts';
export { REGIONS, regionByCode, type Region, type RegionCode } from './regions.ts';
export {
  AREA_CODE_TIME_ZONES,
  DEFAULT_TIME_ZONE,
  SPANISH_PREFIX_TIME_ZONES,
  STATE_TIME_ZONES,
  timeZoneChoices,
  timeZoneFor,
} from './time-zones.ts';
export { PHONE_MESSAGES, unknownAreaCodeMessage, validatePhone } from './validate.ts';
