import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import { ServiceNumber } from './ServiceNumber.tsx';

afterEach(() => vi.useRealTimers());

describe('ServiceNumber', () => {
  it("copies the number on a desktop and says 'Copied!' for the given time", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    vi.useFakeTimers();
    render(<ServiceNumber number="+12155550142" copiedMs={1500} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy +1 (215) 555-0142' }));
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith('+1 (215) 555-0142');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1400);
    });
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('names a labelled Copy button by its visible text, then the number', () => {
    render(<ServiceNumber number="+12155550142" copiedMs={2000} copyLabel="Copy Number" />);
    const button = screen.getByRole('button', { name: 'Copy Number +1 (215) 555-0142' });
    expect(button).toHaveTextContent('Copy Number');
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '-')).toBe(true);
  });

  it('is a Call link on a small screen', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<ServiceNumber number="+12155550142" copiedMs={1500} />);
    expect(screen.getByRole('link', { name: /\+1 \(215\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:+12155550142',
    );
  });
});
