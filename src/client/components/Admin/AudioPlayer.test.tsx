import { MantineProvider } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { theme } from '../../theme.ts';
import { AudioPlayer, type AudioPlayerProps } from './AudioPlayer.tsx';

const CALL_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const SRC = `/api/admin/call-audio/${CALL_ID}/file`;
const props: AudioPlayerProps = { callId: CALL_ID, src: SRC, format: 'mp3', durationHint: 95, active: true };

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function open(overrides: Partial<AudioPlayerProps> = {}) {
  const view = render(<AudioPlayer {...props} {...overrides} />);
  const audio = view.container.querySelector('audio')!;
  const rerender = (next: Partial<AudioPlayerProps>) =>
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <AudioPlayer {...props} {...overrides} {...next} />
      </MantineProvider>,
    );
  return { audio, rerender };
}

const speedButton = (label: string) => screen.getByRole('button', { name: label });

describe('AudioPlayer', () => {
  it('plays the recording from its URL, loading only the metadata first', () => {
    const { audio } = open();
    expect(audio).toHaveAttribute('src', SRC);
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByTestId('audio-time')).toHaveTextContent('0:00 / 1:35');
  });

  it('toggles between play and pause', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('goes back to paused when the recording ends', () => {
    const { audio } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.ended(audio);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('goes back to paused when the browser refuses to play', async () => {
    play.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('sets the playback rate from the speed buttons', () => {
    const { audio } = open();
    expect(screen.getByRole('group', { name: 'Playback speed' })).toBeInTheDocument();
    expect(speedButton('1x')).toHaveAttribute('aria-pressed', 'true');
    for (const [label, rate] of [
      ['1.25x', 1.25],
      ['1.5x', 1.5],
      ['2x', 2],
      ['1x', 1],
    ] as const) {
      fireEvent.click(speedButton(label));
      expect(audio.playbackRate).toBe(rate);
      expect(audio.defaultPlaybackRate).toBe(rate);
      expect(speedButton(label)).toHaveAttribute('aria-pressed', 'true');
    }
    expect(speedButton('2x')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the position as it plays and the real length once known', () => {
    const { audio } = open();
    Object.defineProperty(audio, 'duration', { configurable: true, value: 125 });
    fireEvent.loadedMetadata(audio);
    audio.currentTime = 65;
    fireEvent.timeUpdate(audio);
    expect(screen.getByTestId('audio-time')).toHaveTextContent('1:05 / 2:05');
  });

  it('seeks with the keyboard on the seek bar', () => {
    const { audio } = open();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.keyDown(seek, { key: 'End' });
    expect(audio.currentTime).toBe(95);
    expect(screen.getByTestId('audio-time')).toHaveTextContent('1:35 / 1:35');
  });

  it('resets to the start, paused, at 1x when the modal closes', () => {
    const { audio, rerender } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(speedButton('2x'));
    audio.currentTime = 40;
    fireEvent.timeUpdate(audio);
    expect(screen.getByTestId('audio-time')).toHaveTextContent('0:40 / 1:35');

    rerender({ active: false });
    expect(pause).toHaveBeenCalled();
    expect(audio.currentTime).toBe(0);
    expect(audio.playbackRate).toBe(1);
    expect(audio.defaultPlaybackRate).toBe(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(speedButton('1x')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('audio-time')).toHaveTextContent('0:00 / 1:35');
  });

  it('downloads through the same URL with download=1 and the spec file name', () => {
    open();
    const link = screen.getByRole('link', { name: 'Download Audio' });
    expect(link).toHaveAttribute('href', `${SRC}?download=1`);
    expect(link).toHaveAttribute('download', `call-audio-${CALL_ID}.mp3`);
  });

  it('names the download .wav when the format is unknown', () => {
    open({ format: null });
    expect(screen.getByRole('link', { name: 'Download Audio' })).toHaveAttribute(
      'download',
      `call-audio-${CALL_ID}.wav`,
    );
  });
});
