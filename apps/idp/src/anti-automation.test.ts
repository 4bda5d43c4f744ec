import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshDatabase, type RunningIdp, startAuthorization, startIdp } from './test/harness.ts';
import { MAX_FAILED_SIGN_INS } from './rate-limit.ts';
import { THROTTLES } from './throttle.ts';

// Behind a trusted proxy, so that each test speaks from its own client address.
let run: RunningIdp;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  closeDb = fresh.close;
  run = await startIdp(fresh.db, { trustProxy: true });
  await run.idp.seedAccounts([
    { email: 'victim@example.test', password: 'victim password' },
    { email: 'taken@example.test', password: 'taken password' },
  ]);
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

async function interactionFrom(address: string) {
  const browser = new Browser({ 'x-forwarded-for': address });
  const { interactionUrl } = await startAuthorization(browser, run);
  await browser.get(interactionUrl);
  return { browser, interactionUrl };
}

describe('V2.4.1 anti-automation at the provider', () => {
  it('V2.4.1 stops one address spraying one password over many accounts', async () => {
    const { browser, interactionUrl } = await interactionFrom('198.51.100.1');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await browser.post(`${interactionUrl}/login`, {
        email: `person${i}@example.test`,
        password: 'Summer2026!',
      });
      statuses.push(response.status);
    }
    const max = THROTTLES.signInFailuresPerAddress.max;
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    // Another address is not affected.
    const other = await interactionFrom('198.51.100.2');
    const ok = await other.browser.post(`${other.interactionUrl}/login`, {
      email: 'victim@example.test',
      password: 'victim password',
    });
    expect(ok.status).toBe(303);
  });

  it('V2.4.1 stops many addresses guessing one account', async () => {
    for (let i = 0; i < THROTTLES.signInFailuresPerAccount.max; i += 1) {
      const { browser, interactionUrl } = await interactionFrom(`192.0.2.${i + 1}`);
      const response = await browser.post(`${interactionUrl}/login`, {
        email: 'taken@example.test',
        password: `guess ${i}`,
      });
      expect(response.status).toBe(401);
    }
    const { browser, interactionUrl } = await interactionFrom('192.0.2.200');
    const blocked = await browser.post(`${interactionUrl}/login`, {
      email: 'taken@example.test',
      password: 'taken password',
    });
    expect(blocked.status).toBe(429);
  });

  // A 401 means the password was checked; a 429 that the limit refused before hashing.
  it('V2.4.1 a parallel burst of wrong passwords for one account reaches the password check at most five times', async () => {
    await run.idp.seedAccounts([{ email: 'burst@example.test', password: 'burst password' }]);
    const { browser, interactionUrl } = await interactionFrom('198.51.100.60');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        browser.post(`${interactionUrl}/login`, { email: 'burst@example.test', password: `guess ${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    // Every attempt is counted before its password is checked: in a burst on PostgreSQL all of
    // them may be counted before any is checked, and then none reaches the check, which is as
    // safe. What must hold is the upper bound.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('V2.4.1 a parallel burst spraying many accounts from one address reaches the password check at most twenty times', async () => {
    const { browser, interactionUrl } = await interactionFrom('198.51.100.61');
    const responses = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        browser.post(`${interactionUrl}/login`, {
          email: `sprayed${i}@example.test`,
          password: 'Winter2026!',
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    // As above: a burst may be refused whole before any password is checked.
    expect(checked).toBeLessThanOrEqual(THROTTLES.signInFailuresPerAddress.max);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('V2.4.1 accepts five sign-ups an hour from one address and answers 429 after', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { browser, interactionUrl } = await interactionFrom('198.51.100.50');
      const response = await browser.post(`${interactionUrl}/signup`, {
        given_name: 'Bot',
        family_name: String(i),
        email: `bot${i}@example.test`,
        password: 'long enough',
      });
      statuses.push(response.status);
    }
    await run.idp.whenIdle();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('V2.4.1 mails an existing address about sign-up attempts at most three times an hour', async () => {
    run.mails.length = 0;
    for (let i = 0; i < 5; i += 1) {
      const { browser, interactionUrl } = await interactionFrom(`203.0.113.${i + 1}`);
      const response = await browser.post(`${interactionUrl}/signup`, {
        given_name: 'A',
        family_name: 'B',
        email: 'victim@example.test',
        password: 'long enough',
      });
      expect(response.status).toBe(200);
    }
    await run.idp.whenIdle();
    expect(run.mails.filter((mail) => mail.to === 'victim@example.test')).toHaveLength(3);
  });

  it("V2.4.1 a stranger's reset requests do not use up the owner's, and the mailbox is never flooded", async () => {
    run.mails.length = 0;
    const ask = async (address: string) => {
      const { browser, interactionUrl } = await interactionFrom(address);
      const response = await browser.post(`${interactionUrl}/forgot`, { email: 'victim@example.test' });
      await run.idp.whenIdle();
      return response.status;
    };
    for (let i = 0; i < 5; i += 1) expect(await ask('198.51.100.99')).toBe(200);
    expect(run.mails).toHaveLength(THROTTLES.resetMailsPerAccountAndAddress.max);
    // The owner, from home, still gets a link.
    expect(await ask('198.51.100.7')).toBe(200);
    expect(run.mails).toHaveLength(THROTTLES.resetMailsPerAccountAndAddress.max + 1);
    // Across many addresses the account's total cap holds.
    for (let i = 0; i < 12; i += 1) await ask(`198.51.101.${i + 1}`);
    expect(run.mails.length).toBe(THROTTLES.resetMailsPerAccount.max);
    // One address asking for many accounts is stopped too.
    const { browser, interactionUrl } = await interactionFrom('198.51.100.130');
    const statuses: number[] = [];
    for (let i = 0; i <= THROTTLES.resetRequestsPerAddress.max; i += 1) {
      const response = await browser.post(`${interactionUrl}/forgot`, { email: `someone${i}@example.test` });
      statuses.push(response.status);
    }
    expect(statuses.at(-2)).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('V15.2.2 and V2.2.1 malformed forms', () => {
  it('V15.2.2 answers 413 to a form over 16 KiB', async () => {
    const { browser, interactionUrl } = await interactionFrom('198.51.100.120');
    const response = await browser.post(`${interactionUrl}/login`, {
      email: 'victim@example.test',
      password: 'x'.repeat(17 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it('V2.2.1 answers 400 naming the field that carries a NUL character', async () => {
    const { browser, interactionUrl } = await interactionFrom('198.51.100.121');
    const response = await browser.post(`${interactionUrl}/signup`, {
      given_name: 'Nul\u0000',
      family_name: 'B',
      email: 'nul@example.test',
      password: 'long enough',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('given_name');
    await run.idp.whenIdle();
  });
});
