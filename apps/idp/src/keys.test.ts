import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateSigningKey } from './keys.ts';
import {
  AUDIENCE,
  Browser,
  authorizeUrl,
  exchangeCode,
  followToClient,
  freshDatabase,
  pkcePair,
  type RunningIdp,
  signInForCode,
  startIdp,
} from './test/harness.ts';
import type { IdpDatabase } from './database.ts';

let db: IdpDatabase;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.db;
  closeDb = fresh.close;
});

afterAll(() => closeDb());

async function publishedKids(run: RunningIdp) {
  const jwks = (await (await fetch(`${run.issuer}/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
  for (const key of jwks.keys) {
    expect(key.d).toBeUndefined();
    expect(key.p).toBeUndefined();
  }
  return jwks.keys.map((k) => k.kid);
}

async function accessToken(run: RunningIdp) {
  const { code, pkce } = await signInForCode(new Browser(), run, 'keys@example.test', 'key password');
  return String((await exchangeCode(run, code!, pkce.verifier)).body.access_token);
}

describe('signing keys', () => {
  it('are generated once and survive a restart on the same database; rotation adds a signing key and keeps the old', async () => {
    const first = await startIdp(db);
    await first.idp.seedAccounts([{ email: 'keys@example.test', password: 'key password' }]);
    const kidsBefore = await publishedKids(first);
    expect(kidsBefore).toHaveLength(1);
    const oldToken = await accessToken(first);
    expect(decodeProtectedHeader(oldToken).kid).toBe(kidsBefore[0]);
    // A session cookie signed by the first instance...
    const browser = new Browser();
    await signInForCode(browser, first, 'keys@example.test', 'key password');
    await first.stop();

    const second = await startIdp(db);
    expect(await publishedKids(second)).toEqual(kidsBefore);
    // ...is still valid after the restart (cookie keys persisted too): no sign-in page this time.
    const silent = await signInSilently(browser, second);
    expect(silent.searchParams.get('code')).toBeTruthy();
    await second.stop();

    const newKid = await rotateSigningKey(db);
    const third = await startIdp(db);
    try {
      expect(await publishedKids(third)).toEqual([newKid, kidsBefore[0]]);
      const newToken = await accessToken(third);
      expect(decodeProtectedHeader(newToken).kid).toBe(newKid);
      const jwks = createRemoteJWKSet(new URL(`${third.issuer}/jwks`));
      // Tokens signed before the rotation still verify (the test servers' issuers differ by port).
      await jwtVerify(oldToken, jwks, { issuer: first.issuer, audience: AUDIENCE });
      await jwtVerify(newToken, jwks, { issuer: third.issuer, audience: AUDIENCE });
    } finally {
      await third.stop();
    }
  });
});

async function signInSilently(browser: Browser, run: RunningIdp) {
  const pkce = pkcePair();
  const response = await browser.get(
    authorizeUrl(run.issuer, {
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      prompt: 'none',
    }),
  );
  return followToClient(browser, run, response);
}
