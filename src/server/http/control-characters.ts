// Control characters in input are refused wherever they come from (REST bodies, query strings,
// path parameters, tRPC input): PostgreSQL cannot store U+0000 at all, and none of the others
// belongs in a name, an address or a message. Tab, line feed and carriage return stay allowed,
// since a message is written on several lines and trimming handles them elsewhere.

// C0 controls except \t \n \r, DEL, and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export interface ControlCharacterFound {
  /** Where it is, e.g. `name` or `0.phoneNumbers.1`; empty for a bare string. */
  path: string;
  /** The character's code point, written `U+0000`. */
  codePoint: string;
}

function codePointOf(text: string): string | null {
  const match = CONTROL_CHARACTER.exec(text);
  if (!match) return null;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
}

/**
 * A control character in a parsed value (strings, and the keys and values of arrays, objects,
 * Maps and Sets; raw bytes are not text and are left alone), or null. Walks with its own stack
 * and builds the path only for what it finds, so input nested a million deep neither overflows
 * the call stack nor costs more than one pass; values seen before (superjson can rebuild shared
 * and circular references) are not walked again.
 */
export function findControlCharacter(value: unknown): ControlCharacterFound | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  const seen = new Set<object>();
  while (stack.length) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const codePoint = codePointOf(current);
      if (codePoint) return { path: pathOf(visit), codePoint };
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) {
      current.forEach((v, i) => stack.push({ value: v, key: i, parent: visit }));
    } else if (current instanceof Map) {
      [...current].forEach(([k, v], i) =>
        stack.push({ value: k, key: i, parent: visit }, { value: v, key: i, parent: visit }),
      );
    } else if (current instanceof Set) {
      [...current].forEach((v, i) => stack.push({ value: v, key: i, parent: visit }));
    } else if (!ArrayBuffer.isView(current)) {
      // Any other object by its own keys: parsed query strings and params have no plain prototype.
      for (const [k, v] of Object.entries(current)) {
        const child: Visit = { value: v, key: k, parent: visit };
        const keyCodePoint = codePointOf(k);
        if (keyCodePoint) return { path: pathOf(child), codePoint: keyCodePoint };
        stack.push(child);
      }
    }
  }
  return null;
}

/** The sentence a person reads, naming the field (without the character itself). */
export function controlCharacterMessage(found: ControlCharacterFound): string {
  const path = found.path.replace(/[^\w.-]/g, '?');
  const shown = path.length > 60 ? `${path.slice(0, 60)}…` : path;
  const where = shown ? `The field "${shown}"` : 'The request';
  return `${where} contains a control character (${found.codePoint}), which is not allowed. Please remove it and try again.`;
}
