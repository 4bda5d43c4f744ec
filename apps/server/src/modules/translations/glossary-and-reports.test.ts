import { beforeAll, describe, expect, it } from 'vitest';
import {
  addGlossaryTerm,
  deleteGlossaryTerm,
  getGlossary,
  getTranslationKeys,
  grantTranslatorLanguage,
  MISSING_KEYS_PER_REPORT,
  reportMissingKeys,
  updateGlossaryTerm,
} from '@atrium/contract/translations';
import { sql } from 'drizzle-orm';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { createPerson, tokenFor, type TestPerson } from '../../test/tenant-fixtures.ts';

describe('glossary of agreed terms', () => {
  const api = useApiTest();
  let superadmin: TestPerson;
  let macedonian: TestPerson;
  let albanian: TestPerson;
  let member: TestPerson;

  beforeAll(async () => {
    superadmin = await createPerson(api.database, { globalRoles: ['SUPERADMIN'], name: 'Super Admin' });
    macedonian = await createPerson(api.database, { name: 'Marko Translator' });
    albanian = await createPerson(api.database, { name: 'Arta Translator' });
    member = (await api.company()).member;
    for (const [person, languageIsoCode] of [
      [macedonian, 'mk'],
      [albanian, 'sq'],
    ] as const) {
      const granted = await api.inject(grantTranslatorLanguage, {
        as: superadmin,
        body: { email: person.email, languageIsoCode, canReview: false },
      });
      expect(granted.statusCode).toBe(200);
    }
  });

  it('lets a translator of the language add, change and remove terms, alphabetically, one entry per term', async () => {
    const added = await api.inject(addGlossaryTerm, {
      as: macedonian,
      params: { languageIsoCode: 'mk' },
      body: { term: ' Shift ', translation: 'смена', note: 'Not "промена".' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      term: 'Shift',
      translation: 'смена',
      note: 'Not "промена".',
      updatedByName: 'Marko Translator',
    });
    const second = await api.inject(addGlossaryTerm, {
      as: superadmin,
      params: { languageIsoCode: 'mk' },
      body: { term: 'absence', translation: 'отсуство', note: null },
    });
    expect(second.statusCode).toBe(201);

    const duplicate = await api.inject(addGlossaryTerm, {
      as: macedonian,
      params: { languageIsoCode: 'mk' },
      body: { term: 'SHIFT', translation: 'смена', note: null },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields[0].path).toBe('body.term');

    const list = await api.inject(getGlossary, { as: macedonian, params: { languageIsoCode: 'mk' } });
    expect(list.json().map((term: { term: string }) => term.term)).toEqual(['absence', 'Shift']);

    const id = added.json().id as string;
    const changed = await api.inject(updateGlossaryTerm, {
      as: macedonian,
      params: { languageIsoCode: 'mk', termId: id },
      body: { term: 'shift', translation: 'работна смена', note: null },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ term: 'shift', translation: 'работна смена', note: null });
    // The same term in Albanian is another entry.
    const inAlbanian = await api.inject(addGlossaryTerm, {
      as: albanian,
      params: { languageIsoCode: 'sq' },
      body: { term: 'shift', translation: 'turn', note: null },
    });
    expect(inAlbanian.statusCode).toBe(201);

    const removed = await api.inject(deleteGlossaryTerm, {
      as: macedonian,
      params: { languageIsoCode: 'mk', termId: id },
    });
    expect(removed.statusCode).toBe(204);
    const after = await api.inject(getGlossary, { as: superadmin, params: { languageIsoCode: 'mk' } });
    expect(after.json().map((term: { term: string }) => term.term)).toEqual(['absence']);
  });

  it('refuses a translator of another language (403), a member (403), nobody (401), and nothing changes', async () => {
    const [term] = (
      await api.inject(getGlossary, { as: superadmin, params: { languageIsoCode: 'mk' } })
    ).json();
    for (const as of [albanian, member]) {
      expect((await api.inject(getGlossary, { as, params: { languageIsoCode: 'mk' } })).statusCode).toBe(403);
      const add = await api.inject(addGlossaryTerm, {
        as,
        params: { languageIsoCode: 'mk' },
        body: { term: 'leave', translation: 'x', note: null },
      });
      expect(add.statusCode).toBe(403);
      const change = await api.inject(updateGlossaryTerm, {
        as,
        params: { languageIsoCode: 'mk', termId: term.id },
        body: { term: 'absence', translation: 'x', note: null },
      });
      expect(change.statusCode).toBe(403);
      const remove = await api.inject(deleteGlossaryTerm, {
        as,
        params: { languageIsoCode: 'mk', termId: term.id },
      });
      expect(remove.statusCode).toBe(403);
    }
    expect((await api.inject(getGlossary, { params: { languageIsoCode: 'mk' } })).statusCode).toBe(401);
    const still = await api.inject(getGlossary, { as: superadmin, params: { languageIsoCode: 'mk' } });
    expect(still.json()).toEqual([term]);
  });

  it('answers 404 for a term of another language and 400 naming the field for bad input', async () => {
    const [albanianTerm] = (
      await api.inject(getGlossary, { as: superadmin, params: { languageIsoCode: 'sq' } })
    ).json();
    const crossed = await api.inject(updateGlossaryTerm, {
      as: macedonian,
      params: { languageIsoCode: 'mk', termId: albanianTerm.id },
      body: { term: 'shift', translation: 'смена', note: null },
    });
    expect(crossed.statusCode).toBe(404);
    const crossedDelete = await api.inject(deleteGlossaryTerm, {
      as: macedonian,
      params: { languageIsoCode: 'mk', termId: albanianTerm.id },
    });
    expect(crossedDelete.statusCode).toBe(404);

    for (const [body, field] of [
      [{ term: '   ', translation: 'x' }, 'body.term'],
      [{ term: 'x', translation: '' }, 'body.translation'],
      [{ term: 'x'.repeat(101), translation: 'x' }, 'body.term'],
      [{ term: 'x', translation: 'x', note: 'x'.repeat(501) }, 'body.note'],
    ] as const) {
      const bad = await api.inject(addGlossaryTerm, {
        as: macedonian,
        params: { languageIsoCode: 'mk' },
        body: unchecked(body),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields[0].path).toBe(field);
    }
    const terms = await api.inject(getGlossary, { as: superadmin, params: { languageIsoCode: 'mk' } });
    expect(terms.json()).toHaveLength(1);
  });
});

describe('missing-key report', () => {
  const api = useApiTest();
  let superadmin: TestPerson;
  let member: TestPerson;

  beforeAll(async () => {
    superadmin = await createPerson(api.database, { globalRoles: ['SUPERADMIN'] });
    member = (await api.company()).member;
  });

  const reported = async () =>
    (
      await api.inject(getTranslationKeys, {
        as: superadmin,
        params: { languageIsoCode: 'sq' },
        query: { reported: 'true' },
      })
    ).json().keys as Array<{ key: string; reportCount: number }>;

  it('counts the keys people saw in English; the editor filters them, most reported first', async () => {
    const first = await api.inject(reportMissingKeys, {
      as: member,
      body: {
        languageIsoCode: 'sq',
        keys: ['shell.signOut', 'organization.summaryMembers_one', 'made.up.key', 'shell.signOut'],
      },
    });
    expect(first.statusCode).toBe(200);
    // The unknown key is ignored; a plural form counts for its key; a repeat once.
    expect(first.json()).toEqual({ counted: 2 });
    await api.inject(reportMissingKeys, {
      as: superadmin,
      body: { languageIsoCode: 'sq', keys: ['organization.summaryMembers'] },
    });
    expect((await reported()).map((row) => [row.key, row.reportCount])).toEqual([
      ['organization.summaryMembers', 2],
      ['shell.signOut', 1],
    ]);
    const stored = await api.database.owner.execute(
      sql`select count(*)::int as n from translation_missing_keys where key = 'made.up.key'`,
    );
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('refuses nobody (401) and bad payloads (400 naming the field)', async () => {
    const anonymous = await api.inject(reportMissingKeys, {
      body: { languageIsoCode: 'sq', keys: ['shell.signOut'] },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const [body, field] of [
      [{ languageIsoCode: 'sq', keys: [] }, 'body.keys'],
      [
        {
          languageIsoCode: 'sq',
          keys: Array.from({ length: MISSING_KEYS_PER_REPORT + 1 }, () => 'shell.signOut'),
        },
        'body.keys',
      ],
      [{ languageIsoCode: 'sq', keys: ['x'.repeat(201)] }, 'body.keys.0'],
      [{ languageIsoCode: 'sq', keys: ['not a key'] }, 'body.keys.0'],
      [{ languageIsoCode: 'en', keys: ['shell.signOut'] }, 'body.languageIsoCode'],
    ] as const) {
      const bad = await api.inject(reportMissingKeys, { as: member, body: unchecked(body) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields[0].path).toBe(field);
    }
  });

  it('limits one session to 30 reports a minute (429)', async () => {
    const token = await tokenFor(api.app, member);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const response = await api.inject(reportMissingKeys, {
        as: token,
        body: { languageIsoCode: 'mk', keys: ['shell.signOut'] },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
  });
});
