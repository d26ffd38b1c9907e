// The server's answers in superjson's own format, made in one pass for the data procedures
// return: plain objects, arrays, strings, booleans, null, finite numbers and Dates. superjson's
// general walker checks every value against each of its types and copies the path of every
// value: on the dashboard's page (two loved ones, two reminders, the plan) it took 79 µs, this
// 17 µs (measured in-process). Anything else (undefined, NaN, -0, Infinity, bigint, Map, Set, a
// class instance, a key with a dot or a backslash or one superjson refuses, one object or Date
// met twice, a sparse array) is handed to superjson itself, so the answer is always superjson's,
// byte for byte (superjson-output.test.ts compares the two on generated values).
import superjson from 'superjson';
import type { SuperJSONResult } from 'superjson';

/** Returned by the walk when a value needs superjson's general handling. */
const NOT_SIMPLE: unique symbol = Symbol('not simple');

/** superjson's notes on a value: a Date's type, or its Dates' types by path below it. */
type Notes = string[] | Record<string, string[]> | undefined;

interface Walk {
  /** The notes on the value the last `walk` returned. */
  notes: Notes;
  seen: Set<object>;
}

/** superjson refuses these keys outright (prototype pollution). */
const REFUSED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Adds a child's notes to its parent's, under the child's key, as superjson's walker does: built
 * from the bottom up, so that the order of the paths is the one superjson's objects give them.
 */
function noteChild(inner: Record<string, string[]> | undefined, key: string, notes: Notes) {
  if (!notes) return inner;
  const out = inner ?? {};
  if (Array.isArray(notes)) out[key] = notes;
  else for (const path in notes) out[`${key}.${path}`] = notes[path]!;
  return out;
}

function walk(value: unknown, state: Walk): unknown {
  state.notes = undefined;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value) || Object.is(value, -0)) return NOT_SIMPLE;
      return value;
    case 'object': {
      if (value === null) return null;
      if (state.seen.has(value)) return NOT_SIMPLE; // superjson notes it as a referential equality
      state.seen.add(value);
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime()) || Object.getPrototypeOf(value) !== Date.prototype)
          return NOT_SIMPLE;
        state.notes = ['Date'];
        return value.toISOString();
      }
      let inner: Record<string, string[]> | undefined;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) return NOT_SIMPLE;
        const out = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return NOT_SIMPLE;
          const item = walk(value[i], state);
          if (item === NOT_SIMPLE) return NOT_SIMPLE;
          out[i] = item;
          inner = noteChild(inner, String(i), state.notes);
        }
        state.notes = inner;
        return out;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return NOT_SIMPLE;
      if (Object.getOwnPropertySymbols(value).length) return NOT_SIMPLE;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (key.includes('.') || key.includes('\\') || REFUSED_KEYS.has(key)) return NOT_SIMPLE;
        const item = walk((value as Record<string, unknown>)[key], state);
        if (item === NOT_SIMPLE) return NOT_SIMPLE;
        out[key] = item;
        inner = noteChild(inner, key, state.notes);
      }
      state.notes = inner;
      return out;
    }
    default:
      return NOT_SIMPLE;
  }
}

/** superjson.serialize's result for any value. */
export function serializeOutput(value: unknown): SuperJSONResult {
  const state: Walk = { notes: undefined, seen: new Set() };
  const json = walk(value, state);
  if (json === NOT_SIMPLE) return superjson.serialize(value);
  if (!state.notes) return { json } as SuperJSONResult;
  return { json, meta: { values: state.notes, v: 1 } } as SuperJSONResult;
}

/** tRPC's transformer: requests read by superjson, answers written as above. */
export const trpcTransformer = {
  input: superjson,
  output: {
    serialize: serializeOutput,
    deserialize: (value: unknown) => superjson.deserialize(value as SuperJSONResult),
  },
};
