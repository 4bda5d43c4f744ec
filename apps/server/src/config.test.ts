import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): Record<string, string> {
  try {
    loadConfig(env, '/srv/atrium');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return Object.fromEntries((error as ConfigError).problems.map((p) => [p.variable, p.message]));
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the embedded mode with no variables at all', () => {
    const config = loadConfig({}, '/srv/atrium');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/atrium/data'),
      databaseUrl: null,
      seedDemo: null,
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      oidc: null,
      accessTokenTtlSeconds: 300,
      accessTokenPrivateKey: null,
      refreshTokenTtlDays: 14,
      trustProxy: false,
      rateLimits: { signInPerMinute: 20, tokenPerMinute: 60 },
      pushServiceUrl: null,
      storage: { driver: 'local', directory: path.resolve('/srv/atrium/data/files') },
    });
  });

  it('reads the per-address limits an office behind one address raises, and refuses nonsense', () => {
    expect(loadConfig({ SIGN_IN_RATE_LIMIT: '200', TOKEN_RATE_LIMIT: '600' }).rateLimits).toEqual({
      signInPerMinute: 200,
      tokenPerMinute: 600,
    });
    expect(() => loadConfig({ TOKEN_RATE_LIMIT: '0' })).toThrow(/TOKEN_RATE_LIMIT/);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: 'many' })).toThrow(/SIGN_IN_RATE_LIMIT/);
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://atrium.example.com/' }).publicUrl).toBe(
      'https://atrium.example.com',
    );
  });

  it('reads the external mode', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://atrium:secret@db:5432/atrium',
      OIDC_ISSUER: 'https://id.example.com/realms/atrium',
      OIDC_CLIENT_ID: 'atrium-web',
      SEED_DEMO: 'false',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'atrium-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.databaseUrl).toBe('postgres://atrium:secret@db:5432/atrium');
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com/realms/atrium',
      clientId: 'atrium-web',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(config.storage).toMatchObject({
      driver: 's3',
      bucket: 'atrium-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('parses TRUST_PROXY as a flag or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('names every bad variable at once, without echoing values', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/atrium',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'maybe',
      SUPPORT_EMAIL: 'not-an-email',
      TRUST_PROXY: 'everyone',
    });
    expect(Object.keys(problems).sort()).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS',
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'SEED_DEMO',
      'SUPPORT_EMAIL',
      'TRUST_PROXY',
    ]);
    expect(problems.PORT).toBe('must be a whole number');
    expect(problems.ACCESS_TOKEN_TTL_SECONDS).toBe('must be at most 300');
    expect(problems.SEED_DEMO).toBe('must be true or false');
    expect(JSON.stringify(problems)).not.toContain('hunter2');
  });

  it('puts every problem in the message main prints', () => {
    try {
      loadConfig({ PORT: '0', PUBLIC_URL: 'ftp://example.com' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration:/);
      expect((error as Error).message).toContain('PORT: must be at least 1');
      expect((error as Error).message).toContain('PUBLIC_URL: must be an http:// or https:// URL');
    }
  });

  it('wants the OIDC pair, the S3 bucket and the S3 key pair together', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example.com' })).toHaveProperty('OIDC_CLIENT_ID');
    expect(problemsOf({ OIDC_CLIENT_ID: 'atrium' })).toHaveProperty('OIDC_ISSUER');
    expect(problemsOf({ STORAGE_DRIVER: 's3' })).toHaveProperty('S3_BUCKET');
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'key' })).toHaveProperty('S3_SECRET_ACCESS_KEY');
  });

  it('refuses a signing key that is not a PKCS#8 PEM', () => {
    expect(problemsOf({ ACCESS_TOKEN_PRIVATE_KEY: 'secret' })).toHaveProperty('ACCESS_TOKEN_PRIVATE_KEY');
  });
  it('parses ACCESS_TOKEN_PRIVATE_KEY as a P-256 PKCS#8 key, also with its newlines written as \\n', () => {
    const pkcs8 = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
    const p256 = pkcs8(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    const p384 = pkcs8(generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey);
    const rsa = pkcs8(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    expect(loadConfig({ ACCESS_TOKEN_PRIVATE_KEY: p256 }).accessTokenPrivateKey).toBe(p256.trim());
    expect(
      loadConfig({ ACCESS_TOKEN_PRIVATE_KEY: p256.trim().replaceAll('\n', '\\n') }).accessTokenPrivateKey,
    ).toBe(p256.trim());

    expect(problemsOf({ ACCESS_TOKEN_PRIVATE_KEY: p384 })).toEqual({
      ACCESS_TOKEN_PRIVATE_KEY: 'must be a P-256 (ES256) EC private key',
    });
    expect(problemsOf({ ACCESS_TOKEN_PRIVATE_KEY: rsa })).toEqual({
      ACCESS_TOKEN_PRIVATE_KEY: 'must be a P-256 (ES256) EC private key',
    });
    const truncated = p256.slice(0, 80) + '\n-----END PRIVATE KEY-----\n';
    expect(problemsOf({ ACCESS_TOKEN_PRIVATE_KEY: truncated })).toEqual({
      ACCESS_TOKEN_PRIVATE_KEY: 'is not a readable PKCS#8 PEM private key',
    });
  });

  it('accepts HOST as an address or host name and refuses anything else', () => {
    for (const host of ['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost', 'atrium-1.internal']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    for (const host of ['http://0.0.0.0', 'localhost:3000', '0.0.0.0/24', 'my host', '-bad.example']) {
      expect(problemsOf({ HOST: host })).toEqual({
        HOST: 'must be an IP address or a host name (no scheme, port or path)',
      });
    }
  });

  it('wants DATABASE_URL to name a PostgreSQL server with decodable credentials', () => {
    for (const url of [
      'postgres://root@127.0.0.1:5432/test',
      'postgresql://user:p%40ss@db.internal/atrium?sslmode=require',
      'postgres:///atrium?host=/var/run/postgresql',
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    expect(problemsOf({ DATABASE_URL: 'postgres://' })).toHaveProperty('DATABASE_URL');
    expect(problemsOf({ DATABASE_URL: '127.0.0.1:5432/atrium' })).toHaveProperty('DATABASE_URL');
    expect(problemsOf({ DATABASE_URL: 'postgres://root@db:port/atrium' })).toHaveProperty('DATABASE_URL');
    const badPassword = problemsOf({ DATABASE_URL: 'postgres://root:50%off@db/atrium' });
    expect(badPassword.DATABASE_URL).toBe('has a badly percent-encoded user, password or database name');
    expect(JSON.stringify(badPassword)).not.toContain('50%off');
  });
});
