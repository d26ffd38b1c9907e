import type { MailMessage } from '../providers/mail/index.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function loginCodeEmail(options: { to: string; code: string; publicUrl: string }): MailMessage {
  const { code, publicUrl } = options;
  const text = [
    'Hello,',
    '',
    `Your Porchlight sign-in code is: ${code}`,
    '',
    'Enter it on the sign-in page. The code works once and expires in 10 minutes.',
    'If you did not ask to sign in, you can ignore this e-mail; nobody can sign in without the code.',
    '',
    `Porchlight - ${publicUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#fffdf8;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#2b2118">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border:1px solid #f1e4c8;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 8px;font-size:20px;font-weight:700">Your Porchlight sign-in code</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">Enter this code on the sign-in page:</p>
<p style="margin:0 0 24px;font-size:36px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace">${escape(code)}</p>
<p style="margin:0 0 8px;font-size:15px;line-height:1.5">The code works once and expires in 10 minutes.</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#6b5b4b">If you did not ask to sign in, you can ignore this e-mail; nobody can sign in without the code.</p>
</td></tr></table>
<p style="font-size:13px;color:#8a7a6a"><a href="${escape(publicUrl)}" style="color:#8f5800">Porchlight</a></p>
</td></tr></table></body></html>`;
  return { to: options.to, subject: `Your Porchlight sign-in code: ${code}`, text, html };
}
