const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * The bytes of a base64url text (RFC 4648 §5, padding optional), or null when it is not one.
 * Uses `atob`, not Node's Buffer, so the same code runs in the browser.
 */
export function base64UrlToBytes(text: string): Uint8Array | null {
  const unpadded = text.replace(/={1,2}$/, '');
  // atob skips whitespace and accepts "+/"; base64url has neither, and a length of 4n+1 is no
  // whole number of bytes.
  if (!BASE64URL.test(unpadded) || unpadded.length % 4 === 1) return null;
  const base64 = unpadded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The payload (middle part) of a JWT as a plain object, or null when the token cannot be read:
 * not a string of three dot-separated parts, payload not base64url, not UTF-8, not JSON, or JSON
 * that is not an object. The signature is not checked: this is for reading claims the client was
 * given, never for trusting them (the server verifies tokens itself).
 */
export function decodeJwtPayload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') return null;
  const bytes = base64UrlToBytes(parts[1]);
  if (bytes === null) return null;
  try {
    const payload: unknown = JSON.parse(UTF8.decode(bytes));
    return isPlainObject(payload) ? payload : null;
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
