import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeOutput } from './superjson-output.ts';

/** The JSON text of a serialisation, or the error it threw (superjson refuses some keys). */
const outcome = (serialize: (value: unknown) => unknown, value: unknown): string => {
  try {
    return JSON.stringify(serialize(value));
  } catch (error) {
    return `threw ${String(error)}`;
  }
};

const same = (value: unknown) =>
  expect(outcome(serializeOutput, value)).toBe(outcome((v) => superjson.serialize(v), value));

describe('serializeOutput', () => {
  it("answers superjson's own serialisation, byte for byte, whatever the value", () => {
    const values = fc.anything({
      withDate: true,
      withNullPrototype: true,
      withSparseArray: true,
      withBigInt: true,
      withMap: true,
      withSet: true,
      withBoxedValues: true,
      withObjectString: true,
      withUnicodeString: true,
      key: fc.oneof(
        fc.string(),
        fc.constantFrom('a.b', 'a\\b', '__proto__', 'constructor', 'prototype', '0', '7', '', 'created_at'),
      ),
    });
    fc.assert(
      fc.property(values, (value) => {
        same(value);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on plain data with Dates, which it writes itself', () => {
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
        fc.date({ noInvalidDate: true }),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(
          fc
            .oneof(fc.string(), fc.constantFrom('', '0', '12', 'at'))
            .filter((k) => !/[.\\]|^(__proto__|constructor|prototype)$/.test(k)),
          tie('value'),
          { maxKeys: 4 },
        ),
      ),
    }));
    fc.assert(
      fc.property(value, (v) => {
        same(v);
      }),
      { numRuns: 3000 },
    );
  });

  it('lists the Dates in the order superjson does, where its objects put number-like keys first', () => {
    const at = (ms: number) => new Date(ms);
    same([[{ '': at(0) }, at(1)]]);
    same({ a: { b: { c: at(0) }, 5: at(1) } });
    same([{ x: at(0) }, at(1), [at(2), { '': at(3) }]]);
  });

  it('agrees on one object or one Date met twice, which superjson notes as the same', () => {
    const date = new Date(Date.UTC(2026, 11, 2, 9, 30));
    const reminder = { id: 'r1', at: date };
    same({ a: reminder, b: [reminder] });
    same({ first: date, again: date });
    same([date, date]);
  });

  it('writes a page of plain data and Dates itself, as superjson would', () => {
    const page = {
      numbers: [
        { id: 'n1', created_at: new Date(Date.UTC(2026, 0, 5)), next_call_at: null, calls_paused: false },
      ],
      subscription: { plan: 'basic', validUntil: new Date(Date.UTC(2026, 11, 20)), minutesLeft: 100 },
      stats: { totalCallsMonth: 3, dailyUsage: 0 },
    };
    const out = serializeOutput(page);
    expect(out.meta?.values).toEqual({
      'numbers.0.created_at': ['Date'],
      'subscription.validUntil': ['Date'],
    });
    expect(superjson.deserialize(out)).toEqual(page);
    same(page);
    same(new Date(0));
    same(null);
    same('text');
  });

  it('hands invalid Dates, -0, NaN and undefined to superjson', () => {
    for (const value of [
      new Date(Number.NaN),
      { n: -0 },
      { n: Number.NaN },
      { u: undefined },
      [1, undefined],
    ])
      same(value);
  });
});
