import { describe, expect, it } from 'vitest';
import { generateLoginCode, generateSessionToken, hashLoginCode, safeEqualHex, sha256Hex } from './tokens.ts';

describe('generateLoginCode', () => {
  const draws = Array.from({ length: 1000 }, generateLoginCode);

  it('is always exactly six digits', () => {
    for (const code of draws) expect(code).toMatch(/^\d{6}$/);
  });

  it('keeps leading zeros (about one code in ten starts with 0)', () => {
    const leadingZero = draws.filter((c) => c.startsWith('0')).length;
    expect(leadingZero).toBeGreaterThan(50);
    expect(leadingZero).toBeLessThan(160);
  });

  it('looks random: nearly all distinct, every digit used in every position', () => {
    // 1000 draws from a million values: on average half a collision.
    expect(new Set(draws).size).toBeGreaterThan(990);
    for (let position = 0; position < 6; position++) {
      expect(new Set(draws.map((c) => c[position])).size, `position ${position}`).toBe(10);
    }
  });
});

describe('generateSessionToken', () => {
  it('is 160 random bits in base64url, safe in a cookie', () => {
    const tokens = Array.from({ length: 200 }, generateSessionToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{27}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(20);
    }
    expect(new Set(tokens).size).toBe(200);
  });
});

describe('sha256Hex', () => {
  it('is standard SHA-256 in lower-case hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('hashLoginCode', () => {
  it('is deterministic and does not contain the code', () => {
    const hash = hashLoginCode('ada@example.com', '042917');
    expect(hash).toBe(hashLoginCode('ada@example.com', '042917'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('042917');
  });

  it('binds the code to its address: the same code for another address hashes differently', () => {
    expect(hashLoginCode('ada@example.com', '123456')).not.toBe(hashLoginCode('bob@example.com', '123456'));
  });

  it('differs for different codes', () => {
    expect(hashLoginCode('ada@example.com', '123456')).not.toBe(hashLoginCode('ada@example.com', '123457'));
  });

  it('is not a plain hash of the code alone', () => {
    expect(hashLoginCode('ada@example.com', '123456')).not.toBe(sha256Hex('123456'));
  });
});

describe('safeEqualHex', () => {
  const a = sha256Hex('a');
  const b = sha256Hex('b');

  it('is true for equal hashes and false for different ones', () => {
    expect(safeEqualHex(a, a)).toBe(true);
    expect(safeEqualHex(a, b)).toBe(false);
  });

  it('compares bytes, so hex case does not matter', () => {
    expect(safeEqualHex(a, a.toUpperCase())).toBe(true);
  });

  it('is false, without throwing, for different lengths', () => {
    expect(safeEqualHex(a, a.slice(0, 62))).toBe(false);
    expect(safeEqualHex(a, '')).toBe(false);
  });

  it('never matches strings that are not hex (they would decode to nothing)', () => {
    expect(safeEqualHex('zz', 'yy')).toBe(false);
    expect(safeEqualHex('', '')).toBe(false);
  });

  it('tells apart hashes that differ only in the last byte', () => {
    const almost = a.slice(0, 62) + (a.endsWith('00') ? '01' : '00');
    expect(safeEqualHex(a, almost)).toBe(false);
  });
});
