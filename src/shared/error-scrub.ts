// What may leave for the error-reporting service (Sentry), for the server and the browser alike:
// nothing personal. Events are pruned to what helps find a bug (the error's type, its first
// line, the stack, a few tags), and every string left is cleaned of e-mail addresses and phone
// numbers. Transcripts, request bodies, cookies, headers, query strings, users and breadcrumbs
// never go: they are dropped whole rather than searched, because speech has no pattern to find.

/** The parts of a Sentry event this touches; both SDKs' event types fit it. */
export interface ScrubbableEvent {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  transaction?: string;
  request?: { url?: string; method?: string };
  user?: unknown;
  breadcrumbs?: unknown;
  extra?: unknown;
  contexts?: object;
  tags?: object;
  exception?: {
    values?: { value?: string; stacktrace?: { frames?: { vars?: unknown }[] } }[];
  };
}

/**
 * The SDKs' own `dataCollection` option, every category off: no user, cookies, headers, bodies,
 * query strings, database or queue arguments, model inputs, or local variables are collected at
 * all (scrubEvent then cleans what is left).
 */
export const SENTRY_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

// `+1 (215) 555-0142`, `+33 6 12 34 56 78`, `+12155550142`, `%2B12155550142` (in a URL)...
const INTERNATIONAL = /(?:\+|%2B)\s*\d(?:[\s().-]*\d){6,14}/gi;
// ...and North American numbers without the +: `(215) 555-0142`, `215-555-0142`, `12155550142`.
const NORTH_AMERICAN = /(?<![\w.])(?:1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\w)/g;
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

const MAX_MESSAGE = 300;

/** Contexts that describe the machine, the runtime or our own code, never a person. */
const SAFE_CONTEXTS = new Set(['os', 'runtime', 'app', 'device', 'browser', 'trace', 'react', 'details']);

/** A string with e-mail addresses and phone numbers replaced. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(INTERNATIONAL, '[phone]').replace(NORTH_AMERICAN, '[phone]');
}

/**
 * An error message reduced to its first line: libraries append the data they were given below
 * it (Prisma prints a failed query's arguments, which can be a transcript line).
 */
export function scrubMessage(message: string): string {
  const first = message.split('\n', 1)[0] ?? '';
  const short = first.length > MAX_MESSAGE ? `${first.slice(0, MAX_MESSAGE)}…` : first;
  return scrubText(short);
}

/** A URL's path only (no query, no fragment, no host credentials), cleaned. */
function scrubUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return scrubText(path.replace(/\/\/[^/@]*@/, '//'));
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubDeep(v, depth + 1)]));
}

/** The event as it may be sent (it is changed in place and returned, as beforeSend expects). */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.request) {
    const { url, method } = event.request;
    event.request = { ...(method ? { method } : {}), ...(url ? { url: scrubUrl(url) } : {}) };
  }
  if (event.contexts) {
    event.contexts = Object.fromEntries(
      Object.entries(event.contexts)
        .filter(([name]) => SAFE_CONTEXTS.has(name))
        .map(([name, value]) => [name, scrubDeep(value)]),
    );
  }
  if (event.tags) event.tags = scrubDeep(event.tags) as object;
  if (event.message) event.message = scrubMessage(event.message);
  if (event.logentry) {
    event.logentry = event.logentry.message ? { message: scrubMessage(event.logentry.message) } : {};
  }
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubMessage(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  return event;
}
