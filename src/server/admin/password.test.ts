import { describe, expect, it } from 'vitest';
import { createAdminPassword, hashAdminPassword, parseAdminPasswordHash } from './password.ts';

describe('admin password', () => {
  it('checks a plain password through its hash', async () => {
    const check = createAdminPassword({ password: 'open sesame' });
    expect(check.enabled).toBe(true);
    expect(check.generated).toBeNull();
    expect(await check.verify('open sesame')).toBe(true);
    expect(await check.verify('open sesame ')).toBe(false);
    expect(await check.verify('')).toBe(false);
  });

  it('takes a stored scrypt hash, salted differently each time', async () => {
    const a = await hashAdminPassword('tea at four');
    const b = await hashAdminPassword('tea at four');
    expect(a).toMatch(/^scrypt:16384:8:1:[\w-]+:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('tea');
    const check = createAdminPassword({ hash: a, password: 'ignored when a hash is set' });
    expect(await check.verify('tea at four')).toBe(true);
    expect(await check.verify('ignored when a hash is set')).toBe(false);
    expect(() => parseAdminPasswordHash('scrypt:1000:8:1:c2FsdA:aGFzaA')).toThrow(/ADMIN_PASSWORD_HASH/);
  });

  it('is off without a password, and makes one up only when asked (development)', async () => {
    const off = createAdminPassword({});
    expect(off.enabled).toBe(false);
    expect(await off.verify('anything')).toBe(false);
    const dev = createAdminPassword({ generateIfMissing: true });
    expect(dev.enabled).toBe(true);
    expect(dev.generated).toMatch(/^[\w-]{16}$/);
    expect(await dev.verify(dev.generated!)).toBe(true);
  });
});
