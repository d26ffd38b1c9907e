// The way from a loved one's dashboard card to their view: calls, chart, notes and settings.
import { Button } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { isPlainClick } from '../PageFade/FadeLink.tsx';
import { useFadeNavigate } from '../PageFade/PageFade.tsx';

export function lovedOnePath(id: string, callId?: string): string {
  return `/dashboard/loved-ones/${encodeURIComponent(id)}${callId ? `?call=${encodeURIComponent(callId)}` : ''}`;
}

export function LovedOneLink({ id }: { id: string }) {
  const navigate = useFadeNavigate();
  const to = lovedOnePath(id);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button component="a" href={to} onClick={onClick} rightSection={<IconChevronRight size={18} />}>
      Calls, notes and settings
    </Button>
  );
}
