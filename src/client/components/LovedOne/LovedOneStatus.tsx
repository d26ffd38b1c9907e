// One line on whether the loved one's daily calls run, and when the next one rings: on their
// dashboard card and at the top of their view.
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCalendarTime, IconPhoneIncoming, IconPlayerPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { publicConfig } from '../../lib/public-config.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { statusLine, type StatusKind } from './words.ts';

const LOOK: Record<StatusKind, { color: string; icon: typeof IconCalendarTime }> = {
  paused: { color: 'orange', icon: IconPlayerPause },
  no_minutes: { color: 'red', icon: IconAlertTriangle },
  waiting: { color: 'gray', icon: IconPhoneIncoming },
  next: { color: 'porch', icon: IconCalendarTime },
};

export function LovedOneStatus({ phone, size = 'md' }: { phone: PhoneNumber; size?: 'sm' | 'md' }) {
  const trpc = useTRPC();
  const subscription = useQuery(trpc.subscription.get.queryOptions());
  const status = statusLine({
    phone,
    servicePhone: publicConfig.servicePhone,
    // Only a subscription actually read says "no minutes": a failed check says nothing here.
    minutesLeft: subscription.data?.minutes_left ?? null,
  });
  const { color, icon: Icon } = LOOK[status.kind];
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" data-testid="loved-one-status" data-status={status.kind}>
      <ThemeIcon variant="light" color={color} radius="xl" size={size === 'sm' ? 26 : 30} aria-hidden>
        <Icon size={size === 'sm' ? 16 : 18} />
      </ThemeIcon>
      <Text
        fz={size}
        fw={status.kind === 'next' ? 500 : 600}
        c={status.kind === 'no_minutes' ? 'red.9' : undefined}
      >
        {status.text}
      </Text>
    </Group>
  );
}
