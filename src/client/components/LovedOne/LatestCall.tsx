// The loved one's latest call, on their dashboard card: how it went at a glance, and an
// emergency or talk of self-harm in plain sight, with the way to that call.
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { FadeLink } from '../PageFade/FadeLink.tsx';
import { lovedOnePath } from './LovedOneLink.tsx';
import { callWhen, CRISIS_INK, CRISIS_LABEL, moodWord, outcomeWords, visibleMood } from './words.ts';

export function LatestCall({ phone }: { phone: PhoneNumber }) {
  const trpc = useTRPC();
  const latest = useQuery(trpc.lovedOnes.calls.queryOptions({ number: phone.number, page: 1, pageSize: 1 }));
  const call = latest.data?.calls[0];
  if (!call) return null;
  const when = callWhen(call.started_at, phone.timezone);
  if (call.crisis) {
    return (
      <Alert
        color={call.crisis === 'emergency' ? 'red' : 'orange'}
        variant="light"
        icon={<IconAlertTriangle />}
        title={CRISIS_LABEL[call.crisis]}
        data-testid="latest-call"
        data-crisis={call.crisis}
        py="xs"
        styles={{ title: { color: CRISIS_INK[call.crisis] } }}
      >
        <Text size="sm">
          On the last call, {when}.{' '}
          <FadeLink to={lovedOnePath(phone.id, call.id)} fw={700} size="sm">
            See the call
          </FadeLink>
        </Text>
      </Alert>
    );
  }
  const mood = visibleMood(call);
  return (
    <Text size="sm" data-testid="latest-call">
      <Text span fw={700} size="sm">
        Last call:
      </Text>{' '}
      {when} · {outcomeWords(call)}
      {mood !== null ? ` · Mood: ${moodWord(mood)}` : ''}
    </Text>
  );
}
