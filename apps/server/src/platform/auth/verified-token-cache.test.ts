import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verified-token-cache.ts';

describe('VerifiedTokenCache', () => {
  it('answers a remembered token until its end, then forgets it', () => {
    let now = 1_000;
    const cache = new VerifiedTokenCache<string>({ maxEntries: 10, now: () => now });
    cache.set('a.b.c', 'alice', 2_000);
    expect(cache.get('a.b.c')).toBe('alice');
    expect(cache.get('a.b.d')).toBeUndefined();
    now = 1_999;
    expect(cache.get('a.b.c')).toBe('alice');
    now = 2_000;
    expect(cache.get('a.b.c')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not remember a token that has already ended', () => {
    const cache = new VerifiedTokenCache<string>({ maxEntries: 10, now: () => 5_000 });
    cache.set('old', 'bob', 5_000);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new VerifiedTokenCache<number>({ maxEntries: 2, now: () => 0 });
    cache.set('one', 1, 10);
    cache.set('two', 2, 10);
    cache.set('three', 3, 10);
    expect(cache.size).toBe(2);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')).toBe(2);
    expect(cache.get('three')).toBe(3);
  });
});
