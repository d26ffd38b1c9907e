import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useFadeNavigate } from './PageFade.tsx';

/**
 * True for an ordinary left click. With a modifier key (new tab, new window) or another button,
 * the browser should follow the link itself.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);
}

/** An in-app link that fades the page out before navigating; a real href for new tabs. */
export function FadeLink({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  const navigate = useFadeNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
