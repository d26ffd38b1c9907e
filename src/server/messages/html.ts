// A tagged template for e-mail HTML that escapes every interpolated value unless it is HTML this
// module made itself, so no name, summary or quote a loved one said can break out of the markup.
// It is called `markup`, not `html`, on purpose: Prettier reformats templates tagged `html`, and
// the whitespace it adds would show in e-mail (inside buttons, in pre-wrapped text).

const RAW = Symbol('safe-html');

/** HTML that is already safe: made by `markup` or `unsafeRaw`, never by concatenating input. */
export interface SafeHtml {
  readonly [RAW]: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && RAW in value;
}

function piece(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (isSafe(value)) return value[RAW];
  if (Array.isArray(value)) return value.map(piece).join('');
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new TypeError(`markup: cannot interpolate a ${typeof value}`);
}

/** markup`<p>${text}</p>`: strings are escaped, SafeHtml and arrays of it pass as they are. */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += piece(value) + (strings[i + 1] ?? '');
  });
  return { [RAW]: out };
}

/** Markup written in this codebase (a constant), e.g. Outlook's conditional comments. */
export function unsafeRaw(markup: string): SafeHtml {
  return { [RAW]: markup };
}

export function toHtmlString(value: SafeHtml): string {
  return value[RAW];
}

/** Only links a mail reader should follow: the web, e-mail and phone numbers. */
export function safeHref(href: string): string {
  return /^(https?:|mailto:|tel:)/i.test(href.trim()) ? href.trim() : '#';
}
