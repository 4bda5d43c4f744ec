import { describe, expect, it, beforeAll } from 'vitest';
import {
  compareTranslationVersions,
  exportTranslation,
  getAllTranslators,
  getLatestTranslation,
  getMyTranslationLanguages,
  getTranslationKeys,
  getTranslationVersions,
  grantTranslatorLanguage,
  importTranslation,
  proposeTranslation,
  publishTranslation,
  revokeTranslatorLanguage,
  reviewTranslation,
  rollbackTranslation,
  setTranslationLanguageSettings,
} from '@atrium/contract/translations';
import { sql } from 'drizzle-orm';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { createPerson, type TestPerson } from '../../test/tenant-fixtures.ts';

const LABEL = 'shell.signOut';
const TIMER = 'timeTracking.timer.runningSince';
const PLURAL = 'organization.summaryMembers';

describe('translations', () => {
  const api = useApiTest();
  let superadmin: TestPerson;
  let translator: TestPerson;
  let reviewer: TestPerson;
  let member: TestPerson;

  beforeAll(async () => {
    superadmin = await createPerson(api.database, { globalRoles: ['SUPERADMIN'], name: 'Super Admin' });
    translator = await createPerson(api.database, { name: 'Tina Translator' });
    reviewer = await createPerson(api.database, { name: 'Rita Reviewer' });
    member = (await api.company()).member;
    for (const [person, canReview] of [
      [translator, false],
      [reviewer, true],
    ] as const) {
      const granted = await api.inject(grantTranslatorLanguage, {
        as: superadmin,
        body: { email: person.email.toUpperCase(), languageIsoCode: 'mk', canReview },
      });
      expect(granted.statusCode).toBe(200);
    }
  });

  it('lists keys with English, state and coverage for a translator of the language', async () => {
    const response = await api.inject(getTranslationKeys, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { search: 'sign out' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.canReview).toBe(false);
    expect(body.coverage.total).toBeGreaterThan(500);
    expect(body.keys.find((row: { key: string }) => row.key === LABEL)).toMatchObject({
      source: 'Sign out',
      state: 'untranslated',
      value: null,
      screen: 'shell',
    });
    const plurals = await api.inject(getTranslationKeys, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { screen: 'organization', state: 'untranslated' },
    });
    const plural = plurals.json().keys.find((row: { key: string }) => row.key === PLURAL);
    expect(plural).toMatchObject({ pluralCategories: ['one', 'other'], args: ['count'] });
    expect(plural.sourcePlural).toEqual({ one: '{{count}} person', other: '{{count}} people' });
  });

  it('refuses a translator another language, and people who are not translators (403)', async () => {
    for (const [as, language] of [
      [translator, 'sq'],
      [member, 'mk'],
    ] as const) {
      const response = await api.inject(getTranslationKeys, { as, params: { languageIsoCode: language } });
      expect(response.statusCode).toBe(403);
    }
    const propose = await api.inject(proposeTranslation, {
      as: translator,
      params: { languageIsoCode: 'sq', key: LABEL },
      body: { value: 'Dil' },
    });
    expect(propose.statusCode).toBe(403);
    const anonymous = await api.inject(getTranslationKeys, { params: { languageIsoCode: 'mk' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells each person the languages they may translate: exactly those the editor is not refused', async () => {
    const scopes = [
      [translator, [{ languageIsoCode: 'mk', canReview: false }]],
      [reviewer, [{ languageIsoCode: 'mk', canReview: true }]],
      [
        superadmin,
        [
          { languageIsoCode: 'mk', canReview: true },
          { languageIsoCode: 'sq', canReview: true },
        ],
      ],
    ] as const;
    for (const [as, scope] of scopes) {
      const mine = await api.inject(getMyTranslationLanguages, { as });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual(scope);
      for (const language of ['mk', 'sq'] as const) {
        const grant = scope.find((entry) => entry.languageIsoCode === language);
        const keys = await api.inject(getTranslationKeys, { as, params: { languageIsoCode: language } });
        expect(keys.statusCode).toBe(grant ? 200 : 403);
        if (grant) expect(keys.json().canReview).toBe(grant.canReview);
      }
    }
    expect((await api.inject(getMyTranslationLanguages, { as: member })).statusCode).toBe(403);
  });

  it('keeps translator management to SUPERADMIN (403 for a translator)', async () => {
    expect((await api.inject(getAllTranslators, { as: translator })).statusCode).toBe(403);
    const grant = await api.inject(grantTranslatorLanguage, {
      as: reviewer,
      body: { email: translator.email, languageIsoCode: 'sq', canReview: true },
    });
    expect(grant.statusCode).toBe(403);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown key', async () => {
    const wrongShape = await api.inject(proposeTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk', key: PLURAL },
      body: { value: 'лица' },
    });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().error.fields[0].path).toBe('body.value');
    const noValue = await api.inject(proposeTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk', key: LABEL },
      body: unchecked({}),
    });
    expect(noValue.statusCode).toBe(400);
    expect(JSON.stringify(noValue.json().error.fields)).toContain('value');
    const english = await api.inject(getTranslationKeys, {
      as: superadmin,
      // English is the source: it has no editor list.
      params: { languageIsoCode: 'en' as 'mk' },
    });
    expect(english.statusCode).toBe(400);
    const unknown = await api.inject(proposeTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk', key: 'shell.noSuchKey' },
      body: { value: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const stranger = await api.inject(grantTranslatorLanguage, {
      as: superadmin,
      body: { email: 'nobody@example.test', languageIsoCode: 'mk', canReview: false },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields[0].path).toBe('body.email');
  });

  it('refuses a tag the English text lacks (400 naming the field) and keeps nothing of it', async () => {
    for (const value of [
      '<b>Одјави</b> се',
      'Одјави се<script>alert(1)</script>',
      '<a href="x">Одјави</a>',
    ]) {
      const refused = await api.inject(proposeTranslation, {
        as: translator,
        params: { languageIsoCode: 'mk', key: LABEL },
        body: { value },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual([
        {
          path: 'body.value',
          message: expect.stringMatching(/^The tag <\w+[^>]*> is not in the English text/),
        },
      ]);
    }
    const plural = await api.inject(proposeTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk', key: PLURAL },
      body: { value: { one: '{{count}} лице', other: '{{count}} <i>лица</i>' } },
    });
    expect(plural.statusCode).toBe(400);
    expect(plural.json().error.fields).toEqual([
      { path: 'body.value.other', message: expect.stringContaining('<i>') },
    ]);
    const keys = await api.inject(getTranslationKeys, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { search: 'sign out' },
    });
    expect(keys.json().keys.find((row: { key: string }) => row.key === LABEL).value).toBeNull();
  });

  it('proposes, reviews, publishes and serves the version with an ETag', async () => {
    // The English has no tags; neither has the value: accepted as written.
    const proposed = await api.inject(proposeTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk', key: LABEL },
      body: { value: 'Одјави се, 1 < 2' },
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ value: 'Одјави се, 1 < 2', state: 'translated', problems: [] });

    // A translator without the review right cannot accept; the reviewer can.
    const refused = await api.inject(reviewTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk', key: LABEL },
    });
    expect(refused.statusCode).toBe(403);
    const reviewed = await api.inject(reviewTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: LABEL },
    });
    expect(reviewed.json().state).toBe('reviewed');

    const published = await api.inject(publishTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk' },
    });
    expect(published.statusCode).toBe(201);
    const version = published.json().version;

    const latest = await api.inject(getLatestTranslation, { params: { languageIsoCode: 'mk' } });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ version, rtl: false, messages: { [LABEL]: 'Одјави се, 1 < 2' } });
    const etag = latest.headers.etag as string;
    expect(etag).toMatch(/^"mk-/);
    const again = await api.inject(getLatestTranslation, {
      params: { languageIsoCode: 'mk' },
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps a pending proposal out of a publish and allows self-review only where the language does', async () => {
    await api.inject(proposeTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: LABEL },
      body: { value: 'Излез' },
    });
    const own = await api.inject(reviewTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: LABEL },
    });
    expect(own.statusCode).toBe(403);
    const published = await api.inject(publishTranslation, {
      as: superadmin,
      params: { languageIsoCode: 'mk' },
    });
    const latest = await api.inject(getLatestTranslation, { params: { languageIsoCode: 'mk' } });
    expect(latest.json()).toMatchObject({
      version: published.json().version,
      messages: { [LABEL]: 'Одјави се, 1 < 2' },
    });

    const settings = await api.inject(setTranslationLanguageSettings, {
      as: superadmin,
      params: { languageIsoCode: 'mk' },
      body: { allowSelfReview: true },
    });
    expect(settings.statusCode).toBe(204);
    const allowed = await api.inject(reviewTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: LABEL },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses to publish a broken placeholder or a missing plural form, naming the key', async () => {
    await api.inject(proposeTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: TIMER },
      body: { value: 'Тече од {{vreme}}' },
    });
    await api.inject(reviewTranslation, { as: superadmin, params: { languageIsoCode: 'mk', key: TIMER } });
    const broken = await api.inject(publishTranslation, {
      as: superadmin,
      params: { languageIsoCode: 'mk' },
    });
    expect(broken.statusCode).toBe(409);
    expect(broken.json().error.message).toContain(TIMER);
    await api.inject(proposeTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: TIMER },
      body: { value: 'Тече од {{time}}' },
    });
    await api.inject(reviewTranslation, { as: superadmin, params: { languageIsoCode: 'mk', key: TIMER } });

    const plural = await api.inject(proposeTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: PLURAL },
      body: { value: { other: '{{count}} лица' } },
    });
    expect(plural.json().problems).toEqual(['The plural form "one" is missing.']);
    await api.inject(reviewTranslation, { as: superadmin, params: { languageIsoCode: 'mk', key: PLURAL } });
    const missing = await api.inject(publishTranslation, {
      as: superadmin,
      params: { languageIsoCode: 'mk' },
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.message).toContain(PLURAL);
    await api.inject(proposeTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', key: PLURAL },
      body: { value: { one: '{{count}} лице', other: '{{count}} лица' } },
    });
    await api.inject(reviewTranslation, { as: superadmin, params: { languageIsoCode: 'mk', key: PLURAL } });
    const fixed = await api.inject(publishTranslation, { as: superadmin, params: { languageIsoCode: 'mk' } });
    expect(fixed.statusCode).toBe(201);
    const latest = await api.inject(getLatestTranslation, { params: { languageIsoCode: 'mk' } });
    expect(latest.json().messages).toMatchObject({
      [`${PLURAL}_one`]: '{{count}} лице',
      [TIMER]: 'Тече од {{time}}',
    });
  });

  it('compares two versions and rolls back to an older one as a new version', async () => {
    const versions = (
      await api.inject(getTranslationVersions, { as: translator, params: { languageIsoCode: 'mk' } })
    ).json();
    expect(versions.length).toBeGreaterThanOrEqual(3);
    const [newest, , oldest] = [versions[0], versions[1], versions.at(-1)];
    const diff = await api.inject(compareTranslationVersions, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { from: oldest.version, to: newest.version },
    });
    expect(diff.statusCode).toBe(200);
    expect(diff.json().changes).toContainEqual({ key: TIMER, before: null, after: 'Тече од {{time}}' });

    const rolled = await api.inject(rollbackTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', version: oldest.version },
    });
    expect(rolled.statusCode).toBe(201);
    expect(rolled.json()).toMatchObject({ version: newest.version + 1, restoresVersion: oldest.version });
    const latest = await api.inject(getLatestTranslation, { params: { languageIsoCode: 'mk' } });
    expect(latest.json().messages[TIMER]).toBeUndefined();
    const none = await api.inject(rollbackTranslation, {
      as: reviewer,
      params: { languageIsoCode: 'mk', version: 999 },
    });
    expect(none.statusCode).toBe(404);
  });

  it('exports and imports flat JSON, nested JSON and CSV, skipping unknown keys and broken values', async () => {
    const flat = await api.inject(exportTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { format: 'json' },
    });
    expect(JSON.parse(flat.json().content)).toMatchObject({
      [LABEL]: 'Излез',
      [`${PLURAL}_one`]: '{{count}} лице',
    });
    const nested = await api.inject(exportTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { format: 'json-nested' },
    });
    expect(JSON.parse(nested.json().content).shell.signOut).toBe('Излез');
    const csv = await api.inject(exportTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { format: 'csv' },
    });
    expect(csv.json().content).toContain(`${LABEL},Sign out,Излез`);

    const imported = await api.inject(importTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      body: {
        format: 'csv',
        content: `key,en,mk\r\n${LABEL},Sign out,"Одјава, сега"\r\n${TIMER},x,Тече {{when}}\r\nshell.gone,x,y\r\n${PLURAL}_one,x,{{count}} лице\r\nshell.skipToContent,x,<b>Прескокни</b>\r\n`,
      },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 1, unchanged: 0 });
    expect(
      imported
        .json()
        .skipped.map((row: { key: string }) => row.key)
        .sort(),
    ).toEqual([PLURAL, TIMER, 'shell.gone', 'shell.skipToContent'].sort());
    const nestedImport = await api.inject(importTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      body: { format: 'json-nested', content: JSON.stringify({ shell: { signOut: 'Одјава, сега' } }) },
    });
    expect(nestedImport.json()).toMatchObject({ imported: 0, unchanged: 1 });
    const xliff = await api.inject(exportTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { format: 'xliff' },
    });
    const document = xliff.json().content as string;
    expect(document).toContain('<xliff version="1.2"');
    expect(document).toContain(
      `<trans-unit id="${LABEL}"><source>Sign out</source><target>Одјава, сега</target></trans-unit>`,
    );
    const fromXliff = await api.inject(importTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      body: { format: 'xliff', content: document.replace('Одјава, сега', 'Одјава &amp; крај') },
    });
    expect(fromXliff.json()).toMatchObject({ imported: 1 });
    const bad = await api.inject(importTranslation, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      body: { format: 'json', content: '[1,2' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('body.content');
  });

  it('marks a value outdated when the English it was written against changes', async () => {
    await api.database.owner.execute(
      sql`update translation_values set source = 'Old English' where language_iso_code = 'mk' and key = ${LABEL}`,
    );
    const list = await api.inject(getTranslationKeys, {
      as: translator,
      params: { languageIsoCode: 'mk' },
      query: { state: 'outdated' },
    });
    expect(list.json().keys.map((row: { key: string }) => row.key)).toEqual([LABEL]);
  });

  it('lists translators with languages and activity, and revokes the last language with the role', async () => {
    const list = await api.inject(getAllTranslators, { as: superadmin });
    expect(list.statusCode).toBe(200);
    const tina = list.json().find((row: { userId: string }) => row.userId === translator.userId);
    expect(tina).toMatchObject({ languages: [{ languageIsoCode: 'mk', canReview: false }] });
    expect(tina.changeCount).toBeGreaterThan(0);
    const revoked = await api.inject(revokeTranslatorLanguage, {
      as: superadmin,
      params: { userId: translator.userId, languageIsoCode: 'mk' },
    });
    expect(revoked.statusCode).toBe(204);
    const after = await api.inject(getTranslationKeys, { as: translator, params: { languageIsoCode: 'mk' } });
    expect(after.statusCode).toBe(403);
    const twice = await api.inject(revokeTranslatorLanguage, {
      as: superadmin,
      params: { userId: translator.userId, languageIsoCode: 'mk' },
    });
    expect(twice.statusCode).toBe(404);
  });

  it('answers 404 for the latest version of a language never published', async () => {
    const response = await api.inject(getLatestTranslation, { params: { languageIsoCode: 'sq' } });
    expect(response.statusCode).toBe(404);
  });
});
