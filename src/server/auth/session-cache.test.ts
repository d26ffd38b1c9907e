import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const row = (id: string, name = 'Pat') => ({ id, name });

function liveCache() {
  const cache = new SessionCache<{ id: string; name: string }>(60_000);
  cache.up();
  return cache;
}

describe('SessionCache', () => {
  it('holds and serves nothing until the announcements are heard', () => {
    const cache = new SessionCache<{ id: string; name: string }>(60_000);
    cache.store('s1', row('u1'), cache.ticket());
    expect(cache.get('s1')).toBeUndefined();
    cache.up();
    cache.store('s1', row('u1'), cache.ticket());
    expect(cache.get('s1')).toEqual(row('u1'));
  });

  it('keeps no row read while a change was announced', () => {
    const cache = liveCache();
    const ticket = cache.ticket();
    cache.changed('s:other'); // any announcement between the read and the store
    cache.store('s1', row('u1'), ticket);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('drops a session, an account’s sessions, or everything, as announced', () => {
    const cache = liveCache();
    for (const [session, user] of [
      ['s1', 'u1'],
      ['s2', 'u1'],
      ['s3', 'u2'],
    ] as const)
      cache.store(session, row(user), cache.ticket());
    cache.changed('s:s3');
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
    cache.changed('u:u1');
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeUndefined();
    cache.store('s3', row('u2'), cache.ticket());
    cache.changed('*');
    expect(cache.size).toBe(0);
  });

  it('forgets everything when the announcements stop, and starts afresh when they resume', () => {
    const cache = liveCache();
    cache.store('s1', row('u1'), cache.ticket());
    const ticket = cache.ticket();
    cache.down();
    expect(cache.enabled).toBe(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.up();
    expect(cache.size).toBe(0);
    // A read begun before the outage is not kept after it.
    cache.store('s1', row('u1'), ticket);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('replaces a held row only', () => {
    const cache = liveCache();
    cache.update('s1', row('u1', 'Sam'));
    expect(cache.get('s1')).toBeUndefined();
    cache.store('s1', row('u1'), cache.ticket());
    cache.update('s1', row('u1', 'Sam'));
    expect(cache.get('s1')?.name).toBe('Sam');
    // The replaced row is still found by its account.
    cache.forgetUser('u1');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets all of an account’s sessions and none of another’s', () => {
    const cache = liveCache();
    for (let i = 0; i < 1000; i++) cache.store(`s${i}`, row(`u${i % 10}`), cache.ticket());
    cache.forgetUser('u3');
    expect(cache.size).toBe(900);
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s4')).toBeDefined();
    cache.forgetSession('s4');
    cache.forgetUser('u4');
    expect(cache.size).toBe(800);
  });
});
