// Onboarding's messages, word for word from the spec's section 8.
import { TRPCClientError } from '@trpc/client';
import { isNetworkError } from '../../lib/errors.ts';

export const NUMBER_IN_USE_ALERT =
  'This phone number is already active on another account with a valid subscription. Please use a different phone number.';
export const INVALID_NUMBER_ALERT =
  'Invalid phone number format. Please check your phone number and try again.';
export const REGISTER_FAILED_ALERT = 'Failed to register your phone number. Please try again.';
export const REGISTER_NETWORK_ALERT =
  'An error occurred while setting up your phone number. Please check your connection and try again.';
export const PROFILE_SAVE_FAILED = 'An error occurred while saving your profile. Please try again.';
export const PROFILE_NOT_FOUND = 'Profile data not found. Please go back and complete the profile step.';
export const COMPLETE_FAILED = 'There was an error completing onboarding. Please try again.';

export function httpStatusOf(error: unknown): number | null {
  if (error instanceof TRPCClientError) {
    return (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null;
  }
  return null;
}

/** The message for a failed phone-number registration during onboarding. */
export function registerErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return REGISTER_NETWORK_ALERT;
  const status = httpStatusOf(error);
  if (status === 409) return NUMBER_IN_USE_ALERT;
  if (status === 400) return (error instanceof Error && error.message) || INVALID_NUMBER_ALERT;
  return REGISTER_FAILED_ALERT;
}
