// What the dashboard's plan banner says (spec section 2 Dashboard, section 9 thresholds).

export const TRIAL_WARNING_DAYS = 7;

/** Whole days left, rounded up; 'Expires today' when valid_until falls on today's date. */
export function trialDaysLabel(validUntil: Date, now = new Date()): { days: number; label: string } {
  const days = Math.max(0, Math.ceil((validUntil.getTime() - now.getTime()) / 86_400_000));
  const sameDay =
    validUntil.getFullYear() === now.getFullYear() &&
    validUntil.getMonth() === now.getMonth() &&
    validUntil.getDate() === now.getDate();
  if (sameDay || days === 0) return { days: 0, label: 'Expires today' };
  return { days, label: `${days} ${days === 1 ? 'day' : 'days'} left` };
}

export function starterBannerText(input: { daysLeft: number; hasPhoneNumbers: boolean }): {
  title: string;
  action: string;
  urgent: boolean;
} {
  const urgent = input.daysLeft <= TRIAL_WARNING_DAYS;
  if (urgent) return { title: 'Trial Ending Soon!', action: 'Upgrade Now to Continue', urgent };
  return input.hasPhoneNumbers
    ? { title: 'Welcome to Your Free Trial!', action: 'Upgrade for More Minutes', urgent }
    : { title: "Let's Get Started!", action: 'View Plans & Pricing', urgent };
}

export function paidBannerTitle(hasPhoneNumbers: boolean): string {
  return hasPhoneNumbers ? "Everything's Ready!" : 'Almost Ready!';
}
