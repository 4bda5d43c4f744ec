import { describe, expect, it } from 'vitest';
import { hashingLoad, hashPassword, MAX_PARALLEL_HASHES, verifyPassword } from './password.ts';

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

describe('V15.2.2 password hashing under load', () => {
  it('V15.2.2 runs at most two derivations at once, queues the rest, and answers all of them', async () => {
    const hash = await hashPassword('right password');
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, hashingLoad().running);
    }, 1);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verifyPassword(i === 5 ? 'right password' : `wrong ${i}`, hash)),
    );
    clearInterval(watch);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results[5]).toBe(true);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_PARALLEL_HASHES);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('V15.2.2 keeps the event loop free while passwords are hashed', async () => {
    const hash = await hashPassword('right password');
    const work = Promise.all(Array.from({ length: 20 }, (_, i) => verifyPassword(`wrong ${i}`, hash)));
    // A timer due in 5 ms fires long before the 20 hashes are done: nothing blocks the loop.
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const timerDelay = performance.now() - started;
    expect(hashingLoad().waiting).toBeGreaterThan(0);
    await work;
    expect(timerDelay).toBeLessThan(200);
  });
});
