import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALERTS_CHOICE_KEY,
  onboardingStorage,
  PREFERENCES_KEY,
  PROFILE_KEY,
  startStep,
  type SavedPreferences,
  type SavedProfile,
} from './onboarding-storage.ts';

const profile: SavedProfile = {
  porchlight_user_name: 'Margaret',
  phone_number: '+1 (215) 555-0142',
  relationship: 'mother',
  state: 'PA',
  timezone: 'America/New_York',
};
const preferences: SavedPreferences = {
  alert_contact: '+1 (215) 555-0199',
  alert_contact_email: '',
  missed_call_threshold: 3,
  unusual_activity_alert: true,
  general_updates: true,
};

describe('start step', () => {
  it.each([
    ['nothing saved', { profile: null, preferences: null, alertsChoice: null }, 1],
    ['profile only', { profile, preferences: null, alertsChoice: null }, 2],
    ['profile + alerts choice no', { profile, preferences: null, alertsChoice: false }, 2],
    ['profile + alerts choice yes', { profile, preferences: null, alertsChoice: true }, 3],
    ['profile + preferences', { profile, preferences, alertsChoice: true }, 1],
    ['preferences without profile', { profile: null, preferences, alertsChoice: true }, 1],
    ['alerts choice without profile', { profile: null, preferences: null, alertsChoice: true }, 1],
  ] as const)('%s → step %i', (_name, saved, step) => {
    expect(startStep(saved)).toBe(step);
  });
});

describe('onboarding storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips the profile under the porchlight_ keys with the porchlight_user_name field', () => {
    const store = onboardingStorage(localStorage);
    store.saveProfile(profile);
    store.savePreferences(preferences);
    store.saveAlertsChoice(false);
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toMatchObject({
      porchlight_user_name: 'Margaret',
    });
    expect(store.profile()).toEqual(profile);
    expect(store.preferences()).toEqual(preferences);
    expect(store.alertsChoice()).toBe(false);
    store.clear();
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['not JSON', PROFILE_KEY, '{oops'],
    ['wrong shape', PROFILE_KEY, JSON.stringify({ name: 'x' })],
    ['wrong types', PREFERENCES_KEY, JSON.stringify({ ...preferences, general_updates: 'yes' })],
    ['choice not a boolean', ALERTS_CHOICE_KEY, '"maybe"'],
  ])('discards corrupt data (%s)', (_name, key, raw) => {
    localStorage.setItem(key, raw);
    const store = onboardingStorage(localStorage);
    const value =
      key === PROFILE_KEY
        ? store.profile()
        : key === PREFERENCES_KEY
          ? store.preferences()
          : store.alertsChoice();
    expect(value).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
