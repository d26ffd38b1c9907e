import { describe, expect, it } from 'vitest';
import { controlCharacterMessage, findControlCharacter } from './control-characters.ts';

describe('findControlCharacter', () => {
  it.each([
    ['U+0000', 'A\u0000', 'U+0000'],
    ['bell', 'a\u0007', 'U+0007'],
    ['vertical tab', '\u000b', 'U+000B'],
    ['form feed', '\u000c', 'U+000C'],
    ['escape', '\u001b[31m', 'U+001B'],
    ['unit separator', '\u001f', 'U+001F'],
    ['DEL', '\u007f', 'U+007F'],
    ['next line (C1)', '\u0085', 'U+0085'],
    ['last C1', '\u009f', 'U+009F'],
  ])('finds %s', (_label, text, codePoint) => {
    expect(findControlCharacter(text)).toEqual({ path: '', codePoint });
  });

  it.each([
    ['tab, line feed and carriage return', 'a\tb\nc\r\n'],
    ['ordinary text', 'Grandma’s “recipe” — 100% ☺'],
    ['emoji and other scripts', '😀 مرحبا 你好'],
    ['a format character (not a control)', '\u202Egnp.exe \uFEFF'],
    ['a lone surrogate', '\uD800'],
    ['U+00A0 (just after the C1 range)', '\u00a0'],
  ])('lets %s through', (_label, text) => {
    expect(findControlCharacter(text)).toBeNull();
  });

  it('names where it is, in nested objects and arrays', () => {
    expect(findControlCharacter({ a: 1, list: [{ ok: 'x' }, { deep: ['y', 'z\u0000'] }] })).toEqual({
      path: 'list.1.deep.1',
      codePoint: 'U+0000',
    });
  });

  it('looks at object keys, Maps and Sets, and objects without a plain prototype (parsed query strings)', () => {
    expect(findControlCharacter({ 'a\u0001': 'x' })?.codePoint).toBe('U+0001');
    expect(findControlCharacter(new Map([['k', 'v\u0002']]))?.codePoint).toBe('U+0002');
    expect(findControlCharacter(new Map([['k\u0003', 'v']]))?.codePoint).toBe('U+0003');
    expect(findControlCharacter(new Set(['\u0004']))?.codePoint).toBe('U+0004');
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.search = 'x\u0005';
    expect(findControlCharacter(query)).toEqual({ path: 'search', codePoint: 'U+0005' });
  });

  it('leaves raw bytes, numbers, booleans and null alone', () => {
    expect(findControlCharacter(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findControlCharacter({ n: 0, b: false, z: null, u: undefined, d: new Date(0) })).toBeNull();
  });

  it('walks input nested far deeper than the call stack would allow, in one pass', () => {
    // (A path rebuilt at every level would be quadratic: minutes, past the test's time limit.)
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 500_000; i++) deep = [deep];
    const found = findControlCharacter(deep);
    expect(found?.codePoint).toBe('U+0000');
    expect(found?.path).toBe(Array<string>(500_000).fill('0').join('.'));
  });

  it('stops at shared and circular references', () => {
    const shared = { text: 'ok' };
    const circular: Record<string, unknown> = { a: shared, b: shared };
    circular.self = circular;
    expect(findControlCharacter(circular)).toBeNull();
    circular.bad = 'x\u0000';
    expect(findControlCharacter(circular)).toEqual({ path: 'bad', codePoint: 'U+0000' });
  });
});

describe('controlCharacterMessage', () => {
  it('names the field and the character, without echoing it', () => {
    expect(controlCharacterMessage({ path: 'name', codePoint: 'U+0000' })).toBe(
      'The field "name" contains a control character (U+0000), which is not allowed. Please remove it and try again.',
    );
    expect(controlCharacterMessage({ path: '', codePoint: 'U+0007' })).toBe(
      'The request contains a control character (U+0007), which is not allowed. Please remove it and try again.',
    );
  });

  it('keeps a hostile or huge key short and printable', () => {
    const message = controlCharacterMessage({ path: `<b>${'k'.repeat(500)}\u0000`, codePoint: 'U+0000' });
    expect(message).not.toMatch(/[<>]/);
    expect(message.includes('\u0000')).toBe(false);
    expect(message.length).toBeLessThan(200);
  });
});
