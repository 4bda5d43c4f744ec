import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-push-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  it('generates a pair once and returns the same pair on the next start', async () => {
    const first = await loadVapidKeys({ dataDir });
    // P-256 public key, uncompressed point, base64url: 65 bytes → 87 characters.
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await loadVapidKeys({ dataDir });
    expect(second).toEqual(first);
    const mode = (await stat(path.join(dataDir, VAPID_KEYS_FILE))).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('agrees with a concurrent start instead of writing a second pair', async () => {
    const [a, b] = await Promise.all([loadVapidKeys({ dataDir }), loadVapidKeys({ dataDir })]);
    expect(a).toEqual(b);
    const stored = JSON.parse(await readFile(path.join(dataDir, VAPID_KEYS_FILE), 'utf8'));
    expect(stored).toEqual(a);
  });

  it('prefers configured keys and refuses half a pair', async () => {
    const configured = { publicKey: 'pub', privateKey: 'priv' };
    await expect(loadVapidKeys({ dataDir, ...configured })).resolves.toEqual(configured);
    await expect(loadVapidKeys({ dataDir, publicKey: 'pub' })).rejects.toThrow(/together/);
  });
});
