import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, UnsecuredJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokens, InvalidAccessTokenError, ACCESS_TOKEN_AUDIENCE } from './access-token.ts';
import { ACCESS_TOKEN_KEY_FILE, loadAccessTokenKey, type AccessTokenKey } from './access-token-key.ts';

const ISSUER = 'http://localhost:3000';
const USER = '0b9c3a8e-3f7e-4d1c-9a57-6d7f0f3a1b21';
const COMPANY = '2e1d5f0a-7c44-4a8e-8f0e-4b9d5c6a7e31';
const MEMBER = '9a0c7e52-1b3d-4f6a-8e2c-5d4b3a2f1e09';

async function refusal(promise: Promise<unknown>): Promise<InvalidAccessTokenError['reason']> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAccessTokenError);
    return (error as InvalidAccessTokenError).reason;
  }
  throw new Error('expected the token to be refused');
}

describe('access tokens', () => {
  let dataDir: string;
  let key: AccessTokenKey;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-keys-'));
    key = await loadAccessTokenKey({ privateKeyPem: null, dataDir });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const tokens = () => createAccessTokens({ key, issuer: ISSUER, ttlSeconds: 300 });

  it('round-trips the docs/product/tokens-and-sign-in.md#access-token-claims claims', async () => {
    const token = await tokens().signAccessToken({
      sub: USER,
      CompanyId: COMPANY,
      CompanyMemberId: MEMBER,
      role: ['OWNER'],
      Modules: 'ABSENCE',
    });
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(new TextDecoder().decode(base64url.decode(part))) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(payload).toMatchObject({
      sub: USER,
      CompanyId: COMPANY,
      role: ['OWNER'],
      Modules: 'ABSENCE',
      iss: ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
    });
    expect((payload?.exp as number) - (payload?.iat as number)).toBe(300);

    const verified = await tokens().verifyAccessToken(token);
    expect(verified).toMatchObject({ userId: USER, companyId: COMPANY, companyMemberId: MEMBER });
  });

  it('accepts a token without a company', async () => {
    const verified = await tokens().verifyAccessToken(await tokens().signAccessToken({ sub: USER }));
    expect(verified).toMatchObject({ userId: USER, companyId: null, companyMemberId: null });
  });

  it('refuses to sign a company without its membership, or a non-uuid subject', async () => {
    await expect(tokens().signAccessToken({ sub: USER, CompanyId: COMPANY })).rejects.toThrow();
    await expect(tokens().signAccessToken({ sub: 'alice' })).rejects.toThrow();
  });

  it('refuses an expired token', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
      .setSubject(USER)
      .setIssuer(ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(key.privateKey);
    expect(await refusal(tokens().verifyAccessToken(token))).toBe('expired');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const token = new UnsecuredJWT({ sub: USER })
      .setIssuer(ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect(await refusal(tokens().verifyAccessToken(token))).toBe('malformed');
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
      .setSubject(USER)
      .setIssuer(ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await refusal(tokens().verifyAccessToken(token))).toBe('signature');
  });

  it('refuses another issuer, another audience, a tampered payload and garbage', async () => {
    const other = createAccessTokens({ key, issuer: 'https://evil.example', ttlSeconds: 300 });
    expect(await refusal(tokens().verifyAccessToken(await other.signAccessToken({ sub: USER })))).toBe(
      'claims',
    );

    const wrongAudience = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
      .setSubject(USER)
      .setIssuer(ISSUER)
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key.privateKey);
    expect(await refusal(tokens().verifyAccessToken(wrongAudience))).toBe('claims');

    const [header, , signature] = (await tokens().signAccessToken({ sub: USER })).split('.');
    const forged = base64url.encode(
      JSON.stringify({
        sub: USER,
        role: 'SUPERADMIN',
        iss: ISSUER,
        aud: ACCESS_TOKEN_AUDIENCE,
        iat: 1,
        exp: 9_999_999_999,
      }),
    );
    expect(await refusal(tokens().verifyAccessToken(`${header}.${forged}.${signature}`))).toBe('signature');

    expect(await refusal(tokens().verifyAccessToken('not.a.token'))).toBe('malformed');
  });

  it('refuses a token whose lifetime exceeds the configured one', async () => {
    const long = createAccessTokens({ key, issuer: ISSUER, ttlSeconds: 3600 });
    const token = await long.signAccessToken({ sub: USER });
    // A fresh token passes; one issued two minutes ago is too old for a 60 s policy even though
    // its own exp says an hour (maxTokenAge).
    const strict = createAccessTokens({ key, issuer: ISSUER, ttlSeconds: 60 });
    await expect(strict.verifyAccessToken(token)).resolves.toBeTruthy();
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
      .setSubject(USER)
      .setIssuer(ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime('1h')
      .sign(key.privateKey);
    expect(await refusal(strict.verifyAccessToken(old))).toBe('expired');
  });

  it('accepts a remembered token again, but never after it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const short = createAccessTokens({ key, issuer: ISSUER, ttlSeconds: 60 });
      const token = await short.signAccessToken({ sub: USER, CompanyId: COMPANY, CompanyMemberId: MEMBER });
      const first = await short.verifyAccessToken(token);
      vi.setSystemTime(Date.now() + 30_000);
      expect(await short.verifyAccessToken(token)).toEqual(first);
      // Past exp and the 5 s clock tolerance: refused although it verified (and was remembered).
      vi.setSystemTime(Date.now() + 40_000);
      expect(await refusal(short.verifyAccessToken(token))).toBe('expired');
      // A token that differs only in its signature is not the remembered one.
      const [header, payload] = token.split('.');
      expect(await refusal(short.verifyAccessToken(`${header}.${payload}.${'A'.repeat(86)}`))).toBe(
        'signature',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loadAccessTokenKey', () => {
  it('generates a key once, private to the owner, and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-keys-'));
    try {
      const first = await loadAccessTokenKey({ privateKeyPem: null, dataDir });
      const file = path.join(dataDir, ACCESS_TOKEN_KEY_FILE);
      expect((await stat(file)).mode & 0o077).toBe(0);
      const second = await loadAccessTokenKey({ privateKeyPem: null, dataDir });
      expect(second.publicKey.equals(first.publicKey)).toBe(true);

      const fromEnv = await loadAccessTokenKey({
        privateKeyPem: await readFile(file, 'utf8'),
        dataDir: '/nonexistent',
      });
      expect(fromEnv.publicKey.equals(first.publicKey)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a key of the wrong kind', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(loadAccessTokenKey({ privateKeyPem: pem, dataDir: '/nonexistent' })).rejects.toThrow(
      'must be a P-256 (ES256) EC private key',
    );
  });
});
