// Every text template with realistic (and long) names: one segment where it can be, the
// emergency essentials always there, the STOP line on a first text, never UCS-2 by our own doing.
import { describe, expect, it } from 'vitest';
import { measureSms, STOP_LINE } from '../messages/sms.ts';
import { uuidToCode } from '../messages/links.ts';
import type { AlertFacts, CallFacts } from './alert-facts.ts';
import { alertSms } from './alert-sms.ts';

const PUBLIC = 'https://porchlight.example.com';
const CALL_ID = '0f8e4b6a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const PHONE_ID = '1f8e4b6a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const NAMES = [
  'Margaret Smith',
  'Maria del Carmen Fernández-Villaverde',
  'Bartholomew Fitzgerald-Worthington III',
  'François Lefèvre',
];

const call: CallFacts = {
  id: CALL_ID,
  startedAt: new Date('2026-11-23T20:05:00Z'),
  durationSeconds: 400,
  direction: 'inbound',
  summary: 'She talked about her garden.',
  mood: 4,
  topics: ['garden'],
  talked: true,
  crisis: null,
  reminders: [],
  notesPassed: [],
};

function facts(kind: string, name: string, over: Partial<AlertFacts> = {}): AlertFacts {
  const withCall = kind !== 'daily_digest' && kind !== 'no_minutes';
  return {
    kind,
    subject: `${name} missed 3 calls in a row`,
    message: `${name} has not answered 3 daily calls in a row. Today we called 3 times; the last try was at 10:20 AM their time. You may want to check on them.`,
    raisedAt: new Date('2026-11-23T20:05:00Z'),
    publicUrl: PUBLIC,
    lovedOne: {
      id: PHONE_ID,
      name,
      number: '+12155550142',
      timezone: 'America/New_York',
      digestTime: '18:00',
    },
    call: withCall ? call : null,
    digest:
      kind === 'daily_digest'
        ? {
            since: new Date('2026-11-22T23:00:00Z'),
            until: new Date('2026-11-23T23:00:00Z'),
            calls: [call, { ...call, talked: false }],
          }
        : null,
    ...over,
  };
}

const KINDS = [
  'emergency',
  'self_harm',
  'general_update',
  'daily_digest',
  'missed_calls',
  'no_minutes',
  'opt_out',
  'opt_in',
  'concern',
  'unusual_activity',
];
const CRISIS = new Set(['emergency', 'self_harm']);

describe.each(NAMES)('texts about %s', (name) => {
  it.each(KINDS)('%s: one GSM-7 segment when not the first text', (kind) => {
    const text = alertSms(facts(kind, name), { firstToNumber: false });
    expect(measureSms(text)).toMatchObject({ segments: 1, encoding: 'GSM-7' });
    expect(text).toMatch(/^Porchlight/);
    expect(text).not.toContain(STOP_LINE);
  });

  it.each(KINDS)('%s: the first text says how to stop them, in one segment or (an emergency) two', (kind) => {
    const text = alertSms(facts(kind, name), { firstToNumber: true });
    expect(text.endsWith(`\n${STOP_LINE}`)).toBe(true);
    expect(measureSms(text).encoding).toBe('GSM-7');
    expect(measureSms(text).segments).toBeLessThanOrEqual(CRISIS.has(kind) ? 2 : 1);
  });

  it.each([...CRISIS])('%s: carries the number to tap, the local time and the link to the call', (kind) => {
    for (const firstToNumber of [false, true]) {
      const text = alertSms(facts(kind, name), { firstToNumber });
      expect(text).toContain('+12155550142');
      expect(text).toContain('3:05 PM');
      expect(text).toContain(`${PUBLIC}/c/${uuidToCode(CALL_ID)}`);
      expect(text).toContain('URGENT');
    }
  });
});

it('an update after a crisis call gives no mood', () => {
  const calm = alertSms(facts('general_update', 'Margaret Smith'), { firstToNumber: false });
  expect(calm).toContain('Mood: good');
  const crisis = alertSms(
    facts('general_update', 'Margaret Smith', { call: { ...call, crisis: 'emergency' } }),
    { firstToNumber: false },
  );
  expect(crisis).not.toMatch(/mood/i);
  expect(crisis).toContain('7 min');
});

it('the no-minutes text links to the plans', () => {
  const text = alertSms(facts('no_minutes', 'Margaret Smith'), { firstToNumber: false });
  expect(text).toContain(`${PUBLIC}/dashboard?plans=1`);
});

it('a name in another script is kept, at the cost of a UCS-2 text', () => {
  const text = alertSms(facts('emergency', '李秀英'), { firstToNumber: false });
  expect(text).toContain('李秀英');
  expect(text).toContain('+12155550142');
  expect(measureSms(text).encoding).toBe('UCS-2');
});
