import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

function problemsOf(env: Record<string, string>): Record<string, string> {
  try {
    loadConfig(env, '/srv/atrium');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return Object.fromEntries((error as ConfigError).problems.map((p) => [p.variable, p.message]));
  }
  throw new Error('expected a ConfigError');
}

const publicKey = 'B'.repeat(87);
const privateKey = 'p'.repeat(43);

describe('push configuration', () => {
  it('runs the push service in process with generated keys by default', () => {
    expect(loadConfig({}, '/srv/atrium')).toMatchObject({
      pushServiceUrl: null,
      push: {
        serviceSecret: null,
        vapidPublicKey: null,
        vapidPrivateKey: null,
        vapidSubject: 'mailto:push@localhost',
        allowLoopbackEndpoints: false,
      },
    });
  });

  it('takes the VAPID subject from the support address, else an https public URL', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'ops@acme.example' }).push.vapidSubject).toBe(
      'mailto:ops@acme.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://atrium.acme.example/' }).push.vapidSubject).toBe(
      'https://atrium.acme.example',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:push@acme.example' }).push.vapidSubject).toBe(
      'mailto:push@acme.example',
    );
  });

  it('needs a secret of 32 characters or more with PUSH_SERVICE_URL', () => {
    expect(problemsOf({ PUSH_SERVICE_URL: 'https://push.internal' })).toMatchObject({
      PUSH_SERVICE_SECRET: expect.stringMatching(/required/),
    });
    expect(
      problemsOf({ PUSH_SERVICE_URL: 'https://push.internal', PUSH_SERVICE_SECRET: 'short' }),
    ).toMatchObject({
      PUSH_SERVICE_SECRET: expect.stringMatching(/32/),
    });
    const secret = 's'.repeat(32);
    expect(
      loadConfig({ PUSH_SERVICE_URL: 'https://push.internal', PUSH_SERVICE_SECRET: secret }),
    ).toMatchObject({
      pushServiceUrl: 'https://push.internal',
      push: { serviceSecret: secret },
    });
  });

  it('takes VAPID keys as a pair in their base64url form', () => {
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push).toMatchObject({
      vapidPublicKey: publicKey,
      vapidPrivateKey: privateKey,
    });
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toHaveProperty('VAPID_PRIVATE_KEY');
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey })).toHaveProperty(
      'VAPID_PUBLIC_KEY',
    );
    expect(problemsOf({ VAPID_SUBJECT: 'http://acme.example' })).toHaveProperty('VAPID_SUBJECT');
  });

  it('allows loopback push endpoints only outside production', () => {
    expect(
      loadConfig({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true', NODE_ENV: 'test' }).push.allowLoopbackEndpoints,
    ).toBe(true);
    expect(problemsOf({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true', NODE_ENV: 'production' })).toHaveProperty(
      'PUSH_ALLOW_LOOPBACK_ENDPOINTS',
    );
  });
});
