import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with its parameters stored beside the hash, so that they can be raised later without
// invalidating existing hashes: scrypt$N$r$p$salt$hash (salt and hash base64url).
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads, DNS and zlib share. Sixty
 * wrong passwords at once would fill it and take every core of a small machine, so other people's
 * requests waited seconds; at most this many derivations run at once and the rest queue here.
 */
export const MAX_PARALLEL_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter; only when none waits is it given back.
    if (next) next();
    else running -= 1;
  }
}

/** How many derivations are running and queued (for tests and diagnostics). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number) {
  return withHashSlot(() => deriveNow(password, salt, n, r, p, keyLength));
}

function deriveNow(password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verifying against this when no account matches keeps the response time of an unknown email
// close to that of a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
