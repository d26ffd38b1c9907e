// 'Choose Your Plan': the plan picker shown before checkout. On a phone the plans are a swipe
// carousel (the centred card is the selected one); on a larger screen they are a two-column grid
// of radio cards. The button at the bottom starts checkout for the selected plan.
import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCheck, IconCircle, IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { PurchasablePlan } from '../../../shared/plans.ts';
import classes from './PlanModal.module.css';
import { useMediaMatch } from '../../hooks/useMediaMatch.ts';

/** A plan card's data: GET /api/subscription-plans' plan (the id may be any string here). */
export type PlanOption = Omit<PurchasablePlan, 'id'> & { id: string };

export interface PlanModalProps {
  opened: boolean;
  onClose: () => void;
  /** Undefined while the plans are loading. */
  plans: PlanOption[] | undefined;
  /** True while checkout is being created. */
  processing: boolean;
  onCheckout: (plan: PlanOption) => void;
  /** The payment provider named in the footer, e.g. 'Stripe'. */
  providerName: string;
}

export const PLAN_FEATURES = [
  'AI companion',
  'Daily check-in calls',
  'Memory assistance and reminders',
  'Family updates',
  'Unusual activity alerts',
  'SMS notifications to family',
] as const;

/** The plan marked 'Most Popular' and preselected; the first plan when it is missing. */
export const MOST_POPULAR_PLAN_ID = 'standard';

/** How long the carousel must be still before the centred card counts as chosen. */
export const SCROLL_SETTLE_MS = 100;

/** Diameter of a card's decorative bubble: its volume grows with the minutes (300 → 5 rem). */
export function bubbleSizeRem(nMinutes: number): number {
  return Math.cbrt(Math.max(0, nMinutes) / 300) * 5;
}

/** The plan that is marked 'Most Popular' and selected when the modal opens. */
export function defaultPlanId(plans: readonly PlanOption[] | undefined): string | null {
  if (!plans || plans.length === 0) return null;
  return (plans.find((p) => p.id === MOST_POPULAR_PLAN_ID) ?? plans[0])?.id ?? null;
}

function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** Index of the card whose centre is nearest the container's visible centre. */
function closestCardIndex(container: HTMLElement, cards: readonly (HTMLElement | null)[]): number {
  const centre = container.scrollLeft + container.clientWidth / 2;
  let best = -1;
  let bestDistance = Infinity;
  cards.forEach((card, i) => {
    if (!card) return;
    const distance = Math.abs(card.offsetLeft + card.offsetWidth / 2 - centre);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** Scrolls the carousel so that the card sits in its centre (cards are laid out relative to it). */
function centreCard(container: HTMLElement, card: HTMLElement | null | undefined, smooth: boolean) {
  if (!card) return;
  const left = card.offsetLeft - (container.clientWidth - card.offsetWidth) / 2;
  if (typeof container.scrollTo === 'function') {
    container.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
  } else {
    container.scrollLeft = left;
  }
}

function indexOfPlan(plans: readonly PlanOption[] | undefined, id: string | null): number {
  return plans?.findIndex((p) => p.id === id) ?? -1;
}

/**
 * Columns of the desktop grid: two, as the spec draws it, and on a large screen every plan (up to
 * three) side by side, since at 1280×800 a second row of cards falls below the fold.
 */
export function gridColumns(planCount: number, large: boolean): number {
  return large ? Math.min(Math.max(planCount, 2), 3) : 2;
}

export function PlanModal({ opened, onClose, plans, processing, onCheckout, providerName }: PlanModalProps) {
  const mobile = useMediaMatch('(max-width: 48em)');
  const large = useMediaMatch('(min-width: 75em)');
  const columns = gridColumns(plans?.length ?? 0, large);
  const reduceMotion = useReducedMotion();
  const popularId = defaultPlanId(plans);

  // Every opening (and the plans arriving while open) starts again from the Most Popular plan.
  const resetKey = opened ? `open:${popularId}` : 'closed';
  const [selectedId, setSelectedId] = useState<string | null>(popularId);
  const [centredIndex, setCentredIndex] = useState(() => indexOfPlan(plans, popularId));
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    if (opened) {
      setSelectedId(popularId);
      setCentredIndex(indexOfPlan(plans, popularId));
    }
  }

  const selectedIndex = indexOfPlan(plans, selectedId);
  const selectedPlan = plans?.[selectedIndex] ?? null;

  const cardRefs = useRef<(HTMLDivElement | null)[]>([]);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [carousel, setCarousel] = useState<HTMLDivElement | null>(null);
  const centredCarousel = useRef<HTMLDivElement | null>(null);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // When the carousel appears, bring the selected (Most Popular) card into the centre.
  useEffect(() => {
    if (!opened) {
      centredCarousel.current = null;
      return;
    }
    if (!mobile || !carousel || centredCarousel.current === carousel) return;
    centredCarousel.current = carousel;
    if (selectedIndex >= 0) centreCard(carousel, cardRefs.current[selectedIndex], false);
  }, [opened, mobile, carousel, selectedIndex]);

  // A tapped card or dot scrolls itself into the centre; until it arrives (or the person swipes
  // by hand), a pause mid-animation on a slow phone must not select a card it passes on the way.
  const scrollTarget = useRef<number | null>(null);

  const onCarouselScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      if (!carousel || !plans) return;
      const index = closestCardIndex(carousel, cardRefs.current);
      if (scrollTarget.current !== null && index !== scrollTarget.current) return;
      scrollTarget.current = null;
      const plan = plans[index];
      if (!plan) return;
      setCentredIndex(index);
      setSelectedId(plan.id);
    }, SCROLL_SETTLE_MS);
  };

  const choose = (index: number, { focus = false } = {}) => {
    const plan = plans?.[index];
    if (!plan) return;
    setSelectedId(plan.id);
    const card = cardRefs.current[index];
    if (focus) card?.focus({ preventScroll: mobile });
    if (mobile) {
      setCentredIndex(index);
      scrollTarget.current = index;
      if (carousel) centreCard(carousel, card, !reduceMotion);
    }
  };

  const onCardKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const count = plans?.length ?? 0;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(index);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      choose((index + 1) % count, { focus: true });
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      choose((index - 1 + count) % count, { focus: true });
    }
  };

  const cards = plans?.map((plan, index) => (
    <PlanCard
      key={plan.id}
      ref={(el) => {
        cardRefs.current[index] = el;
      }}
      plan={plan}
      index={index}
      popular={plan.id === popularId}
      selected={plan.id === selectedPlan?.id}
      compact={mobile}
      onSelect={() => choose(index)}
      onKeyDown={(event) => onCardKeyDown(event, index)}
    />
  ));

  let body;
  if (!plans) {
    body = (
      <Center py={48}>
        <Loader size="lg" role="status" aria-label="Loading plans" />
      </Center>
    );
  } else if (plans.length === 0) {
    body = (
      <Text ta="center" size="lg" c="dimmed" py={40}>
        No subscription plans available
      </Text>
    );
  } else if (mobile) {
    body = (
      <div>
        <div
          ref={setCarousel}
          className={classes.carousel}
          role="radiogroup"
          aria-label="Plans"
          onScroll={onCarouselScroll}
          onPointerDown={() => (scrollTarget.current = null)}
          onTouchStart={() => (scrollTarget.current = null)}
          onWheel={() => (scrollTarget.current = null)}
        >
          {cards}
        </div>
        {plans.length > 1 && (
          <Group justify="center" gap={0} className={classes.dots}>
            {plans.map((plan, index) => (
              <UnstyledButton
                key={plan.id}
                className={classes.dot}
                aria-label={`Show the ${plan.name} plan`}
                aria-current={index === centredIndex ? 'true' : undefined}
                data-active={index === centredIndex || undefined}
                onClick={() => choose(index)}
              >
                <span className={classes.dotMark} />
              </UnstyledButton>
            ))}
          </Group>
        )}
      </div>
    );
  } else {
    body = (
      <SimpleGrid
        cols={columns}
        spacing="lg"
        role="radiogroup"
        aria-label="Plans"
        className={classes.grid}
        data-wide={columns === 3 || undefined}
      >
        {cards}
      </SimpleGrid>
    );
  }

  let buttonLabel = 'Select a Plan to Continue';
  if (processing) buttonLabel = 'Processing...';
  else if (selectedPlan) buttonLabel = `Get Started with ${selectedPlan.name}`;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={columns === 3 && !mobile ? 1120 : 'xl'}
      radius="lg"
      centered
      closeButtonProps={{ size: 'xl', iconSize: 24, 'aria-label': 'Close' }}
      title="Choose Your Plan"
      classNames={{ title: classes.title }}
    >
      <Stack gap="lg">
        <Text size="lg" c="dimmed">
          Pick the minutes that fit your loved one. Change or cancel anytime.
        </Text>
        {body}
        <Stack gap="sm" className={classes.actions}>
          <Button
            fullWidth
            size="lg"
            disabled={processing || !selectedPlan}
            onClick={() => {
              if (selectedPlan) onCheckout(selectedPlan);
            }}
          >
            {buttonLabel}
          </Button>
          <Group justify="center" gap="lg" style={{ rowGap: 4 }}>
            <Group gap={6} wrap="nowrap">
              <IconLock size={18} aria-hidden />
              <Text size="sm" c="dimmed">
                {`Secure payment powered by ${providerName}`}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Cancel anytime
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}

function PlanCard({
  ref,
  plan,
  index,
  popular,
  selected,
  compact,
  onSelect,
  onKeyDown,
}: {
  ref: Ref<HTMLDivElement>;
  plan: PlanOption;
  index: number;
  popular: boolean;
  selected: boolean;
  /** The phone layout: a narrower card with a shorter discount badge. */
  compact: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const bubble = `${Number(bubbleSizeRem(plan.nMinutes).toFixed(3))}rem`;
  const minutes = `${plan.nMinutes.toLocaleString('en-US')} minutes per month`;
  const struck = plan.originalPrice !== undefined && plan.originalPrice > plan.price;
  const discount = plan.discountPercentage ?? 0;
  return (
    <Box
      ref={ref}
      role="radio"
      aria-checked={selected}
      aria-label={`${plan.name}, ${formatPrice(plan.price)} per month, ${minutes}`}
      tabIndex={0}
      data-index={index}
      data-selected={selected || undefined}
      className={classes.card}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      <span className={classes.check} aria-hidden>
        {selected ? <IconCircleCheckFilled size={30} /> : <IconCircle size={30} stroke={1.5} />}
      </span>
      <Stack gap="sm">
        <Group gap="xs" className={classes.head}>
          <Title order={3} className={classes.name}>
            {plan.name}
          </Title>
          {popular && (
            <Badge size="lg" variant="filled" tt="none">
              Most Popular
            </Badge>
          )}
        </Group>
        <Text size="md" className={classes.description}>
          {plan.description}
        </Text>
        <Group gap={8} align="baseline" className={classes.priceRow}>
          <span className={classes.amount}>
            <span
              className={classes.bubble}
              style={{ width: bubble, height: bubble }}
              data-plan-bubble
              aria-hidden
            />
            {formatPrice(plan.price)}
          </span>
          <Text span size="lg" className={classes.per}>
            /month
          </Text>
          {struck && (
            <>
              <VisuallyHidden>Regular price</VisuallyHidden>
              <Text component="s" size="lg" c="dimmed" td="line-through">
                {formatPrice(plan.originalPrice ?? 0)}
              </Text>
            </>
          )}
          {discount > 0 && (
            <Badge color="red.8" variant="filled" size={compact ? 'md' : 'lg'} className={classes.discount}>
              {compact ? `-${discount}%` : `-${discount}% OFF`}
            </Badge>
          )}
        </Group>
        <Text size="lg" fw={700}>
          {minutes}
        </Text>
        <List
          spacing={8}
          size="md"
          center
          icon={<IconCheck size={20} stroke={2.5} className={classes.featureIcon} aria-hidden />}
          className={classes.features}
        >
          {PLAN_FEATURES.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
    </Box>
  );
}
