import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { TranscriptView } from './TranscriptView.tsx';

const lines = () => screen.getAllByTestId('transcript-line');

describe('TranscriptView', () => {
  it('shows one bubble per line, the assistant on the right and the caller on the left', () => {
    render(
      <TranscriptView
        transcript={[
          'Assistant: Good morning, Margaret! Is now a good time?',
          'Margaret: Yes dear: I was just making tea.',
          'AI: Lovely. Did you take your pills?',
        ].join('\n')}
      />,
    );
    const [first, second, third] = lines();
    expect(lines()).toHaveLength(3);
    expect(first).toHaveAttribute('data-align', 'right');
    expect(first).toHaveTextContent('Assistant');
    expect(first).toHaveTextContent('Good morning, Margaret! Is now a good time?');
    expect(second).toHaveAttribute('data-align', 'left');
    expect(second).toHaveTextContent('Margaret');
    expect(second).toHaveTextContent('Yes dear: I was just making tea.');
    expect(third).toHaveAttribute('data-align', 'right');
  });

  it('is a 500px-high scrolling panel', () => {
    render(<TranscriptView transcript="Assistant: Hello" />);
    expect(screen.getByTestId('transcript')).toHaveStyle({ height: '500px' });
  });

  it('can be reached with the keyboard, as a named log', () => {
    render(<TranscriptView transcript="Assistant: Hello" />);
    const log = screen.getByRole('log', { name: 'Transcript' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('transcript')).toContainElement(log);
    expect(log).toHaveTextContent('Hello');
  });

  it('leaves out lines without a colon or without a speaker', () => {
    render(
      <TranscriptView
        transcript={['[call connected]', ': nobody said this', '   : nor this', 'Margaret: Hello?', ''].join(
          '\n',
        )}
      />,
    );
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toHaveTextContent('Hello?');
    expect(screen.queryByText(/call connected/)).toBeNull();
    expect(screen.queryByText(/nobody said this/)).toBeNull();
  });

  it('says so when there is no transcript', () => {
    const { unmount } = render(<TranscriptView transcript="" />);
    expect(screen.getByText('No transcript available for this call.')).toBeInTheDocument();
    expect(screen.queryByTestId('transcript')).toBeNull();
    unmount();
    render(<TranscriptView transcript="no colons at all" />);
    expect(screen.getByText('No transcript available for this call.')).toBeInTheDocument();
  });
});
