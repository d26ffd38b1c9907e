// One call's conversation, fetched when the family opens it. When the loved one declined
// recording, the server says so and only the call's notes (shown above it) were kept.
import { Box, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parseTranscript } from '../../../shared/admin.ts';
import { useTRPC } from '../../lib/trpc.ts';
import classes from './LovedOne.module.css';

export function CallTranscript({ number, callId, name }: { number: string; callId: string; name: string }) {
  const trpc = useTRPC();
  const transcript = useQuery(trpc.lovedOnes.transcript.queryOptions({ number, callId }));
  if (transcript.isPending) return <Loader size="sm" aria-label="Loading the conversation" />;
  if (transcript.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red.9">Error loading transcript. Please try again.</Text>
        <Button variant="default" size="xs" onClick={() => void transcript.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const data = transcript.data;
  if (!data.available)
    return <Text c="dimmed">{data.message ?? 'No transcript available for this call.'}</Text>;
  const lines = parseTranscript(data.transcript);
  if (!lines.length) return <Text c="dimmed">No transcript available for this call.</Text>;
  return (
    <Box
      className={classes.transcript}
      // A scrolling region is reachable by keyboard, so it can be scrolled without a mouse.
      tabIndex={0}
      role="log"
      aria-label={`Conversation with ${name}`}
      data-testid="call-transcript"
    >
      {lines.map((line, index) => (
        <div key={index} className={classes.lineRow} data-align={line.assistant ? 'right' : 'left'}>
          <Paper
            className={classes.bubble}
            data-assistant={line.assistant || undefined}
            radius="lg"
            px="md"
            py={6}
          >
            <Text size="sm" fw={700} c="dimmed">
              {line.assistant ? 'Porchlight' : line.speaker}
            </Text>
            <Text className={classes.message}>{line.message}</Text>
          </Paper>
        </div>
      ))}
    </Box>
  );
}
