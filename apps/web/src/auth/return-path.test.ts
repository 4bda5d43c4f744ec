import { describe, expect, it } from 'vitest';
import { rememberReturnPath, RETURN_PATH_TTL_MS, takeReturnPath } from './return-path.ts';

const origin = 'https://app.example';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('return path (decision 009)', () => {
  it('remembers an invitation link opened while signed out and gives it back once', () => {
    const storage = memory();
    expect(rememberReturnPath(storage, new URL(`${origin}/respond-to-invite?token=abc`))).toBe(true);
    expect(takeReturnPath(storage, origin)).toBe('/respond-to-invite?token=abc');
    expect(takeReturnPath(storage, origin)).toBeNull();
  });

  it('remembers nothing for other paths: docs/product/routes-and-redirects.md#redirects lands on / after sign-in', () => {
    const storage = memory();
    expect(rememberReturnPath(storage, new URL(`${origin}/admin/users`))).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it('does not follow a stored value that leaves the app or the invitation', () => {
    const storage = memory();
    const stored = (path: string) => JSON.stringify({ path, savedAt: Date.now() });
    storage.setItem('atrium.returnPath', stored('https://evil.test/respond-to-invite?token=x'));
    expect(takeReturnPath(storage, origin)).toBeNull();
    storage.setItem('atrium.returnPath', stored('/admin'));
    expect(takeReturnPath(storage, origin)).toBeNull();
    storage.setItem('atrium.returnPath', '/respond-to-invite?token=not-json');
    expect(takeReturnPath(storage, origin)).toBeNull();
  });

  it('keeps the link through a day of signing up and confirming the address, not longer', () => {
    const storage = memory();
    const openedAt = Date.UTC(2026, 10, 23, 9, 0);
    rememberReturnPath(storage, new URL(`${origin}/respond-to-invite?token=abc`), openedAt);
    expect(takeReturnPath(storage, origin, openedAt + RETURN_PATH_TTL_MS)).toBe(
      '/respond-to-invite?token=abc',
    );
    rememberReturnPath(storage, new URL(`${origin}/respond-to-invite?token=abc`), openedAt);
    expect(takeReturnPath(storage, origin, openedAt + RETURN_PATH_TTL_MS + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});
