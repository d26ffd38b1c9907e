import { describe, expect, it } from 'vitest';
import { dashboardGreeting } from './user.ts';

describe('dashboardGreeting', () => {
  it.each([
    ['Susan', 'Hello, Susan'],
    ['  Susan ', 'Hello, Susan'],
    [null, 'Hello'],
    ['', 'Hello'],
    ['   ', 'Hello'],
  ])('%j → %j', (first_name, greeting) => {
    expect(dashboardGreeting({ first_name })).toBe(greeting);
  });
});
