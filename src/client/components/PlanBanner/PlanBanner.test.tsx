import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { PaidBanner, StarterBanner } from './PlanBanner.tsx';
import { paidBannerTitle, starterBannerText, trialDaysLabel } from './plan-banner.ts';

const DAY = 86_400_000;
const now = new Date(2026, 10, 23, 9, 0); // local time

describe('trial days', () => {
  it('rounds up to whole days and says Expires today on the last day', () => {
    expect(trialDaysLabel(new Date(now.getTime() + 14 * DAY), now)).toEqual({
      days: 14,
      label: '14 days left',
    });
    expect(trialDaysLabel(new Date(now.getTime() + 2 * DAY + 60_000), now)).toEqual({
      days: 3,
      label: '3 days left',
    });
    expect(trialDaysLabel(new Date(now.getTime() + 20 * 3_600_000), now)).toEqual({
      days: 1,
      label: '1 day left',
    });
    expect(trialDaysLabel(new Date(2026, 10, 23, 18, 0), now)).toEqual({ days: 0, label: 'Expires today' });
  });
});

describe('banner wording', () => {
  it('has a title and button for each case, urgent at 7 days or fewer', () => {
    expect(starterBannerText({ daysLeft: 8, hasPhoneNumbers: true })).toEqual({
      title: 'Welcome to Your Free Trial!',
      action: 'Upgrade for More Minutes',
      urgent: false,
    });
    expect(starterBannerText({ daysLeft: 8, hasPhoneNumbers: false })).toEqual({
      title: "Let's Get Started!",
      action: 'View Plans & Pricing',
      urgent: false,
    });
    for (const daysLeft of [7, 1, 0]) {
      expect(starterBannerText({ daysLeft, hasPhoneNumbers: true })).toEqual({
        title: 'Trial Ending Soon!',
        action: 'Upgrade Now to Continue',
        urgent: true,
      });
    }
    expect(paidBannerTitle(true)).toBe("Everything's Ready!");
    expect(paidBannerTitle(false)).toBe('Almost Ready!');
  });
});

describe('StarterBanner', () => {
  const common = {
    servicePhone: '+12155550142',
    onAddPhoneNumber: vi.fn(),
    onDismiss: vi.fn(),
    onSelectPlan: vi.fn(),
    now,
  };

  it('shows minutes and days left, the plans button and the number to copy', () => {
    render(
      <StarterBanner
        {...common}
        hasPhoneNumbers
        minutesLeft={30}
        validUntil={new Date(now.getTime() + 14 * DAY)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Welcome to Your Free Trial!' })).toBeInTheDocument();
    expect(screen.getByText('30 minutes left')).toBeInTheDocument();
    expect(screen.getByText('14 days left')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Upgrade for More Minutes' }).click();
    expect(common.onSelectPlan).toHaveBeenCalledTimes(1);
    expect(screen.getByText('+1 (215) 555-0142')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Phone Number' })).toBeNull();
    screen.getByRole('button', { name: 'Dismiss' }).click();
    expect(common.onDismiss).toHaveBeenCalledTimes(1);
  });

  it('asks for a phone number when there is none, and turns urgent near the end', () => {
    render(
      <StarterBanner
        {...common}
        hasPhoneNumbers={false}
        minutesLeft={1}
        validUntil={new Date(now.getTime() + 3 * DAY)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Trial Ending Soon!' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-banner')).toHaveAttribute('data-urgent', 'true');
    expect(screen.getByText('1 minute left')).toBeInTheDocument();
    expect(screen.getByText('3 days left')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Add Phone Number' }).click();
    expect(common.onAddPhoneNumber).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Upgrade Now to Continue' })).toBeInTheDocument();
  });
});

describe('PaidBanner', () => {
  it("says Everything's Ready! with the number, or Almost Ready! with Add Phone Number", () => {
    const props = {
      servicePhone: '+12155550142',
      onAddPhoneNumber: vi.fn(),
      onDismiss: vi.fn(),
      planName: 'Standard',
    };
    const { unmount } = render(<PaidBanner {...props} hasPhoneNumbers />);
    expect(screen.getByRole('heading', { name: "Everything's Ready!" })).toBeInTheDocument();
    expect(screen.getByText('+1 (215) 555-0142')).toBeInTheDocument();
    unmount();
    render(<PaidBanner {...props} hasPhoneNumbers={false} />);
    expect(screen.getByRole('heading', { name: 'Almost Ready!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Phone Number' })).toBeInTheDocument();
  });
});
