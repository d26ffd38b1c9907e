import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useFadeNavigate } from './PageFade.tsx';

/** An in-app link that fades the page out before navigating; a real href for new tabs. */
export function FadeLink({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  const navigate = useFadeNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
