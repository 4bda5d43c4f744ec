import { beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN_STORAGE_KEY, arrivedFromStoredOrigin, rememberOrigin } from './stored-origin.ts';

describe('stored origin', () => {
  beforeEach(() => localStorage.clear());

  it('saves the origin under the key `origin`', () => {
    rememberOrigin(localStorage, 'https://atrium.example');
    expect(localStorage.getItem(ORIGIN_STORAGE_KEY)).toBe('https://atrium.example');
  });

  it('is true only when the referrer has the stored origin', () => {
    rememberOrigin(localStorage, 'https://atrium.example');
    expect(arrivedFromStoredOrigin(localStorage, 'https://atrium.example/oidc/interaction/abc')).toBe(true);
    expect(arrivedFromStoredOrigin(localStorage, 'https://mail.example/inbox')).toBe(false);
    expect(arrivedFromStoredOrigin(localStorage, 'http://atrium.example/')).toBe(false);
    expect(arrivedFromStoredOrigin(localStorage, '')).toBe(false);
    expect(arrivedFromStoredOrigin(localStorage, 'not a url')).toBe(false);
  });

  it('is false when nothing was stored', () => {
    expect(arrivedFromStoredOrigin(localStorage, 'https://atrium.example/')).toBe(false);
  });
});
