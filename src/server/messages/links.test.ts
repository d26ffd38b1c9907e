import { describe, expect, it } from 'vitest';
import { callPath, codeToUuid, shortCallPath, uuidToCode } from './links.ts';

describe('short codes', () => {
  it('write a UUID in 22 characters and read it back', () => {
    const id = '0f8e4b6a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const code = uuidToCode(id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(codeToUuid(code)).toBe(id);
    expect(shortCallPath(id)).toBe(`/c/${code}`);
  });

  it('refuse what is not one', () => {
    expect(codeToUuid('short')).toBeNull();
    expect(codeToUuid('!'.repeat(22))).toBeNull();
    expect(() => uuidToCode('not-a-uuid')).toThrow();
  });
});

it('the dashboard path of a call', () => {
  expect(callPath('p1', 'c1')).toBe('/dashboard/loved-ones/p1?call=c1');
});
