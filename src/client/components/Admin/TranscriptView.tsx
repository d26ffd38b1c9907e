// The call as a chat: one bubble per 'Speaker: message' line, the assistant on the right
// (spec section 2 Call Details modal; section 5: lines without a colon or a speaker are ignored).
import { Box, Paper, ScrollArea, Text } from '@mantine/core';
import { ADMIN_MESSAGES, parseTranscript } from '../../../shared/admin.ts';
import classes from './Admin.module.css';

export const TRANSCRIPT_HEIGHT = 500;

export function TranscriptView({ transcript }: { transcript: string | null | undefined }) {
  const lines = parseTranscript(transcript);
  if (lines.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {ADMIN_MESSAGES.noTranscript}
      </Text>
    );
  }
  return (
    <ScrollArea
      // Exactly 500px (the spec's figure), not rem: it does not grow with the font size.
      style={{ height: TRANSCRIPT_HEIGHT }}
      type="auto"
      offsetScrollbars
      className={classes.transcript}
      data-testid="transcript"
      // The scrolling part takes keyboard focus, so the transcript can be read with the arrow keys.
      viewportProps={{ tabIndex: 0, role: 'log', 'aria-label': 'Transcript' }}
      classNames={{ viewport: classes.transcriptViewport }}
    >
      <Box p="sm" className={classes.chat}>
        {lines.map((line, index) => (
          <Box
            key={index}
            className={classes.lineRow}
            data-align={line.assistant ? 'right' : 'left'}
            data-testid="transcript-line"
          >
            <Paper
              className={classes.bubble}
              data-assistant={line.assistant || undefined}
              radius="lg"
              px="md"
              py="xs"
            >
              <Text size="sm" fw={700} className={classes.speaker}>
                {line.speaker}
              </Text>
              <Text className={classes.message}>{line.message}</Text>
            </Paper>
          </Box>
        ))}
      </Box>
    </ScrollArea>
  );
}
