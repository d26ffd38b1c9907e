import { describe, expect, it } from 'vitest';
import { insideCallingWindow } from './calling-window.ts';
import { minutesOf } from './daily-time.ts';

describe('the calling window', () => {
  it('rings from 8:00 through 21:00, both ends included', () => {
    const inside = (time: string) => insideCallingWindow(minutesOf(time));
    expect(['08:00', '12:30', '20:59', '21:00'].map(inside)).toEqual([true, true, true, true]);
    expect(['00:00', '07:59', '21:01', '23:30'].map(inside)).toEqual([false, false, false, false]);
  });
});
