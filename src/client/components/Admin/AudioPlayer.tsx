// A call recording: play/pause, seek, speed and download (spec section 2 Call Details modal,
// section 4 Audio player: playing / paused; resets to start and 1x on close; ended returns to paused).
import { ActionIcon, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { audioFileName, formatDuration, PLAYBACK_SPEEDS } from '../../../shared/admin.ts';

export interface AudioPlayerProps {
  callId: string;
  /** Same-origin, cookie-authenticated, Range-capable. */
  src: string;
  format: string | null;
  /** The server's idea of the length, shown until the file's own metadata loads. */
  durationHint: number | null;
  /** False once the modal closes: the player stops and goes back to the start at 1x. */
  active: boolean;
}

export function downloadHref(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}download=1`;
}

export function AudioPlayer({ callId, src, format, durationHint, active }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [dragging, setDragging] = useState<number | null>(null);
  const [duration, setDuration] = useState(durationHint ?? 0);
  const [speed, setSpeed] = useState(1);

  const applySpeed = (rate: number) => {
    const audio = audioRef.current;
    if (audio) {
      // A new load resets playbackRate to defaultPlaybackRate, so set both.
      audio.defaultPlaybackRate = rate;
      audio.playbackRate = rate;
    }
    setSpeed(rate);
  };

  // Closing the modal stops the recording and puts it back to the start at 1x.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) {
      setPlaying(false);
      setPosition(0);
      setDragging(null);
      setSpeed(1);
    }
  }
  useEffect(() => {
    const audio = audioRef.current;
    if (active || !audio) return;
    audio.pause();
    audio.currentTime = 0;
    audio.defaultPlaybackRate = 1;
    audio.playbackRate = 1;
  }, [active]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    setPlaying(true);
    audio.play().catch((error: unknown) => {
      console.error('Audio playback failed', error);
      setPlaying(false);
    });
  };

  const readDuration = () => {
    const length = audioRef.current?.duration;
    if (length !== undefined && Number.isFinite(length) && length > 0) setDuration(length);
  };

  const seekTo = (seconds: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = seconds;
    setPosition(seconds);
    setDragging(null);
  };

  const shown = dragging ?? position;

  return (
    <Stack gap="sm">
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
      />
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon
          size={48}
          radius="xl"
          variant="filled"
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={toggle}
        >
          {playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
        </ActionIcon>
        <Slider
          flex={1}
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(shown, Math.max(duration, 0.1))}
          onChange={setDragging}
          onChangeEnd={seekTo}
          label={(value) => formatDuration(value)}
          thumbLabel="Seek"
          disabled={duration <= 0}
          size="md"
        />
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="audio-time">
          {formatDuration(shown)} / {formatDuration(duration)}
        </Text>
      </Group>
      <Group justify="space-between" gap="sm">
        <Group gap={6} role="group" aria-label="Playback speed">
          {PLAYBACK_SPEEDS.map((rate) => (
            <Button
              key={rate}
              size="compact-md"
              variant={speed === rate ? 'filled' : 'default'}
              aria-pressed={speed === rate}
              onClick={() => applySpeed(rate)}
            >
              {rate}x
            </Button>
          ))}
        </Group>
        <Button
          component="a"
          href={downloadHref(src)}
          download={audioFileName(callId, format)}
          variant="light"
          leftSection={<IconDownload size={18} />}
        >
          Download Audio
        </Button>
      </Group>
    </Stack>
  );
}
