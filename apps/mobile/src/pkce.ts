/**
 * PKCE (RFC 7636) for the sign-in in the system browser: a random verifier kept on the device
 * and its S256 challenge sent with the authorization request, so an intercepted app link (another
 * app claiming the same scheme) cannot be exchanged for tokens.
 */
export interface Pkce {
  verifier: string;
  challenge: string;
  method: 'S256';
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes → a 43-character verifier (the RFC allows 43–128). */
export function randomToken(byteLength = 32, random: Crypto = globalThis.crypto): string {
  return base64Url(random.getRandomValues(new Uint8Array(byteLength)));
}

export async function challengeFor(
  verifier: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function createPkce(random: Crypto = globalThis.crypto): Promise<Pkce> {
  const verifier = randomToken(32, random);
  return { verifier, challenge: await challengeFor(verifier, random.subtle), method: 'S256' };
}
