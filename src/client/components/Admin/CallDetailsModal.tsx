// Call Details: who, how long, when, what type; the recording; the transcript (spec section 2).
import { Box, Center, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMicrophoneOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES, formatDuration, type AdminCallItem } from '../../../shared/admin.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CallStatusBadge, CallTypeBadge } from './AdminBadges.tsx';
import { AudioPlayer } from './AudioPlayer.tsx';
import { formatDateTime } from './format.ts';
import { TranscriptView } from './TranscriptView.tsx';
import { formatPhoneDisplay } from '../../../shared/phone/format.ts';

// Spec section 8: shown in place of the recording or transcript when they cannot be loaded.
const AUDIO_LOAD_ERROR = 'Error loading audio information';
const TRANSCRIPT_LOAD_ERROR = 'Error loading transcript';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Box fw={600} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </div>
  );
}

export function AudioUnavailable({ message }: { message: string | null | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" role="status">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMicrophoneOff size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <div>
          <Text fw={700}>Audio Not Available</Text>
          <Text mt={4}>{message?.trim() ? message : ADMIN_MESSAGES.audioDefault}</Text>
          <Text mt={4} size="sm" c="dimmed">
            {ADMIN_MESSAGES.audioComingSoon}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

function CallDetailsBody({
  call,
  opened,
  refetchInterval,
}: {
  call: AdminCallItem;
  opened: boolean;
  refetchInterval: number | false;
}) {
  const trpc = useTRPC();
  // Disabled (not unmounted) while the modal animates closed, so the content stays put.
  const options = { enabled: opened, refetchInterval };
  const audio = useQuery(trpc.admin.callAudio.queryOptions({ callId: call.id }, options));
  const transcript = useQuery(trpc.admin.callTranscript.queryOptions({ callId: call.id }, options));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Phone Number">
          <span style={{ whiteSpace: 'nowrap' }}>{formatPhoneDisplay(call.phoneNumber)}</span>
          {call.phoneName && (
            <Text size="sm" c="dimmed" fw={500}>
              {call.phoneName}
            </Text>
          )}
        </Fact>
        <Fact label="Duration">{formatDuration(call.duration)}</Fact>
        <Fact label="Time">{formatDateTime(call.timestamp)}</Fact>
        <Fact label="Type">
          <Group gap={6}>
            <CallTypeBadge type={call.callType} />
            <CallStatusBadge status={call.status} />
          </Group>
        </Fact>
      </SimpleGrid>

      <section aria-labelledby="call-audio-heading">
        <Title order={3} fz="lg" mb="xs" id="call-audio-heading">
          Recording
        </Title>
        {audio.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Loading audio" />
          </Center>
        ) : audio.data?.available && audio.data.audioUrl ? (
          <AudioPlayer
            key={call.id}
            callId={call.id}
            src={audio.data.audioUrl}
            format={audio.data.format}
            durationHint={audio.data.duration ?? call.duration}
            active={opened}
          />
        ) : (
          <AudioUnavailable message={audio.isError ? AUDIO_LOAD_ERROR : audio.data?.message} />
        )}
      </section>

      <section aria-labelledby="call-transcript-heading">
        <Title order={3} fz="lg" mb="xs" id="call-transcript-heading">
          Transcript
        </Title>
        {transcript.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Loading transcript" />
          </Center>
        ) : transcript.isError ? (
          <Text c="dimmed" py="md">
            {TRANSCRIPT_LOAD_ERROR}
          </Text>
        ) : (
          <TranscriptView transcript={transcript.data.transcript} />
        )}
      </section>
    </Stack>
  );
}

export function CallDetailsModal({
  call,
  opened,
  onClose,
  refetchInterval,
}: {
  call: AdminCallItem | null;
  opened: boolean;
  onClose: () => void;
  refetchInterval: number | false;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened && call !== null}
      onClose={onClose}
      title="Call Details"
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {call && <CallDetailsBody call={call} opened={opened} refetchInterval={refetchInterval} />}
    </Modal>
  );
}
