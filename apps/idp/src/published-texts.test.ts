import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdpDatabase } from './database.ts';
import { type Locale, messages, type PublishedTexts } from './i18n.ts';
import { apiTextSource } from './published-texts.ts';
import { Browser, freshDatabase, type RunningIdp, startAuthorization, startIdp } from './test/harness.ts';

let db: IdpDatabase;
let closeDb: () => Promise<void>;
let run: RunningIdp;
/** What the source serves per language now; a test changes it as a publication would. */
const published = new Map<Locale, PublishedTexts>();
const asked: Locale[] = [];
let failing = false;
const chosenLanguage = new Map<string, string>();

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.db;
  closeDb = fresh.close;
  run = await startIdp(db, {
    texts: async (locale) => {
      asked.push(locale);
      if (failing) throw new Error('database away');
      return published.get(locale);
    },
    accountLocale: async (accountId) => chosenLanguage.get(accountId),
  });
  const [account] = await run.idp.seedAccounts([{ email: 'ana@example.test', password: 'ana password' }]);
  chosenLanguage.set(account!.id, 'sq');
});

afterAll(async () => {
  await run.stop();
  await closeDb();
});

async function signInPage(uiLocales: string) {
  const browser = new Browser();
  const { interactionUrl } = await startAuthorization(browser, run, { ui_locales: uiLocales });
  const html = await (await browser.get(interactionUrl)).text();
  return { browser, interactionUrl, html };
}

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const label = (html: string, id: string) => new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1];

describe("the provider's published texts", () => {
  it('shows the bundled texts of a language never published', async () => {
    published.clear();
    const { html } = await signInPage('mk');
    expect(html).toContain('<html lang="mk">');
    expect(heading(html)).toBe(messages('mk').signInTitle);
    expect(label(html, 'password')).toBe('Лозинка');
  });

  it('shows the latest published version, English where it lacks a key, without a restart', async () => {
    published.set('mk', { signInTitle: 'Најавете се во Atrium' });
    const first = await signInPage('mk');
    expect(heading(first.html)).toBe('Најавете се во Atrium');
    // The version lacks the label: English, never the bundled Macedonian mixed in.
    expect(label(first.html, 'password')).toBe('Password');

    published.set('mk', { signInTitle: 'Најава во Atrium', password: 'Лозинка' });
    const second = await signInPage('mk');
    expect(heading(second.html)).toBe('Најава во Atrium');
    expect(label(second.html, 'password')).toBe('Лозинка');
    // English is written in the code and never asked for.
    asked.length = 0;
    expect(heading((await signInPage('en')).html)).toBe('Sign in');
    expect(asked).not.toContain('en');
  });

  it('falls back to the bundled texts when the source fails', async () => {
    failing = true;
    try {
      const { html } = await signInPage('mk');
      expect(heading(html)).toBe(messages('mk').signInTitle);
    } finally {
      failing = false;
    }
  });

  it("writes an account's e-mail in the language its owner chose, in that language's published texts", async () => {
    published.delete('mk');
    published.set('sq', { resetMailSubject: 'Fjalëkalimi i ri për Atrium' });
    const { browser, interactionUrl } = await signInPage('mk');
    const forgot = await browser.post(`${interactionUrl}/forgot`, { email: 'ana@example.test' });
    expect(forgot.status).toBe(200);
    // The page answers in the page's language…
    expect(await forgot.text()).toContain(messages('mk').forgotDone);
    await run.idp.whenIdle();
    const mail = run.mails.at(-1)!;
    // …the e-mail in the owner's: the published subject, English where the version lacks a text.
    expect(mail.subject).toBe('Fjalëkalimi i ri për Atrium');
    expect(mail.text).toContain(messages('en').resetMailText);
    expect(mail.text).toMatch(/\/reset\/[\w-]+\?lang=sq/);
  });
});

describe('apiTextSource (the standalone provider)', () => {
  function fakeApi() {
    const calls: Array<{ url: string; etag: string | undefined }> = [];
    let answer: () => Response = () => new Response(null, { status: 404 });
    const fetchFake = (async (url: string | URL | Request, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ url: String(url), etag: headers['if-none-match'] });
      return answer();
    }) as typeof fetch;
    return { calls, fetchFake, answer: (next: () => Response) => (answer = next) };
  }
  const documentOf = (messages: Record<string, string>, etag: string) =>
    new Response(JSON.stringify({ languageIsoCode: 'mk', version: 1, messages }), {
      status: 200,
      headers: { etag, 'content-type': 'application/json' },
    });

  it('reads the provider keys of the latest version, revalidates by ETag once the interval passed', async () => {
    const api = fakeApi();
    let clock = 0;
    const source = apiTextSource('http://app.test/', {
      fetch: api.fetchFake,
      now: () => clock,
      revalidateAfterMs: 60_000,
    });
    api.answer(() => documentOf({ 'provider.signInTitle': 'Најава', 'shell.signOut': 'Одјава' }, '"v1"'));
    expect(await source('mk')).toEqual({ signInTitle: 'Најава' });
    expect(api.calls).toEqual([{ url: 'http://app.test/api/Translations/mk/latest', etag: undefined }]);

    clock = 30_000;
    expect(await source('mk')).toEqual({ signInTitle: 'Најава' });
    expect(api.calls).toHaveLength(1);

    clock = 61_000;
    api.answer(() => new Response(null, { status: 304 }));
    expect(await source('mk')).toEqual({ signInTitle: 'Најава' });
    expect(api.calls.at(-1)).toEqual({ url: 'http://app.test/api/Translations/mk/latest', etag: '"v1"' });

    clock = 130_000;
    api.answer(() => documentOf({ 'provider.signInTitle': 'Најавете се' }, '"v2"'));
    expect(await source('mk')).toEqual({ signInTitle: 'Најавете се' });

    // The API away: the texts kept last go on serving.
    clock = 200_000;
    api.answer(() => {
      throw new TypeError('fetch failed');
    });
    expect(await source('mk')).toEqual({ signInTitle: 'Најавете се' });
    expect(await source('en')).toBeUndefined();
  });

  it('answers undefined for a language never published, and fails without anything kept', async () => {
    const api = fakeApi();
    const source = apiTextSource('http://app.test', { fetch: api.fetchFake });
    expect(await source('sq')).toBeUndefined();
    api.answer(() => new Response('down', { status: 503 }));
    const other = apiTextSource('http://app.test', { fetch: api.fetchFake });
    await expect(other('mk')).rejects.toThrow(/503/);
  });

  it('asks once for many pages at the same moment', async () => {
    const api = fakeApi();
    api.answer(() => documentOf({ 'provider.email': 'Е-пошта' }, '"v1"'));
    const source = apiTextSource('http://app.test', { fetch: api.fetchFake });
    const all = await Promise.all([source('mk'), source('mk'), source('mk')]);
    expect(all).toEqual([{ email: 'Е-пошта' }, { email: 'Е-пошта' }, { email: 'Е-пошта' }]);
    expect(api.calls).toHaveLength(1);
  });
});
