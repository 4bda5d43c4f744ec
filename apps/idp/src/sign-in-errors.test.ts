import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  freshDatabase,
  type RunningIdp,
  startAuthorization,
  startIdp,
  followToClient,
} from './test/harness.ts';
import type { IdpDatabase } from './database.ts';

let db: IdpDatabase;
let run: RunningIdp;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.db;
  closeDb = fresh.close;
  run = await startIdp(db);
  await run.idp.seedAccounts([
    { email: 'known@example.test', password: 'right password' },
    { email: 'victim@example.test', password: 'victim password' },
  ]);
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

function errorText(html: string) {
  return /<div class="alert alert-error" role="alert">([^<]*)<\/div>/.exec(html)?.[1];
}

describe('sign-in errors', () => {
  it('answers a wrong password exactly like an unknown email', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    await browser.get(interactionUrl);

    const wrong = await browser.post(`${interactionUrl}/login`, {
      email: 'known@example.test',
      password: 'nope nope',
    });
    const unknown = await browser.post(`${interactionUrl}/login`, {
      email: 'nobody@example.test',
      password: 'nope nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongHtml = await wrong.text();
    const unknownHtml = await unknown.text();
    expect(errorText(wrongHtml)).toBe('Email or password is incorrect');
    expect(errorText(unknownHtml)).toBe('Email or password is incorrect');
    // Apart from the echoed email, the two pages are identical.
    expect(wrongHtml.replace('known@example.test', 'X')).toBe(
      unknownHtml.replace('nobody@example.test', 'X'),
    );
  });

  it('signs in whatever the case of the email', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    await browser.get(interactionUrl);
    const ok = await browser.post(`${interactionUrl}/login`, {
      email: '  KNOWN@Example.TEST ',
      password: 'right password',
    });
    const callback = await followToClient(browser, run, ok);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a login post without the interaction cookie (cross-site form)', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    const stranger = new Browser();
    const response = await stranger.post(`${interactionUrl}/login`, {
      email: 'known@example.test',
      password: 'right password',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses a login post from another origin', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    await browser.get(interactionUrl);
    const response = await browser.post(
      `${interactionUrl}/login`,
      { email: 'known@example.test', password: 'right password' },
      { origin: 'http://evil.test' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(new URL(interactionUrl).pathname);
  });
});

describe('rate limit', () => {
  it('refuses the 6th attempt within 15 minutes for one email and IP, even with the right password', async () => {
    const browser = new Browser();
    const { interactionUrl } = await startAuthorization(browser, run);
    await browser.get(interactionUrl);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await browser.post(`${interactionUrl}/login`, {
        email: 'victim@example.test',
        password: `wrong ${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const sixth = await browser.post(`${interactionUrl}/login`, {
      email: 'victim@example.test',
      password: 'victim password',
    });
    expect(sixth.status).toBe(429);
    expect(errorText(await sixth.text())).toBe(
      'Too many failed attempts. Wait 15 minutes before trying again.',
    );

    // Another email from the same address is not affected.
    const other = await browser.post(`${interactionUrl}/login`, {
      email: 'known@example.test',
      password: 'right password',
    });
    expect(other.status).toBe(303);
  });

  it('keeps counting across a restart of the provider (the counter is in the database)', async () => {
    const restarted = await startIdp(db);
    try {
      const browser = new Browser();
      const { interactionUrl } = await startAuthorization(browser, restarted);
      await browser.get(interactionUrl);
      const response = await browser.post(`${interactionUrl}/login`, {
        email: 'victim@example.test',
        password: 'victim password',
      });
      expect(response.status).toBe(429);
    } finally {
      await restarted.stop();
    }
  });

  it('counts per client address when a proxy is trusted', async () => {
    const proxied = await startIdp(db, { trustProxy: true });
    try {
      const fromElsewhere = new Browser({ 'x-forwarded-for': '203.0.113.9' });
      const { interactionUrl } = await startAuthorization(fromElsewhere, proxied);
      await fromElsewhere.get(interactionUrl);
      const response = await fromElsewhere.post(`${interactionUrl}/login`, {
        email: 'victim@example.test',
        password: 'victim password',
      });
      expect(response.status).toBe(303);
    } finally {
      await proxied.stop();
    }
  });
});
