// 'Call me for free': on a phone it dials the support number; on a desktop the number appears
// when the pointer rests on the button (or the keyboard focuses it).
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhoneCall } from '@tabler/icons-react';
import { useState } from 'react';
import { trackEvent } from '../../lib/analytics.ts';

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

export function CallMeButton({ phone }: { phone: string }) {
  const small = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [revealed, setRevealed] = useState(false);
  if (!phone) return null;
  if (small) {
    return (
      <Button
        component="a"
        href={telHref(phone)}
        size="lg"
        variant="default"
        leftSection={<IconPhoneCall size={20} />}
        onClick={() => trackEvent('button_click', { category: 'landing', label: 'call_me_for_free' })}
        fullWidth
        h="auto"
        py={10}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        Call me for free · {phone}
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      variant="default"
      leftSection={<IconPhoneCall size={20} />}
      onMouseEnter={() => setRevealed(true)}
      onMouseLeave={() => setRevealed(false)}
      onFocus={() => setRevealed(true)}
      onBlur={() => setRevealed(false)}
      onClick={() => {
        setRevealed(true);
        trackEvent('button_click', { category: 'landing', label: 'call_me_for_free' });
      }}
      aria-describedby="call-me-number"
    >
      Call me for free
      <span
        id="call-me-number"
        style={{ marginLeft: 8, fontWeight: 700, display: revealed ? 'inline' : 'none' }}
      >
        {phone}
      </span>
    </Button>
  );
}
