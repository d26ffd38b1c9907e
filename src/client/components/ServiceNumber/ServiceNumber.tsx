// The assistant's number: a Call link on small screens, a Copy button on large ones, with
// 'Copied!' for a moment (1.5 s in the header, 2 s in banners).
import { Button, type ButtonProps } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconPhoneCall } from '@tabler/icons-react';
import { formatPhoneDisplay, toE164 } from '../../../shared/phone/index.ts';
import { useMediaMatch } from '../../hooks/useMediaMatch.ts';
import { trackEvent } from '../../lib/analytics.ts';

export function ServiceNumber({
  number,
  copiedMs,
  callLabel,
  copyLabel,
  ...props
}: ButtonProps & { number: string; copiedMs: number; callLabel?: string; copyLabel?: string }) {
  const clipboard = useClipboard({ timeout: copiedMs });
  const small = useMediaMatch('(max-width: 48em)');
  const e164 = toE164(number) ?? number;
  const display = formatPhoneDisplay(e164);
  if (small) {
    return (
      <Button
        component="a"
        href={`tel:${e164}`}
        leftSection={<IconPhoneCall size={18} />}
        onClick={() => trackEvent('button_click', { category: 'dashboard', label: 'call_service_number' })}
        {...props}
      >
        {callLabel ?? display}
      </Button>
    );
  }
  return (
    <Button
      leftSection={clipboard.copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
      onClick={() => {
        clipboard.copy(display);
        trackEvent('button_click', { category: 'dashboard', label: 'copy_service_number' });
      }}
      // The accessible name starts with the visible text (WCAG 2.5.3: 'Copy Number' must be
      // sayable to voice control), and adds the number when the text does not show it.
      aria-label={clipboard.copied ? 'Copied!' : copyLabel ? `${copyLabel} ${display}` : `Copy ${display}`}
      {...props}
    >
      {clipboard.copied ? 'Copied!' : (copyLabel ?? display)}
    </Button>
  );
}
