import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  proposeTranslation,
  publishTranslation,
  reviewTranslation,
  rollbackTranslation,
} from '@atrium/contract/translations';
import { mailOutbox, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../platform/testing/test-app.ts';
import { createTestAppWithDemo, type DemoTestApp } from '../../test/demo-app.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import type { TestPerson } from '../../test/tenant-fixtures.ts';
import { Browser } from '../identity/test/oidc-browser.ts';

/**
 * The embedded provider's pages and e-mails read the latest published version of their language
 * (docs/product/translations.md#at-run-time): a publication or a rollback reaches them at once.
 */
let demo: DemoTestApp;
let database: TestDatabase;
let testApp: TestApp;
let origin: string;
let superadmin: TestPerson;

beforeAll(async () => {
  demo = await createTestAppWithDemo();
  ({ database, testApp, origin } = demo);
  const [row] = await database.owner.select().from(users).where(eq(users.email, 'superadmin@demo.test'));
  superadmin = { userId: row!.id, email: row!.email! } as TestPerson;
}, 90_000);

afterAll(() => demo?.close());

async function openSignIn(uiLocales: string) {
  const browser = new Browser();
  const authorize = new URL(`${origin}/oidc/auth`);
  for (const [key, value] of Object.entries({
    client_id: 'atrium-web',
    redirect_uri: `${origin}/authentication/login`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ui_locales: uiLocales,
  }))
    authorize.searchParams.set(key, value);
  const started = await browser.request(authorize.href);
  const interactionUrl = new URL(started.headers.get('location')!, origin).href;
  const page = await browser.request(interactionUrl);
  return { browser, interactionUrl, html: await page.text() };
}

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

async function publishProviderText(key: string, value: string): Promise<number> {
  const app = testApp.app;
  const params = { languageIsoCode: 'mk' as const, key };
  expect(
    (await inject(app, proposeTranslation, { as: superadmin, params, body: { value } })).statusCode,
  ).toBe(200);
  expect((await inject(app, reviewTranslation, { as: superadmin, params })).statusCode).toBe(200);
  const published = await inject(app, publishTranslation, {
    as: superadmin,
    params: { languageIsoCode: 'mk' },
  });
  expect(published.statusCode).toBe(201);
  return (published.json() as { version: number }).version;
}

describe("the embedded provider's texts", () => {
  it('shows the demo publication, then a new publication and a rollback without a restart', async () => {
    expect(heading((await openSignIn('mk')).html)).toBe('Најава');

    const before = await publishProviderText('provider.signInTitle', 'Најавете се во Atrium');
    expect(heading((await openSignIn('mk')).html)).toBe('Најавете се во Atrium');
    // Albanian and English are untouched.
    expect(heading((await openSignIn('sq')).html)).toBe('Hyrje');
    expect(heading((await openSignIn('en')).html)).toBe('Sign in');

    const rolledBack = await inject(testApp.app, rollbackTranslation, {
      as: superadmin,
      params: { languageIsoCode: 'mk', version: before - 1 },
    });
    expect(rolledBack.statusCode).toBe(201);
    expect(heading((await openSignIn('mk')).html)).toBe('Најава');
  });

  it('writes a reset e-mail in the language the person chose in the application', async () => {
    await database.owner.update(users).set({ language: 'sq' }).where(eq(users.email, 'member@demo.test'));
    const { browser, interactionUrl } = await openSignIn('mk');
    const sent = await browser.request(`${interactionUrl}/forgot`, { form: { email: 'member@demo.test' } });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Ресетирајте ја лозинката');
    await testApp.app.platform.identityProvider!.whenIdle();
    const mails = await database.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'member@demo.test'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Rivendosni fjalëkalimin e Atrium']);
  });
});
