import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubMessage, scrubText, type ScrubbableEvent } from './error-scrub.ts';

describe('scrubText', () => {
  it.each([
    ['call +12155550142 now', 'call [phone] now'],
    ['from +1 (215) 555-0142.', 'from [phone].'],
    ['+33 6 12 34 56 78', '[phone]'],
    ['+34 612 345 678', '[phone]'],
    ['/api/phone-numbers/%2B12155550142', '/api/phone-numbers/[phone]'],
    ['(215) 555-0142', '[phone]'],
    ['215-555-0142 and 215.555.0142', '[phone] and [phone]'],
    ['12155550142', '[phone]'],
    ['to margaret.smith+alerts@example.com:', 'to [email]:'],
    ['?email=a.b%40example.org', '?email=[email]'],
  ])('%s → %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    'alert 3f2a9c1e-1b2c-4d5e-8f90-123456789abc',
    'connect ECONNREFUSED 127.0.0.1:1',
    'took 1500 ms at 2026-11-23T10:00:00.000Z',
    'job 1714000000000 attempt 8 of 8',
    'TypeError: Cannot read properties of undefined',
  ])('leaves %s alone', (input) => {
    expect(scrubText(input)).toBe(input);
  });
});

describe('scrubMessage', () => {
  it('keeps the first line only: libraries print the data they were given below it', () => {
    expect(
      scrubMessage(
        'Invalid `prisma.transcriptTurn.create()` invocation:\n{ data: { text: "my daughter Anne never visits" } }',
      ),
    ).toBe('Invalid `prisma.transcriptTurn.create()` invocation:');
  });

  it('caps a long line', () => {
    expect(scrubMessage('x'.repeat(1000))).toHaveLength(301);
  });
});

describe('scrubEvent', () => {
  it('drops users, breadcrumbs, extras, bodies, cookies, headers, query strings and unknown contexts', () => {
    // Shaped like a Sentry event; more fields than scrubEvent names, as real events have.
    const event = {
      message: 'Failed for margaret@example.com\nand her words: "I fell"',
      user: { id: 'u1', email: 'margaret@example.com', ip_address: '10.0.0.1' },
      breadcrumbs: [{ message: 'said: I feel lonely' }],
      extra: { transcript: 'I feel lonely' },
      request: {
        method: 'POST',
        url: 'https://user:pw@porchlight.example/api/phone-numbers/%2B12155550142?email=a%40b.com#x',
        data: '{"message":"I feel lonely"}',
        cookies: { porchlight_session: 'secret' },
        headers: { cookie: 'porchlight_session=secret', 'user-agent': 'x' },
        query_string: 'email=a%40b.com',
      },
      contexts: {
        runtime: { name: 'node', version: 'v24' },
        details: { task: 'alerts__deliver', destination: '+12155550142' },
        state: { transcript: 'I feel lonely' },
      },
      tags: { task: 'alerts__deliver', to: 'anne@example.com' },
      transaction: '/api/phone-numbers/+12155550142',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'Mail to anne@example.com refused\nbody: I feel lonely',
            stacktrace: { frames: [{ filename: 'deliver-alert.ts', lineno: 3, vars: { text: 'I fell' } }] },
          },
        ],
      },
    };
    const scrubbed = scrubEvent(event as ScrubbableEvent);
    expect(scrubbed).toEqual({
      message: 'Failed for [email]',
      request: { method: 'POST', url: 'https://porchlight.example/api/phone-numbers/[phone]' },
      contexts: {
        runtime: { name: 'node', version: 'v24' },
        details: { task: 'alerts__deliver', destination: '[phone]' },
      },
      tags: { task: 'alerts__deliver', to: '[email]' },
      transaction: '/api/phone-numbers/[phone]',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'Mail to [email] refused',
            stacktrace: { frames: [{ filename: 'deliver-alert.ts', lineno: 3 }] },
          },
        ],
      },
    });
    const json = JSON.stringify(scrubbed);
    for (const personal of ['lonely', 'I fell', 'margaret', 'anne', '2155550142', 'secret', '10.0.0.1']) {
      expect(json).not.toContain(personal);
    }
  });
});
