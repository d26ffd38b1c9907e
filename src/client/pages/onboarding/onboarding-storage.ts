// What the onboarding wizard keeps in the browser between steps (spec sections 3 and 4).
// Anything unreadable is discarded rather than trusted.
import { z } from 'zod';
import { USER_NAME_FIELD_KEY } from '../../../shared/brand.ts';

export const PROFILE_KEY = 'porchlight_onboarding_profile';
export const PREFERENCES_KEY = 'porchlight_onboarding_preferences';
export const ALERTS_CHOICE_KEY = 'porchlight_onboarding_alerts_choice';

export const savedProfileSchema = z.object({
  /** The account holder's own first name (absent in profiles saved before it was asked). */
  first_name: z.string().optional(),
  [USER_NAME_FIELD_KEY]: z.string(),
  phone_number: z.string(),
  relationship: z.string(),
  state: z.string(),
  timezone: z.string(),
});
export type SavedProfile = z.infer<typeof savedProfileSchema>;

export const savedPreferencesSchema = z.object({
  alert_contact: z.string(),
  alert_contact_email: z.string(),
  missed_call_threshold: z.number().int().nullable(),
  unusual_activity_alert: z.boolean(),
  general_updates: z.boolean(),
});
export type SavedPreferences = z.infer<typeof savedPreferencesSchema>;

/** Step 2's 'No, just the service': every alert off and no missed-call threshold. */
export const ALL_OFF_PREFERENCES: SavedPreferences = {
  alert_contact: '',
  alert_contact_email: '',
  missed_call_threshold: null,
  unusual_activity_alert: false,
  general_updates: false,
};

function read<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON
  }
  storage.removeItem(key); // corrupt: discard it
  return null;
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the wizard still works within this page.
  }
}

export function onboardingStorage(storage: Storage = window.localStorage) {
  return {
    profile: () => read(storage, PROFILE_KEY, savedProfileSchema),
    saveProfile: (profile: SavedProfile) => write(storage, PROFILE_KEY, profile),
    preferences: () => read(storage, PREFERENCES_KEY, savedPreferencesSchema),
    savePreferences: (preferences: SavedPreferences) => write(storage, PREFERENCES_KEY, preferences),
    alertsChoice: () => read(storage, ALERTS_CHOICE_KEY, z.boolean()),
    saveAlertsChoice: (choice: boolean) => write(storage, ALERTS_CHOICE_KEY, choice),
    clear: () => {
      for (const key of [PROFILE_KEY, PREFERENCES_KEY, ALERTS_CHOICE_KEY]) {
        try {
          storage.removeItem(key);
        } catch {
          // ignore
        }
      }
    },
  };
}

export type OnboardingStep = 1 | 2 | 3;

/**
 * The step to open on, from saved browser data (spec section 2 Onboarding): profile and
 * preferences both saved gives step 1; profile plus a saved alerts choice gives step 2 if the
 * choice was no and step 3 if yes; profile only gives step 2; otherwise step 1.
 */
export function startStep(saved: {
  profile: SavedProfile | null;
  preferences: SavedPreferences | null;
  alertsChoice: boolean | null;
}): OnboardingStep {
  if (!saved.profile) return 1;
  if (saved.preferences) return 1;
  if (saved.alertsChoice !== null) return saved.alertsChoice ? 3 : 2;
  return 2;
}
