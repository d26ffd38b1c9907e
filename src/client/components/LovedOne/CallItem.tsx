// One call in the timeline: when (in the loved one's time), who rang whom, how it went, the
// summary, mood and topics, what was set, remembered and passed on, every alert with its
// delivery, and the conversation itself behind a button. Crisis calls stand out.
import { Badge, Box, Button, Card, Collapse, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconMail,
  IconMessage,
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSad2,
  IconMoodSmile,
  IconPhoneIncoming,
  IconPhoneOutgoing,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TimelineCall } from '../../../shared/family.ts';
import { CallTranscript } from './CallTranscript.tsx';
import classes from './LovedOne.module.css';
import {
  alertChannelWords,
  alertKindWords,
  alertStatus,
  alertTo,
  callWhen,
  CRISIS_INK,
  CRISIS_LABEL,
  moodWord,
  outcomeWords,
  reminderWords,
  visibleMood,
  whoCalled,
} from './words.ts';

const OUTCOME_COLORS: Record<TimelineCall['outcome'], string> = {
  talked: 'green',
  no_answer: 'gray',
  declined: 'gray',
  voicemail: 'gray',
  missed: 'orange',
  in_progress: 'blue',
  failed: 'red',
};

const FACES = [IconMoodSad2, IconMoodSad, IconMoodEmpty, IconMoodSmile, IconMoodHappy];
const FACE_COLORS = ['red', 'orange', 'gray', 'teal', 'green'];

export function MoodFace({ mood }: { mood: number }) {
  const index = Math.min(5, Math.max(1, Math.round(mood))) - 1;
  const Face = FACES[index] ?? IconMoodEmpty;
  return (
    <Group gap={6} wrap="nowrap" data-testid="call-mood">
      <ThemeIcon variant="light" color={FACE_COLORS[index]} radius="xl" size={30} aria-hidden>
        <Face size={20} />
      </ThemeIcon>
      <Text fw={600}>Mood: {moodWord(mood)}</Text>
    </Group>
  );
}

function DetailList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <ul className={classes.details}>
        {items.map((item, i) => (
          <li key={i}>
            <Text size="md" style={{ overflowWrap: 'anywhere' }}>
              {item}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CallItem({
  call,
  name,
  number,
  timeZone,
  focused = false,
}: {
  call: TimelineCall;
  name: string;
  number: string;
  timeZone: string;
  /** Opened from a link to this call (an emergency message): scrolled to, with its conversation open. */
  focused?: boolean;
}) {
  const [open, setOpen] = useState(focused);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [focused]);

  const when = callWhen(call.started_at, timeZone);
  const mood = visibleMood(call);
  // The conversation exists (or was declined) only where someone talked.
  const hasConversation = call.outcome === 'talked' || call.transcript_available;
  const Direction = call.direction === 'inbound' ? IconPhoneIncoming : IconPhoneOutgoing;

  return (
    <Card
      ref={ref}
      withBorder
      radius="lg"
      padding="md"
      className={classes.call}
      data-crisis={call.crisis ?? undefined}
      data-focused={focused || undefined}
      data-testid="timeline-call"
      tabIndex={focused ? -1 : undefined}
      component="article"
      aria-labelledby={`${panelId}-title`}
    >
      <Stack gap="xs">
        {call.crisis && (
          <Group gap={8} wrap="nowrap">
            <ThemeIcon
              color={call.crisis === 'emergency' ? 'red.8' : 'orange.9'}
              radius="xl"
              size={30}
              aria-hidden
            >
              <IconAlertTriangle size={18} />
            </ThemeIcon>
            <Text fw={800} fz="lg" c={CRISIS_INK[call.crisis]} data-testid="call-crisis">
              {CRISIS_LABEL[call.crisis]}
            </Text>
          </Group>
        )}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="lg" id={`${panelId}-title`}>
            {when}
          </Title>
          <Group gap={8}>
            <Group gap={4} wrap="nowrap">
              <Direction size={18} aria-hidden />
              <Text fw={600} size="sm">
                {whoCalled(call)}
              </Text>
            </Group>
            <Badge
              variant="light"
              color={OUTCOME_COLORS[call.outcome]}
              radius="sm"
              size="lg"
              tt="none"
              fw={700}
              // Dark ink on the tint: the colour tells at a glance, the words read at 4.5:1 or more.
              c="var(--mantine-color-text)"
              data-testid="call-outcome"
            >
              {outcomeWords(call)}
            </Badge>
          </Group>
        </Group>

        {mood !== null && <MoodFace mood={mood} />}
        {call.summary && (
          <Text style={{ overflowWrap: 'anywhere' }} data-testid="call-summary">
            {call.summary}
          </Text>
        )}
        {call.topics.length > 0 && (
          <Group gap={6} role="group" aria-label="Topics">
            {call.topics.map((topic) => (
              <Badge key={topic} variant="light" radius="sm" tt="none" fw={600} size="lg">
                {topic}
              </Badge>
            ))}
          </Group>
        )}

        <DetailList
          title="Reminders set"
          items={call.reminders.map((r) => `${r.text} (${reminderWords(r)})`)}
        />
        <DetailList title="Remembered" items={call.memories} />
        <DetailList title="Notes passed on" items={call.notes_passed} />

        {call.alerts.length > 0 && (
          <div>
            <Text fw={700} size="sm">
              Alerts sent
            </Text>
            <Stack gap={6} mt={4} data-testid="call-alerts">
              {call.alerts.map((alert, i) => {
                const status = alertStatus(alert.status);
                const Channel = alert.channel === 'sms' ? IconMessage : IconMail;
                return (
                  <Group key={i} gap={8} wrap="nowrap" align="flex-start" data-testid="call-alert">
                    <Channel size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Text size="md" style={{ minWidth: 0, overflowWrap: 'anywhere', flex: 1 }}>
                      {alertKindWords(alert.kind)} · {alertChannelWords(alert.channel)} to{' '}
                      <span style={{ whiteSpace: alert.channel === 'sms' ? 'nowrap' : undefined }}>
                        {alertTo(alert)}
                      </span>
                    </Text>
                    <Badge
                      color={status.color}
                      c="var(--mantine-color-text)"
                      variant="light"
                      radius="sm"
                      tt="none"
                      size="md"
                      fw={700}
                    >
                      {status.label}
                    </Badge>
                  </Group>
                );
              })}
            </Stack>
          </div>
        )}

        {hasConversation && (
          <Box>
            <Button
              variant="default"
              size="sm"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={`${panelId}-panel`}
              rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            >
              {open ? 'Hide the conversation' : 'Read the conversation'}
            </Button>
            <Collapse expanded={open} id={`${panelId}-panel`}>
              {open && (
                <Stack gap="xs" mt="sm">
                  <Title order={4} fz="md">
                    The conversation
                  </Title>
                  <CallTranscript number={number} callId={call.id} name={name} />
                </Stack>
              )}
            </Collapse>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
