import type { MailMessage } from '../providers/mail/index.ts';
import { renderEmail } from '../messages/email-layout.ts';

export function loginCodeEmail(options: { to: string; code: string; publicUrl: string }): MailMessage {
  const { code, publicUrl } = options;
  const email = renderEmail(
    {
      subject: `Your Porchlight sign-in code: ${code}`,
      preheader: 'The code works once and expires in 10 minutes.',
      title: 'Your Porchlight sign-in code',
      blocks: [
        { type: 'text', content: 'Hello,' },
        { type: 'code', label: 'Your Porchlight sign-in code is:', code },
        {
          type: 'text',
          content:
            'Enter it on the sign-in page. The code works once and expires in 10 minutes.\nIf you did not ask to sign in, you can ignore this e-mail; nobody can sign in without the code.',
        },
      ],
    },
    { publicUrl },
  );
  return { to: options.to, ...email };
}
