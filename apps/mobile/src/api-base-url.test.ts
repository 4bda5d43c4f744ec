import { describe, expect, it } from 'vitest';
import { apiBaseUrlFrom } from './api-base-url.ts';

describe("the shell's API base URL", () => {
  it('is the origin of an https server, and unset without a value', () => {
    expect(apiBaseUrlFrom('https://atrium.example.com')).toBe('https://atrium.example.com');
    expect(apiBaseUrlFrom(' https://atrium.example.com:8443/ ')).toBe('https://atrium.example.com:8443');
    expect(apiBaseUrlFrom(undefined)).toBeNull();
    expect(apiBaseUrlFrom('  ')).toBeNull();
  });

  it('allows plain http only to a development machine (loopback, the Android emulator host)', () => {
    expect(apiBaseUrlFrom('http://10.0.2.2:3000')).toBe('http://10.0.2.2:3000');
    expect(apiBaseUrlFrom('http://localhost:3000')).toBe('http://localhost:3000');
    expect(() => apiBaseUrlFrom('http://atrium.example.com')).toThrow(/https/);
  });

  it('refuses what is not a bare origin', () => {
    expect(() => apiBaseUrlFrom('atrium.example.com')).toThrow(/not a URL/);
    expect(() => apiBaseUrlFrom('https://atrium.example.com/api')).toThrow(/without a path/);
    expect(() => apiBaseUrlFrom('ftp://atrium.example.com')).toThrow(/https/);
  });
});
