import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import {
  bubbleSizeRem,
  defaultPlanId,
  gridColumns,
  PLAN_FEATURES,
  PlanModal,
  type PlanModalProps,
  type PlanOption,
} from './PlanModal.tsx';

const basic: PlanOption = {
  id: 'basic',
  name: 'Basic',
  description: 'A short daily check-in and reminders.',
  price: 29,
  priceId: 'price_basic',
  nMinutes: 120,
};
const standard: PlanOption = {
  id: 'standard',
  name: 'Standard',
  description: 'A daily conversation, reminders and family updates.',
  price: 49,
  originalPrice: 59,
  discountPercentage: 17,
  priceId: 'price_standard',
  nMinutes: 300,
};
const premium: PlanOption = {
  id: 'premium',
  name: 'Premium',
  description: 'Long daily chats and calls whenever they like.',
  price: 89,
  originalPrice: 99,
  discountPercentage: 10,
  priceId: 'price_premium',
  nMinutes: 600,
};
const PLANS = [basic, standard, premium];

function open(props: Partial<PlanModalProps> = {}) {
  const onCheckout = vi.fn();
  const onClose = vi.fn();
  render(
    <PlanModal
      opened
      onClose={onClose}
      plans={PLANS}
      processing={false}
      onCheckout={onCheckout}
      providerName="Stripe"
      {...props}
    />,
  );
  return { onCheckout, onClose };
}

const card = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name},`) });
const checkout = () => screen.getByRole('button', { name: /^(Get Started|Processing|Select a Plan)/ });

/** A phone-sized screen: every max-width query matches. */
function mockPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

// Carousel layout: a 344px-wide row; card i is 280px wide and starts at 30 + 292 i, so its centre
// is at 170 + 292 i and it is centred at scrollLeft 292 i - 2.
const CARD_WIDTH = 280;
const cardLeft = (i: number) => 30 + 292 * i;
function mockCarouselLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const index = this.dataset.index;
    return index === undefined ? 0 : cardLeft(Number(index));
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.index === undefined ? 0 : CARD_WIDTH;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('role') === 'radiogroup' ? 344 : 0;
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('bubbleSizeRem', () => {
  it('grows with the cube root of the minutes, 5 rem at 300', () => {
    expect(bubbleSizeRem(300)).toBeCloseTo(5, 10);
    expect(bubbleSizeRem(2400)).toBeCloseTo(10, 10);
    expect(bubbleSizeRem(37.5)).toBeCloseTo(2.5, 10);
  });
});

describe('gridColumns', () => {
  it('puts up to three plans side by side on a large screen, and two per row below it', () => {
    expect(gridColumns(3, true)).toBe(3); // Basic, Standard and Premium all above the fold
    expect(gridColumns(4, true)).toBe(3);
    expect(gridColumns(2, true)).toBe(2);
    expect(gridColumns(1, true)).toBe(2);
    expect(gridColumns(3, false)).toBe(2);
  });
});

describe('defaultPlanId', () => {
  it("is 'standard' when present, else the first plan, else null", () => {
    expect(defaultPlanId(PLANS)).toBe('standard');
    expect(defaultPlanId([premium, basic])).toBe('premium');
    expect(defaultPlanId([])).toBeNull();
    expect(defaultPlanId(undefined)).toBeNull();
  });
});

describe('PlanModal on a large screen', () => {
  it('marks Standard as Most Popular and preselects it', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(card('Standard')).getByText('Most Popular')).toBeInTheDocument();
    expect(card('Standard')).toHaveAttribute('aria-checked', 'true');
    expect(card('Basic')).toHaveAttribute('aria-checked', 'false');
    expect(card('Premium')).toHaveAttribute('aria-checked', 'false');
    expect(checkout()).toHaveTextContent('Get Started with Standard');
    expect(checkout()).toBeEnabled();
  });

  it('falls back to the first plan when there is no Standard plan', () => {
    open({ plans: [basic, premium] });
    expect(within(card('Basic')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Premium')).queryByText('Most Popular')).toBeNull();
    expect(card('Basic')).toHaveAttribute('aria-checked', 'true');
    expect(checkout()).toHaveTextContent('Get Started with Basic');
  });

  it('selects a plan by clicking its card, or with Enter or Space', () => {
    open();
    fireEvent.click(card('Premium'));
    expect(card('Premium')).toHaveAttribute('aria-checked', 'true');
    expect(card('Standard')).toHaveAttribute('aria-checked', 'false');
    expect(checkout()).toHaveTextContent('Get Started with Premium');

    fireEvent.keyDown(card('Basic'), { key: 'Enter' });
    expect(checkout()).toHaveTextContent('Get Started with Basic');
    fireEvent.keyDown(card('Standard'), { key: ' ' });
    expect(checkout()).toHaveTextContent('Get Started with Standard');
  });

  it('starts checkout for the selected plan', () => {
    const { onCheckout } = open();
    fireEvent.click(card('Basic'));
    fireEvent.click(checkout());
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(onCheckout).toHaveBeenCalledWith(basic);
  });

  it("says 'Processing...' and is disabled while checkout is being created", () => {
    const { onCheckout } = open({ processing: true });
    expect(checkout()).toHaveTextContent('Processing...');
    expect(checkout()).toBeDisabled();
    fireEvent.click(checkout());
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('shows a loader while the plans load', () => {
    open({ plans: undefined });
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(checkout()).toHaveTextContent('Select a Plan to Continue');
    expect(checkout()).toBeDisabled();
  });

  it('says so when there are no plans', () => {
    const { onCheckout } = open({ plans: [] });
    expect(screen.getByText('No subscription plans available')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(checkout()).toHaveTextContent('Select a Plan to Continue');
    expect(checkout()).toBeDisabled();
    fireEvent.click(checkout());
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('shows the price, the struck-through original price and the discount', () => {
    open();
    const standardCard = within(card('Standard'));
    expect(standardCard.getByText('$49')).toBeInTheDocument();
    expect(standardCard.getByText('/month')).toBeInTheDocument();
    expect(standardCard.getByText('$59')).toHaveStyle({ textDecoration: 'line-through' });
    expect(standardCard.getByText('-17% OFF')).toBeInTheDocument();
    expect(standardCard.getByText('300 minutes per month')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('-10% OFF')).toBeInTheDocument();

    const basicCard = within(card('Basic'));
    expect(basicCard.getByText('$29')).toBeInTheDocument();
    expect(basicCard.getByText('120 minutes per month')).toBeInTheDocument();
    expect(basicCard.queryByText(/% OFF/)).toBeNull();
    expect(card('Basic').querySelector('s')).toBeNull();
  });

  it('lists the six features on every card', () => {
    open();
    for (const name of ['Basic', 'Standard', 'Premium']) {
      const items = within(card(name)).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'AI companion',
        'Daily check-in calls',
        'Memory assistance and reminders',
        'Family updates',
        'Unusual activity alerts',
        'SMS notifications to family',
      ]);
    }
    expect(PLAN_FEATURES).toHaveLength(6);
  });

  it('sizes each bubble by the minutes', () => {
    open();
    const bubble = (name: string) => card(name).querySelector<HTMLElement>('[data-plan-bubble]');
    expect(bubble('Standard')?.style.width).toBe('5rem');
    expect(bubble('Standard')?.style.height).toBe('5rem');
    expect(bubble('Basic')?.style.width).toBe('3.684rem');
    expect(bubble('Premium')?.style.width).toBe('6.3rem');
    expect(bubble('Premium')).toHaveAttribute('aria-hidden');
  });

  it('names the payment provider and says cancel anytime', () => {
    open({ providerName: 'Stripe' });
    expect(screen.getByText('Secure payment powered by Stripe')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
  });

  it('goes back to the Most Popular plan whenever it is opened again', () => {
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened((o) => !o)}>
            toggle
          </button>
          <PlanModal
            opened={opened}
            onClose={() => setOpened(false)}
            plans={PLANS}
            processing={false}
            onCheckout={() => undefined}
            providerName="Stripe"
          />
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(card('Premium'));
    expect(checkout()).toHaveTextContent('Get Started with Premium');
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(card('Standard')).toHaveAttribute('aria-checked', 'true');
    expect(checkout()).toHaveTextContent('Get Started with Standard');
  });

  it('has no carousel dots', () => {
    open();
    expect(screen.queryByRole('button', { name: /^Show the/ })).toBeNull();
  });
});

describe('PlanModal on a phone', () => {
  it('shows the short discount badge and dots, and centres Most Popular on opening', () => {
    mockPhone();
    mockCarouselLayout();
    open();
    expect(within(card('Standard')).getByText('-17%')).toBeInTheDocument();
    expect(screen.queryByText('-17% OFF')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Plans' }).scrollLeft).toBe(290);
    expect(screen.getByRole('button', { name: 'Show the Standard plan' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show the Basic plan' })).not.toHaveAttribute('aria-current');
    expect(checkout()).toHaveTextContent('Get Started with Standard');
  });

  it('selects the card nearest the centre 100 ms after scrolling stops', async () => {
    mockPhone();
    mockCarouselLayout();
    const { onCheckout } = open();
    vi.useFakeTimers();
    const carousel = screen.getByRole('radiogroup', { name: 'Plans' });

    // Swipe towards Premium (centred at 582): 560 is nearer Premium than Standard (290).
    carousel.scrollLeft = 500;
    fireEvent.scroll(carousel);
    await act(() => vi.advanceTimersByTimeAsync(80));
    carousel.scrollLeft = 560;
    fireEvent.scroll(carousel); // still moving: the 100 ms start again
    await act(() => vi.advanceTimersByTimeAsync(80));
    expect(checkout()).toHaveTextContent('Get Started with Standard');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(checkout()).toHaveTextContent('Get Started with Premium');
    expect(card('Premium')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Show the Premium plan' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // And back to the start: Basic is centred at -2.
    carousel.scrollLeft = 0;
    fireEvent.scroll(carousel);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(checkout()).toHaveTextContent('Get Started with Basic');
    fireEvent.click(checkout());
    expect(onCheckout).toHaveBeenCalledWith(basic);
  });

  it('scrolls a card into the centre when its dot is tapped', () => {
    mockPhone();
    mockCarouselLayout();
    open();
    const carousel = screen.getByRole('radiogroup', { name: 'Plans' });
    const scrollTo = vi.fn();
    carousel.scrollTo = scrollTo as typeof carousel.scrollTo;
    fireEvent.click(screen.getByRole('button', { name: 'Show the Premium plan' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 582 }));
    expect(checkout()).toHaveTextContent('Get Started with Premium');
    expect(screen.getByRole('button', { name: 'Show the Premium plan' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
  it('keeps a tapped plan while the carousel is still sliding to it past other cards', async () => {
    mockPhone();
    mockCarouselLayout();
    open();
    vi.useFakeTimers();
    const carousel = screen.getByRole('radiogroup', { name: 'Plans' });
    carousel.scrollTo = vi.fn() as typeof carousel.scrollTo;
    // From Premium's dot back to Basic: the slide pauses for a moment over Standard.
    fireEvent.click(screen.getByRole('button', { name: 'Show the Premium plan' }));
    carousel.scrollLeft = 582;
    fireEvent.scroll(carousel);
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.click(screen.getByRole('button', { name: 'Show the Basic plan' }));
    carousel.scrollLeft = 290; // passing Standard
    fireEvent.scroll(carousel);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(checkout()).toHaveTextContent('Get Started with Basic');
    carousel.scrollLeft = 0; // arrived
    fireEvent.scroll(carousel);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(checkout()).toHaveTextContent('Get Started with Basic');
    // A swipe by hand after that is followed again.
    fireEvent.touchStart(carousel, {
      touches: [{ clientX: 200, clientY: 300 }],
      changedTouches: [{ clientX: 200, clientY: 300 }],
    });
    carousel.scrollLeft = 290;
    fireEvent.scroll(carousel);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(checkout()).toHaveTextContent('Get Started with Standard');
  });
});
