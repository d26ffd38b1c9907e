// The top of a loved one's view: the way back, who they are, their number (tap to call on a
// phone) and whether their daily calls run.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { formatPhoneDisplay, locationLabel } from '../../../shared/phone/index.ts';
import { FadeLink } from '../PageFade/FadeLink.tsx';
import { LovedOneStatus } from './LovedOneStatus.tsx';

export function BackToDashboard() {
  return (
    <FadeLink to="/dashboard" fw={600}>
      <Group gap={6} component="span" wrap="nowrap">
        <IconArrowLeft size={18} aria-hidden />
        Back to dashboard
      </Group>
    </FadeLink>
  );
}

export function LovedOneHeader({ phone }: { phone: PhoneNumber }) {
  return (
    <Stack gap="xs">
      <Title order={1} fz={{ base: 28, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
        {phone.name}
      </Title>
      <Group gap="sm">
        <Anchor href={`tel:${phone.number}`} fz="lg" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPhoneDisplay(phone.number)}
        </Anchor>
        <Text size="sm" c="dimmed">
          {locationLabel({ region: phone.state, number: phone.number })}
        </Text>
      </Group>
      <LovedOneStatus phone={phone} />
    </Stack>
  );
}
