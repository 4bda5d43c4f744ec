import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path.ts';

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

  it('remembers nothing for other paths: SPEC §2 lands on / after sign-in', () => {
    const storage = memory();
    expect(rememberReturnPath(storage, new URL(`${origin}/admin/users`))).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it('does not follow a stored value that leaves the app or the invitation', () => {
    const storage = memory();
    storage.setItem('atrium.returnPath', 'https://evil.test/respond-to-invite?token=x');
    expect(takeReturnPath(storage, origin)).toBeNull();
    storage.setItem('atrium.returnPath', '/admin');
    expect(takeReturnPath(storage, origin)).toBeNull();
  });
});
