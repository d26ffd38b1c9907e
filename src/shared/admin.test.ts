import { describe, expect, it } from 'vitest';
import {
  audioFileName,
  callStatusColor,
  callTypeColor,
  callTypeLabel,
  formatDuration,
  healthColor,
  parseTranscript,
  subscriptionColor,
  transcriptLine,
} from './admin.ts';

describe('parseTranscript', () => {
  it("reads 'Speaker: message' lines and marks the assistant's", () => {
    expect(parseTranscript('Assistant: Hello Rosa.\nRosa: Hello dear: how are you?\r\nAI: Fine')).toEqual([
      { speaker: 'Assistant', message: 'Hello Rosa.', assistant: true },
      { speaker: 'Rosa', message: 'Hello dear: how are you?', assistant: false },
      { speaker: 'AI', message: 'Fine', assistant: true },
    ]);
  });

  it('leaves out lines without a colon or with an empty speaker', () => {
    expect(parseTranscript('no colon here\n: nobody said this\n   : nor this\n\nassistant:ok')).toEqual([
      { speaker: 'assistant', message: 'ok', assistant: true },
    ]);
    expect(parseTranscript('')).toEqual([]);
    expect(parseTranscript(null)).toEqual([]);
  });

  it('round-trips what the server writes, even with line breaks and colons in a message', () => {
    const text = [transcriptLine('Assistant', 'Hi\nthere'), transcriptLine('Ro:sa', 'at 10:30')].join('\n');
    expect(text).toBe('Assistant: Hi there\nRo sa: at 10:30');
    expect(parseTranscript(text).map((l) => l.message)).toEqual(['Hi there', 'at 10:30']);
  });
});

describe('admin display rules', () => {
  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(4500)).toBe('75:00');
    expect(formatDuration(null)).toBe('0:00');
  });

  it('colours call types, statuses, subscriptions and health as the spec says', () => {
    expect(['commercial', 'appointment', 'outbound', 'regular', ''].map(callTypeColor)).toEqual([
      'grape',
      'blue',
      'orange',
      'green',
      'green',
    ]);
    expect(callTypeLabel('')).toBe('regular');
    expect(callTypeLabel('  ')).toBe('regular');
    expect(callTypeLabel('outbound')).toBe('outbound');
    expect(['completed', 'failed', 'busy', 'no-answer'].map(callStatusColor)).toEqual([
      'green',
      'red',
      'yellow',
      'orange',
    ]);
    expect(['active', 'trial', 'past_due', 'none'].map(subscriptionColor)).toEqual([
      'green',
      'yellow',
      'red',
      'red',
    ]);
    expect(['healthy', 'warning', 'critical'].map(healthColor)).toEqual(['green', 'yellow', 'red']);
  });

  it('names the download call-audio-{id}.{format}, wav by default', () => {
    expect(audioFileName('abc', 'mp3')).toBe('call-audio-abc.mp3');
    expect(audioFileName('abc', null)).toBe('call-audio-abc.wav');
  });
});
