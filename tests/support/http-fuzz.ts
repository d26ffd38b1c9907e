// A seeded generator of malformed HTTP requests over every route the app serves: each REST route
// (read from Fastify's own route table), each tRPC procedure (read from the router), the Stripe
// and Twilio webhooks and /dev. Shared by tests/integration/http-fuzz.test.ts (a few hundred
// requests) and bench/http-fuzz.ts (10,000). fast-check draws the values, so one seed gives the
// same requests on every run and machine.
import { randomUUID } from 'node:crypto';
import type { AnyRouter } from '@trpc/server';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../src/server/accounts/create-account.ts';
import { ADMIN_COOKIE, createAdminSession } from '../../src/server/admin/sessions.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import type { Db } from '../../src/server/db/client.ts';

export type Identity = 'anonymous' | 'user' | 'admin';

export interface RouteSpec {
  url: string;
  methods: string[];
}

export interface ProcedureSpec {
  path: string;
  type: string;
}

export interface FuzzRequest {
  /** What the request aims at: a REST route pattern, or `trpc:<procedure>`. */
  target: string;
  method: string;
  /** Path and query string, as sent (may hold deliberately broken percent-encoding). */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  identity: Identity;
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Every route in Fastify's table (`printRoutes`, its public listing), except tRPC's catch-all
 * (procedures are taken from the router instead) and static-file wildcards.
 */
export function restRoutes(app: FastifyInstance): RouteSpec[] {
  const routes: RouteSpec[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    const methods = (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter((m) => m && m !== 'HEAD');
    if (!methods.length || url.includes('*') || url.startsWith('/trpc/')) continue;
    routes.push({ url, methods });
  }
  return routes;
}

/** Every procedure of a tRPC router, with its type (query or mutation). */
export function trpcProcedures(router: AnyRouter): ProcedureSpec[] {
  const procedures = router._def.procedures as Record<string, { _def: { type: string } }>;
  return Object.entries(procedures).map(([path, procedure]) => ({ path, type: procedure._def.type }));
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'A\u0000',
  'a\u0007b',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  'line\r\nbreak\ttab',
  '%',
  '%25',
  '%s',
  '%00',
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\uD800',
  '\uDFFFx',
  '\uFEFF',
  '\u202Egnp.exe',
  '😀'.repeat(40),
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  '+12155550142',
  '(215) 555-0142',
  '+33612345678',
  '+999',
  'ada@example.com',
  'a@b',
  '123456',
  '00000000-0000-0000-0000-000000000000',
  'standard',
  'price_standard',
  'cs_test_123',
  'America/New_York',
  'Mars/Olympus',
  '__proto__',
  'constructor',
  'x'.repeat(70_000),
];

const FIELD_NAMES = [
  'email',
  'code',
  'password',
  'name',
  'subject',
  'message',
  'number',
  'relationship',
  'state',
  'timezone',
  'missed_call_alert_threshold',
  'unusual_activity_alert',
  'general_updates',
  'alert_contact',
  'alert_contact_email',
  'profileSkipped',
  'porchlight_user_name',
  'priceId',
  'successUrl',
  'cancelUrl',
  'sessionId',
  'action',
  'plan',
  'search',
  'page',
  'pageSize',
  'callId',
  'userId',
  'id',
  'from',
  'token',
  'duration',
  'phoneNumberId',
  '__proto__',
  'constructor',
];

/** Valid-looking values for every field name, so a request can get past validation but one field. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'fuzz@example.com',
  code: '123456',
  password: 'not-the-password',
  name: 'Ada',
  subject: 'general',
  message: 'Hello there',
  number: '+12155550142',
  relationship: 'mother',
  state: 'PA',
  timezone: 'America/New_York',
  missed_call_alert_threshold: 3,
  unusual_activity_alert: true,
  general_updates: true,
  alert_contact: '+12155550143',
  alert_contact_email: 'alerts@example.com',
  profileSkipped: false,
  porchlight_user_name: 'Ada',
  priceId: 'price_standard',
  successUrl: 'http://localhost/dashboard/{CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost/dashboard',
  sessionId: 'cs_test_123',
  action: 'cancel',
  plan: 'standard',
  search: 'example',
  page: 1,
  pageSize: 10,
  callId: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000000',
  id: '00000000-0000-4000-8000-000000000000',
  from: '+12155550142',
  token: 'token',
  duration: 12,
  phoneNumberId: '00000000-0000-4000-8000-000000000000',
};

const INVALID_JSON = [
  '{bad',
  '{"a":',
  '[',
  'nul',
  '{"name":"raw \u0000 nul"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '\uFEFF{}',
  '1'.repeat(2000),
];

const PATH_SEGMENTS = [
  '%25',
  '%',
  '%s',
  '%00',
  '%2F',
  '%2e%2e',
  '%E0%A4%A',
  '%C0%AE',
  '..',
  '%2B12155550142',
  '+12155550142',
  '00000000-0000-4000-8000-000000000000',
  'x'.repeat(6_000),
];

/** encodeURIComponent, with lone surrogates (which it refuses) replaced first. */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Fields a person types freely (no format check stops a control character before the database). */
const FREE_TEXT_FIELDS = [
  'name',
  'message',
  'search',
  'password',
  'sessionId',
  'priceId',
  'porchlight_user_name',
  'relationship',
  'token',
  'action',
];

/** Fields that name a record (a number, an id): `%` sequences go there and into path parameters. */
const IDENTIFIER_FIELDS = ['number', 'callId', 'userId', 'id', 'sessionId', 'phoneNumberId'];

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];
const PERCENT_SEQUENCES = ['%25', '%', '%s', '%00', '%2525', '%%', '100%'];
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

const scalar = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, -1, 0, 2 ** 53, 1e308, -0) },
);

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: nastyString.map((s) => s.slice(0, 200)) },
);

const { value: anyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 5 }),
  ),
}));

/**
 * The kinds of bad input, taken in turn for each target so every route and procedure meets each
 * of them once the count reaches targets × families.
 */
export const FUZZ_FAMILIES = [
  'control-characters',
  'percent',
  'almost-valid',
  'wrong-types',
  'content-type',
  'broken-body',
  'wild',
] as const;
type Family = (typeof FUZZ_FAMILIES)[number];

type BodyKind =
  | 'json'
  | 'invalid-json'
  | 'empty-json'
  | 'form'
  | 'multipart'
  | 'text'
  | 'octet'
  | 'no-type'
  | 'wrong-charset'
  | 'huge';

const recipe = fc.record({
  /** Mostly the identity the target needs (an admin for the admin panel), so requests get past sign-in. */
  identity: fc.oneof(
    { weight: 4, arbitrary: fc.constant<Identity | 'fitting'>('fitting') },
    { weight: 1, arbitrary: fc.constantFrom<Identity>('anonymous', 'user', 'admin') },
  ),
  otherMethod: fc.constantFrom(...OTHER_METHODS),
  /** U+0000 half the time: it is the one PostgreSQL cannot store at all. */
  control: fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROL_CHARACTERS)),
  controlAtEnd: fc.boolean(),
  percent: fc.constantFrom(...PERCENT_SEQUENCES),
  segments: fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...PATH_SEGMENTS) },
      { weight: 1, arbitrary: nastyString.map((s) => encode(s.slice(0, 300))) },
    ),
    { minLength: 2, maxLength: 2 },
  ),
  query: fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fieldName, nastyString, fc.boolean())
        .map(([k, v, raw]) =>
          raw
            ? `${encode(k)}=${v.slice(0, 200).replace(/[\s#]/g, '')}`
            : `${encode(k)}=${encode(v.slice(0, 2000))}`,
        ),
    },
  ),
  overrides: fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), anyValue), { minLength: 1, maxLength: 3 }),
  randomValue: fc.oneof(fc.dictionary(fieldName, anyValue, { maxKeys: 6 }), anyValue),
  wrongType: fc.constantFrom<BodyKind>('form', 'multipart', 'text', 'octet', 'no-type', 'wrong-charset'),
  brokenBody: fc.constantFrom<BodyKind>('invalid-json', 'invalid-json', 'empty-json', 'huge'),
  wildBody: fc.constantFrom<BodyKind>('json', 'json', 'invalid-json', 'form', 'text', 'no-type'),
  wildMethod: fc.boolean(),
  invalidJson: fc.constantFrom(...INVALID_JSON),
  trpcShape: fc.constantFrom('plain', 'plain', 'batch', 'bare'),
  trpcPath: fc.constantFrom('exact', 'exact', 'exact', 'exact', 'batch-pair', 'bogus', 'encoded'),
  xff: fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('not-an-ip', '::1', '203.0.113.9, 10.0.0.1', '', '999.1.1.1') },
  ),
  extraHeaders: fc.dictionary(
    fc.constantFrom('stripe-signature', 'x-twilio-signature', 'accept', 'origin', 'range'),
    fc.constantFrom('t=1,v1=deadbeef', 'abc', 'text/html', 'null', 'bytes=0-10', 'bytes=9-1'),
    { maxKeys: 2 },
  ),
});

type Recipe = typeof recipe extends fc.Arbitrary<infer R> ? R : never;

/** What one request of a family carries: its body value and kind, path segments and method. */
interface Plan {
  value: unknown;
  bodyKind: BodyKind;
  segments: string[];
  query: string | null;
  otherMethod: string | null;
}

function planOf(family: Family, r: Recipe): Plan {
  const plan: Plan = {
    value: PLAUSIBLE,
    bodyKind: 'json',
    segments: r.segments,
    query: null,
    otherMethod: null,
  };
  switch (family) {
    case 'control-characters': {
      const taint = (text: string) => (r.controlAtEnd ? `${text}${r.control}` : `${r.control}${text}`);
      plan.value = {
        ...PLAUSIBLE,
        ...Object.fromEntries(FREE_TEXT_FIELDS.map((f) => [f, taint(String(PLAUSIBLE[f]))])),
      };
      plan.segments = r.segments.map(() => encode(taint('+12155550142')));
      plan.query = `search=${encode(taint('ada'))}`;
      return plan;
    }
    case 'percent':
      plan.value = { ...PLAUSIBLE, ...Object.fromEntries(IDENTIFIER_FIELDS.map((f) => [f, r.percent])) };
      // The first path parameter is always `%25` (a literal `%` once decoded), the next one varies.
      plan.segments = ['%25', r.percent];
      return plan;
    case 'almost-valid':
      plan.value = { ...PLAUSIBLE, ...Object.fromEntries(r.overrides) };
      plan.query = r.query;
      return plan;
    case 'wrong-types':
      plan.value = r.randomValue;
      plan.query = r.query;
      return plan;
    case 'content-type':
      plan.bodyKind = r.wrongType;
      return plan;
    case 'broken-body':
      plan.bodyKind = r.brokenBody;
      return plan;
    case 'wild':
      plan.value = r.randomValue;
      plan.bodyKind = r.wildBody;
      plan.query = r.query;
      plan.otherMethod = r.wildMethod ? r.otherMethod : null;
      return plan;
  }
}

function bodyOf(
  kind: BodyKind,
  value: unknown,
  r: Recipe,
): { body?: string | Uint8Array<ArrayBuffer>; type?: string } {
  switch (kind) {
    case 'json':
      return { body: JSON.stringify(value) ?? 'null', type: 'application/json' };
    case 'invalid-json':
      return { body: r.invalidJson, type: 'application/json' };
    case 'empty-json':
      return { body: '', type: 'application/json' };
    case 'form':
      return { body: 'name=A%00&email=a%40example.com&%=%', type: 'application/x-www-form-urlencoded' };
    case 'multipart':
      return {
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
        type: 'multipart/form-data; boundary=x',
      };
    case 'text':
      return { body: JSON.stringify(value) ?? '', type: 'text/plain' };
    case 'octet':
      return { body: new Uint8Array([0, 255, 254, 1, 2, 3]), type: 'application/octet-stream' };
    case 'no-type':
      return { body: JSON.stringify(value) ?? '' };
    case 'wrong-charset':
      return { body: JSON.stringify(value) ?? '', type: 'application/json; charset=utf-16' };
    case 'huge':
      return { body: JSON.stringify({ name: 'x'.repeat(1_100_000) }), type: 'application/json' };
  }
}

function identityFor(target: string, r: Recipe): Identity {
  if (r.identity !== 'fitting') return r.identity;
  return /^(\/api\/admin\/|trpc:admin\.)/.test(target) ? 'admin' : 'user';
}

function restRequest(route: RouteSpec, visit: number, plan: Plan, r: Recipe): FuzzRequest {
  let segment = 0;
  const path = route.url.replace(/:[A-Za-z]+/g, () => plan.segments[segment++ % plan.segments.length]!);
  const method = plan.otherMethod ?? route.methods[visit % route.methods.length]!;
  const request: FuzzRequest = {
    target: route.url,
    method,
    path: plan.query ? `${path}?${plan.query}` : path,
    headers: { 'x-forwarded-for': r.xff, ...r.extraHeaders },
    identity: identityFor(route.url, r),
  };
  if (method !== 'GET' && method !== 'HEAD') {
    const { body, type } = bodyOf(plan.bodyKind, plan.value, r);
    request.body = body;
    if (type) request.headers['content-type'] = type;
  }
  return request;
}

function trpcRequest(procedure: ProcedureSpec, family: Family, plan: Plan, r: Recipe): FuzzRequest {
  const trpcPath = family === 'wild' ? r.trpcPath : 'exact';
  const name =
    trpcPath === 'batch-pair'
      ? `${procedure.path},${procedure.path}`
      : trpcPath === 'bogus'
        ? `${procedure.path}.nope`
        : trpcPath === 'encoded'
          ? encode(procedure.path).replace('.', '%2E')
          : procedure.path;
  const batch = r.trpcShape === 'batch' || trpcPath === 'batch-pair';
  const wrapped =
    r.trpcShape === 'bare'
      ? plan.value
      : batch
        ? { 0: { json: plan.value }, 1: { json: plan.value } }
        : { json: plan.value };
  const input =
    plan.bodyKind === 'invalid-json' ? r.invalidJson.slice(0, 2000) : (JSON.stringify(wrapped) ?? '');
  const method = plan.otherMethod ?? (procedure.type === 'query' ? 'GET' : 'POST');
  const request: FuzzRequest = {
    target: `trpc:${procedure.path}`,
    method,
    path: `/trpc/${name}${batch ? '?batch=1' : ''}`,
    headers: { 'x-forwarded-for': r.xff, ...r.extraHeaders },
    identity: identityFor(`trpc:${procedure.path}`, r),
  };
  if (method === 'GET' || method === 'HEAD') {
    request.path += `${batch ? '&' : '?'}input=${encode(input)}`;
  } else if (plan.bodyKind === 'json') {
    request.body = input;
    request.headers['content-type'] = 'application/json';
  } else {
    const { body, type } = bodyOf(plan.bodyKind, wrapped, r);
    request.body = body;
    if (type) request.headers['content-type'] = type;
  }
  return request;
}

/**
 * `count` requests: the targets taken in turn, each visit of a target with the next family of
 * bad input, the values drawn by fast-check from `seed`.
 */
export function generateFuzzRequests(options: {
  seed: number;
  count: number;
  routes: RouteSpec[];
  procedures: ProcedureSpec[];
}): FuzzRequest[] {
  const targets = [
    ...options.routes.map((route) => ({ route })),
    ...options.procedures.map((procedure) => ({ procedure })),
  ];
  const recipes = fc.sample(recipe, { seed: options.seed, numRuns: options.count });
  return recipes.map((r, i) => {
    const target = targets[i % targets.length]!;
    const visit = Math.floor(i / targets.length);
    const family = FUZZ_FAMILIES[visit % FUZZ_FAMILIES.length]!;
    const plan = planOf(family, r);
    return 'route' in target
      ? restRequest(target.route, visit, plan, r)
      : trpcRequest(target.procedure, family, plan, r);
  });
}

/** The signed-in identities requests are sent as: one account holder and one admin session. */
export class FuzzIdentities {
  private cookies: Record<Identity, string> = { anonymous: '', user: '', admin: '' };

  constructor(private readonly db: Db) {}

  /** New sessions (and a new account), for the start and after a request may have ended them. */
  async refresh(which: Identity[] = ['user', 'admin']) {
    if (which.includes('user')) {
      const user = await createAccount({ db: this.db, email: `fuzz-${randomUUID()}@example.com` });
      const session = await createSession({ db: this.db, userId: user.id });
      this.cookies.user = `${SESSION_COOKIE}=${session.token}`;
    }
    if (which.includes('admin')) {
      const session = await createAdminSession({ db: this.db, ip: '127.0.0.1', userAgent: 'fuzz' });
      this.cookies.admin = `${ADMIN_COOKIE}=${session.token}`;
    }
  }

  cookie(identity: Identity): string {
    return this.cookies[identity];
  }

  /** Sign-outs and account deletion end a session: the next request gets a fresh one. */
  async afterRequest(request: FuzzRequest) {
    if (request.method === 'GET' || request.method === 'HEAD' || request.identity === 'anonymous') return;
    if (/logout|user\.delete|^\/api\/user\/me/.test(request.path)) await this.refresh([request.identity]);
  }
}

export async function sendFuzzRequest(
  baseUrl: string,
  request: FuzzRequest,
  identities: FuzzIdentities,
): Promise<FuzzResponse> {
  const cookie = identities.cookie(request.identity);
  const res = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  await identities.afterRequest(request);
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isAppError(body: unknown): boolean {
  const b = body as { success?: unknown; error?: unknown } | null;
  return typeof b === 'object' && b !== null && b.success === false && typeof b.error === 'string';
}

function isTrpcError(body: unknown): boolean {
  const items = Array.isArray(body) ? body : [body];
  return (
    items.length > 0 &&
    items.every((item) => {
      const i = item as { error?: { json?: { message?: unknown } }; result?: unknown } | null;
      return (
        typeof i === 'object' && i !== null && (typeof i.error?.json?.message === 'string' || 'result' in i)
      );
    })
  );
}

/** What is wrong with a response, or null: a 5xx, a stack trace, or an error in the wrong shape. */
export function fuzzProblem(request: FuzzRequest, response: FuzzResponse): string | null {
  if (response.status >= 500) return `status ${response.status}`;
  if (/\bat .+\.(ts|js|mjs):\d+/.test(response.text)) return 'stack trace in the body';
  if (response.status < 400 || request.method === 'HEAD') return null;
  const path = request.path.split('?')[0]!;
  const body = parseJson(response.text);
  if (path.startsWith('/trpc/')) {
    return isAppError(body) || isTrpcError(body) ? null : 'tRPC error in neither tRPC nor app shape';
  }
  if (path.startsWith('/api/') || (path.startsWith('/dev/') && !/^text\/html/.test(response.contentType))) {
    return isAppError(body) ? null : 'error body not { success: false, error }';
  }
  return null;
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
