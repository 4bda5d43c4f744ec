import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../modules/translations/key-catalogue.ts';
import { valueProblems } from '../../modules/translations/text-checks.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { translationValues, translationVersions, translatorLanguages, users } from '../schema/index.ts';
import { seedTranslations } from './seed-translations.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.owner.insert(users).values({
    issuer: 'https://idp.test',
    subject: 'translator',
    email: 'translator@demo.test',
    globalRoles: ['TRANSLATOR'],
  });
  await db.owner.transaction((tx) => seedTranslations(tx));
});
afterAll(async () => {
  await db?.dispose();
});

describe('demo translations', () => {
  it('publishes the bundled Macedonian and Albanian texts as version 1', async () => {
    const versions = await db.owner.select().from(translationVersions);
    expect(versions.map((row) => `${row.languageIsoCode}:${row.version}`).sort()).toEqual(['mk:1', 'sq:1']);
    const mk = versions.find((row) => row.languageIsoCode === 'mk')!;
    expect(mk.document.messages['shell.signOut']).toBe('Одјава');
    expect(mk.document.messages['organization.summaryMembers_one']).toBe('{{count}} лице');
    expect(mk.document.messages['provider.signInTitle']).toBeTruthy();
    expect(mk.document.overrides.messages['pagination.next']).toBeTruthy();
  });

  it('stores every bundled value as reviewed, and none breaks a placeholder or plural form', async () => {
    const { entries } = await loadCatalogue();
    const rows = await db.owner.select().from(translationValues);
    expect(rows.length).toBeGreaterThan(entries.size * 1.9);
    const broken = rows.flatMap((row) =>
      valueProblems(entries.get(row.key)!, row.languageIsoCode, row.value).map(
        (problem) => `${row.languageIsoCode} ${row.key}: ${problem}`,
      ),
    );
    expect(broken).toEqual([]);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['reviewed']));
  });

  it('grants translator@demo.test Albanian with the review right', async () => {
    const grants = await db.owner
      .select({ language: translatorLanguages.languageIsoCode, canReview: translatorLanguages.canReview })
      .from(translatorLanguages)
      .innerJoin(users, eq(users.id, translatorLanguages.userId))
      .where(eq(users.email, 'translator@demo.test'));
    expect(grants).toEqual([{ language: 'sq', canReview: true }]);
  });
});
