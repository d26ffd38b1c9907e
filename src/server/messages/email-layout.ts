// The one layout of every e-mail Porchlight sends (sign-in codes, alerts, updates, digests,
// billing, contact), and its plain-text twin made from the same blocks.
//
// Mail clients are not browsers: the layout is tables with inline styles, one column at most
// 560 px wide (Outlook, which ignores max-width, gets a fixed 560 px table in a conditional
// comment), body text at 17 px and full-width buttons a thumb can hit. Every interpolated value
// goes through the escaping `markup` template; links are limited to http(s), mailto and tel.
// A hand-written function rather than MJML: a dozen block types, no build step, no 30 MB of
// dependencies in the server.
import { markup, safeHref, toHtmlString, unsafeRaw, type SafeHtml } from './html.ts';

/** A run of text, or a link. */
export type Inline = string | { text: string; href: string };

export type EmailBlock =
  /** A paragraph; a "\n" inside is a line break. */
  | { type: 'text'; content: Inline | Inline[]; muted?: boolean; strong?: boolean }
  /**
   * A full-width button. `detail` is a second line kept whole (a phone number); the text version
   * reads `${label}: ${detail}`, or `${label}: ${href}` without one.
   */
  | { type: 'button'; label: string; detail?: string; href: string; tone?: 'primary' | 'urgent' | 'quiet' }
  /** A code to type, large. The text version reads `${label} ${code}`. */
  | { type: 'code'; label: string; code: string }
  /** Label and value pairs, stacked (single column on any width). */
  | { type: 'facts'; rows: { label: string; value: Inline | Inline[] }[] }
  /** Words someone said, set off. */
  | { type: 'quote'; text: string }
  /** Text kept as written (a contact message), wrapped. */
  | { type: 'pre'; text: string }
  /** A small heading inside the message (one per call of a digest). */
  | { type: 'heading'; text: string }
  | { type: 'divider' };

export interface EmailContent {
  subject: string;
  /** The preview line mail apps show after the subject; hidden in the body. */
  preheader?: string;
  /** A red band above the title ("Urgent"). */
  banner?: string;
  title: string;
  blocks: EmailBlock[];
  /** Why they get this, and where to change it; above the Porchlight line. */
  footer?: Inline[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const COLORS = {
  page: '#f6f1e7',
  card: '#ffffff',
  border: '#eadfc8',
  ink: '#2b2118',
  muted: '#5f5145',
  brand: '#8f5800',
  urgent: '#b42318',
  quietBg: '#fbf3e2',
} as const;

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function inlines(content: Inline | Inline[]): Inline[] {
  return Array.isArray(content) ? content : [content];
}

function lines(text: string): SafeHtml {
  return markup`${text.split('\n').map((line, i) => (i === 0 ? markup`${line}` : markup`<br>${line}`))}`;
}

function inlineHtml(content: Inline | Inline[]): SafeHtml {
  return markup`${inlines(content).map((part) =>
    typeof part === 'string'
      ? lines(part)
      : markup`<a href="${safeHref(part.href)}" style="color:${COLORS.brand};text-decoration:underline">${lines(part.text)}</a>`,
  )}`;
}

/** A link reads as its text when the text already says where it goes (an address, a number). */
function linkText(part: { text: string; href: string }): string {
  if (part.href === part.text || /^(mailto|tel):/i.test(part.href)) return part.text;
  return `${part.text} (${part.href})`;
}

function inlineText(content: Inline | Inline[]): string {
  return inlines(content)
    .map((part) => (typeof part === 'string' ? part : linkText(part)))
    .join('');
}

function row(inner: SafeHtml, padding = '0 0 20px'): SafeHtml {
  return markup`<tr><td style="padding:${padding}">${inner}</td></tr>`;
}

const TABLE = unsafeRaw('role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"');

function button(block: Extract<EmailBlock, { type: 'button' }>): SafeHtml {
  const tone = block.tone ?? 'primary';
  const bg = tone === 'urgent' ? COLORS.urgent : tone === 'quiet' ? COLORS.quietBg : COLORS.brand;
  const fg = tone === 'quiet' ? COLORS.brand : '#ffffff';
  const border = tone === 'quiet' ? COLORS.brand : bg;
  const detail = block.detail
    ? markup`<br><span style="white-space:nowrap;font-size:20px">${block.detail}</span>`
    : '';
  return row(
    markup`<table ${TABLE}><tr><td align="center" bgcolor="${bg}" style="border-radius:10px;border:2px solid ${border};background:${bg}"><a href="${safeHref(block.href)}" style="display:block;padding:15px 18px;font-family:${FONT};font-size:18px;line-height:1.3;font-weight:700;color:${fg};text-decoration:none;border-radius:10px">${block.label}${detail}</a></td></tr></table>`,
    '0 0 14px',
  );
}

function blockHtml(block: EmailBlock): SafeHtml {
  switch (block.type) {
    case 'text': {
      const size = block.muted ? 15 : 17;
      const color = block.muted ? COLORS.muted : COLORS.ink;
      const weight = block.strong ? 'font-weight:700;' : '';
      return row(
        markup`<p style="margin:0;font-size:${size}px;line-height:1.55;color:${color};${weight}">${inlineHtml(block.content)}</p>`,
      );
    }
    case 'button':
      return button(block);
    case 'code':
      return row(
        markup`<p style="margin:0 0 6px;font-size:17px;line-height:1.5;color:${COLORS.ink}">${block.label}</p><p style="margin:0;font-size:36px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;color:${COLORS.ink}">${block.code}</p>`,
      );
    case 'facts':
      return row(
        markup`<table ${TABLE} style="border-top:1px solid ${COLORS.border}">${block.rows.map(
          (fact) =>
            markup`<tr><td style="padding:10px 0;border-bottom:1px solid ${COLORS.border}"><div style="font-size:13px;line-height:1.4;text-transform:uppercase;letter-spacing:0.5px;color:${COLORS.muted}">${fact.label}</div><div style="font-size:17px;line-height:1.5;color:${COLORS.ink}">${inlineHtml(fact.value)}</div></td></tr>`,
        )}</table>`,
      );
    case 'quote':
      return row(
        markup`<p style="margin:0;padding:10px 14px;border-left:4px solid ${COLORS.brand};background:${COLORS.quietBg};font-size:17px;line-height:1.55;font-style:italic;color:${COLORS.ink}">&ldquo;${block.text}&rdquo;</p>`,
      );
    case 'pre':
      return row(
        markup`<div style="margin:0;padding:12px 14px;background:${COLORS.quietBg};border-radius:8px;font-size:16px;line-height:1.5;white-space:pre-wrap;word-break:break-word;color:${COLORS.ink}">${block.text}</div>`,
      );
    case 'heading':
      return row(
        markup`<h2 style="margin:4px 0 0;font-size:19px;line-height:1.35;color:${COLORS.ink}">${block.text}</h2>`,
        '0 0 10px',
      );
    case 'divider':
      return row(
        markup`<div style="border-top:1px solid ${COLORS.border};height:1px;line-height:1px">&nbsp;</div>`,
      );
  }
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'text':
      return inlineText(block.content);
    case 'button':
      return `${block.label}: ${block.detail ?? block.href}`;
    case 'code':
      return `${block.label} ${block.code}`;
    case 'facts':
      return block.rows.map((fact) => `${fact.label}: ${inlineText(fact.value)}`).join('\n');
    case 'quote':
      return `"${block.text}"`;
    case 'pre':
      return block.text;
    case 'heading':
      return `== ${block.text} ==`;
    case 'divider':
      return '---';
  }
}

const MSO_OPEN = unsafeRaw(
  '<!--[if mso]><table role="presentation" width="560" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
);
const MSO_CLOSE = unsafeRaw('<!--[if mso]></td></tr></table><![endif]-->');

/** The HTML and text of one e-mail in Porchlight's layout. */
export function renderEmail(content: EmailContent, options: { publicUrl: string }): RenderedEmail {
  const { publicUrl } = options;
  const host = publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const footer = content.footer ?? [];
  const preheader = content.preheader
    ? markup`<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLORS.page}">${content.preheader}</div>`
    : '';
  const banner = content.banner
    ? markup`<div style="background:${COLORS.urgent};color:#ffffff;padding:10px 24px;font-size:15px;font-weight:700;letter-spacing:1px;text-transform:uppercase;border-radius:13px 13px 0 0">${content.banner}</div>`
    : '';
  const titleColor = content.banner ? COLORS.urgent : COLORS.ink;
  const title = markup`<h1 style="margin:0;font-size:24px;line-height:1.3;font-weight:700;color:${titleColor}">${content.title}</h1>`;
  const footerNote = footer.length ? markup`<p style="margin:0 0 8px">${inlineHtml(footer)}</p>` : '';

  const body = markup`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light only"><meta name="supported-color-schemes" content="light"><title>${content.subject}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};-webkit-text-size-adjust:100%;text-size-adjust:100%">
${preheader}
<table ${TABLE} style="background:${COLORS.page}"><tr><td align="center" style="padding:20px 12px">
${MSO_OPEN}
<table ${TABLE} style="max-width:560px;font-family:${FONT};color:${COLORS.ink}">
<tr><td style="padding:0 4px 12px;font-size:18px;font-weight:700;color:${COLORS.brand}">Porchlight</td></tr>
<tr><td style="background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:14px">
${banner}
<table ${TABLE}><tr><td style="padding:24px 24px 10px"><table ${TABLE}>
${row(title)}
${content.blocks.map(blockHtml)}
</table></td></tr></table>
</td></tr>
<tr><td style="padding:16px 4px 0;font-size:14px;line-height:1.5;color:${COLORS.muted}">
${footerNote}<p style="margin:0"><a href="${safeHref(publicUrl)}" style="color:${COLORS.brand}">Porchlight</a> &middot; ${host}</p>
</td></tr>
</table>
${MSO_CLOSE}
</td></tr></table>
</body></html>`;

  const text = [
    ...content.blocks.map(blockText),
    ...(footer.length ? [inlineText(footer)] : []),
    `Porchlight - ${publicUrl}`,
  ].join('\n\n');

  return { subject: content.subject, text, html: toHtmlString(body) };
}
