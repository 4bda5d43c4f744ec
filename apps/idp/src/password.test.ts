import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters and a per-password salt beside the hash', async () => {
    const a = await hashPassword('same password');
    const b = await hashPassword('same password');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same passworD', a)).toBe(false);
    expect(await verifyPassword('same password', 'garbage')).toBe(false);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('x');
    const [, , , , salt] = hash.split('$');
    expect(await verifyPassword('x', hash.replace('$16384$', '$1024$'))).toBe(false);
    expect(salt).toBeTruthy();
  });
});
