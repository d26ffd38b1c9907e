// 'Call me for free': on a phone (a small or touch screen) it is a tel: link that dials the
// support number and shows it in its label; on a desktop it is a button, and the number appears
// in a bubble under it while the pointer rests on it or the keyboard focuses it (a click keeps
// it open, Escape closes it).
import { Button } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { trackEvent } from '../../lib/analytics.ts';
import classes from './CallMeButton.module.css';
import { useMediaMatch } from '../../hooks/useMediaMatch.ts';

export const CALL_ME_LABEL = 'Call me for free';

/** `tel:` link for a display number: digits only, keeping a leading '+'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

const track = () => trackEvent('button_click', { category: 'landing', label: 'call_me_for_free' });

export function CallMeButton({ phone }: { phone: string }) {
  const dials = useMediaMatch('(max-width: 48em), (hover: none)');
  const bubbleId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  if (!phone) return null;

  if (dials) {
    return (
      <Button
        component="a"
        href={telHref(phone)}
        size="xl"
        variant="default"
        fullWidth
        className={classes.secondary}
        leftSection={<IconPhoneCall size={24} aria-hidden />}
        onClick={track}
        classNames={{ label: classes.telLabel }}
      >
        <span>{CALL_ME_LABEL}</span>
        <span className={classes.telNumber}>{phone}</span>
      </Button>
    );
  }

  const open = hovered || focused || pinned;
  const close = () => {
    setHovered(false);
    setFocused(false);
    setPinned(false);
  };
  return (
    <div
      className={classes.wrap}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Button
        size="lg"
        variant="default"
        className={classes.secondary}
        leftSection={<IconPhoneCall size={22} aria-hidden />}
        aria-describedby={bubbleId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        onClick={() => {
          setPinned((p) => !p);
          track();
        }}
      >
        {CALL_ME_LABEL}
      </Button>
      <div id={bubbleId} className={classes.bubble} data-open={open || undefined}>
        <span className={classes.bubbleNumber}>{phone}</span>{' '}
        <span className={classes.bubbleHint}>Free to call from any phone.</span>
      </div>
    </div>
  );
}
