// The panel's coloured badges. Colours come from the shared helpers (spec section 2, Admin panel);
// the text is a deep shade of the same colour so it stays readable on the pale tint.
import { Badge, type BadgeProps } from '@mantine/core';
import {
  callStatusColor,
  callTypeColor,
  callTypeLabel,
  healthColor,
  subscriptionColor,
} from '../../../shared/admin.ts';

const INK: Record<string, string> = {
  green: '#1d5e2b',
  red: '#9b1c1c',
  yellow: '#6b4400',
  orange: '#8a3406',
  blue: '#144f86',
  grape: '#65207a',
  gray: '#43474d',
};

function ColorBadge({ color, children, ...props }: BadgeProps & { color: string }) {
  return (
    <Badge
      variant="light"
      color={color}
      c={INK[color] ?? 'inherit'}
      size="lg"
      radius="sm"
      tt="none"
      fw={600}
      data-color={color}
      {...props}
    >
      {children}
    </Badge>
  );
}

export function CallTypeBadge({ type }: { type: string | null | undefined }) {
  const label = callTypeLabel(type);
  return <ColorBadge color={callTypeColor(label)}>{label}</ColorBadge>;
}

export function CallStatusBadge({ status }: { status: string }) {
  return <ColorBadge color={callStatusColor(status)}>{status.trim() || 'unknown'}</ColorBadge>;
}

export function SubscriptionBadge({ status }: { status: string }) {
  return (
    <ColorBadge color={subscriptionColor(status)}>{status.replaceAll('_', ' ').trim() || 'none'}</ColorBadge>
  );
}

export function HealthBadge({ health }: { health: string }) {
  return (
    <ColorBadge color={healthColor(health)} size="xl">
      {health}
    </ColorBadge>
  );
}
