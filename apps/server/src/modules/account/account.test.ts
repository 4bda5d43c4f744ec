import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentUserSchema,
  getCurrentUser,
  getTranslators,
  setTranslator,
  translatorSchema,
  updateCurrentUserLanguage,
  updateCurrentUserProfile,
} from '@atrium/contract/account';
import { auditLog, companyMembers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject, unchecked } from '../../test/inject.ts';
import { createPerson, createTestCompany, errorOf, type TestPerson } from '../../test/tenant-fixtures.ts';

describe('account', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });
  const app = () => testApp.app;
  const userRow = async (person: TestPerson) =>
    (await database.owner.select().from(users).where(eq(users.id, person.userId)))[0]!;

  describe('users_GetCurrentUser', () => {
    it('answers the person, hasCompany false without an active membership', async () => {
      const person = await createPerson(database, { email: 'solo@example.test', name: 'Solo' });
      const response = await inject(app(), getCurrentUser, { as: person });
      expect(response.statusCode).toBe(200);
      expect(currentUserSchema.parse(response.json())).toEqual({
        userId: person.userId,
        email: 'solo@example.test',
        name: 'Solo',
        givenName: null,
        familyName: null,
        phoneNumber: null,
        language: 'en',
        globalRoles: [],
        hasCompany: false,
        timeZone: null,
      });
    });

    it('says hasCompany for a member, also with a token naming no company, but not when disabled', async () => {
      const company = await createTestCompany(database);
      const withoutCompany = { userId: company.member.userId, email: company.member.email };
      const response = await inject(app(), getCurrentUser, { as: withoutCompany });
      expect(response.json().hasCompany).toBe(true);
      await database.owner
        .update(companyMembers)
        .set({ status: 'DISABLED' })
        .where(eq(companyMembers.id, company.member.companyMemberId!));
      const disabled = await inject(app(), getCurrentUser, { as: withoutCompany });
      expect(disabled.json().hasCompany).toBe(false);
    });

    it('refuses anonymous callers', async () => {
      expect((await inject(app(), getCurrentUser)).statusCode).toBe(401);
    });
  });

  describe('users_UpdateCurrentUserLanguage', () => {
    it('saves en, mk or sq for the caller only', async () => {
      const person = await createPerson(database);
      const bystander = await createPerson(database);
      const response = await inject(app(), updateCurrentUserLanguage, {
        as: person,
        body: { language: 'mk' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().language).toBe('mk');
      expect((await userRow(person)).language).toBe('mk');
      expect((await userRow(bystander)).language).toBe('en');
    });

    it('refuses another language naming the field', async () => {
      const person = await createPerson(database);
      for (const language of ['de', 'EN', '', 5]) {
        const response = await inject(app(), updateCurrentUserLanguage, {
          as: person,
          body: unchecked({ language }),
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).fields?.[0]?.path).toBe('body.language');
      }
      expect((await userRow(person)).language).toBe('en');
    });
  });

  describe('users_UpdateCurrentUserProfile', () => {
    it('V8.2.3 saves trimmed names and phone, and ignores fields it does not own', async () => {
      const person = await createPerson(database, { email: 'keep@example.test' });
      const response = await inject(app(), updateCurrentUserProfile, {
        as: person,
        body: unchecked({
          givenName: '  Ana ',
          familyName: ' Petrova',
          phoneNumber: ' +389 70 123-456 ',
          email: 'evil@example.test',
          globalRoles: ['SUPERADMIN'],
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        givenName: 'Ana',
        familyName: 'Petrova',
        name: 'Ana Petrova',
        phoneNumber: '+389 70 123-456',
        email: 'keep@example.test',
        globalRoles: [],
      });
      const row = await userRow(person);
      expect(row).toMatchObject({
        email: 'keep@example.test',
        globalRoles: [],
        phoneNumber: '+389 70 123-456',
      });

      const cleared = await inject(app(), updateCurrentUserProfile, {
        as: person,
        body: { givenName: 'Ana', familyName: 'Petrova', phoneNumber: '  ' },
      });
      expect(cleared.json().phoneNumber).toBeNull();
    });

    it.each([
      [{ givenName: '  ', familyName: 'X', phoneNumber: null }, 'body.givenName'],
      [{ givenName: 'A', familyName: 'x'.repeat(101), phoneNumber: null }, 'body.familyName'],
      [{ givenName: 'A', familyName: 'B', phoneNumber: 'call me' }, 'body.phoneNumber'],
      [{ givenName: 'A', familyName: 'B', phoneNumber: '12345' }, 'body.phoneNumber'],
      [{ givenName: 'A', familyName: 'B', phoneNumber: '+1'.padEnd(40, '1') }, 'body.phoneNumber'],
      [{ givenName: 'A', familyName: 'B' }, 'body.phoneNumber'],
    ])('refuses %j naming %s, writing nothing', async (body, field) => {
      const person = await createPerson(database);
      const response = await inject(app(), updateCurrentUserProfile, { as: person, body: unchecked(body) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.map((f) => f.path)).toContain(field);
      expect((await userRow(person)).givenName).toBeNull();
    });
  });

  describe('translators (SUPERADMIN only)', () => {
    it('grants and removes TRANSLATOR, lists translators, searches people, audits', async () => {
      const superadmin = await createPerson(database, { globalRoles: ['SUPERADMIN'] });
      const person = await createPerson(database, { email: 'tina.translator@example.test', name: 'Tina' });
      const set = (isTranslator: boolean) =>
        inject(app(), setTranslator, { as: superadmin, body: { userId: person.userId, isTranslator } });

      const granted = await set(true);
      expect(granted.statusCode).toBe(200);
      expect(translatorSchema.parse(granted.json())).toEqual({
        userId: person.userId,
        email: 'tina.translator@example.test',
        name: 'Tina',
        isTranslator: true,
      });
      expect((await userRow(person)).globalRoles).toEqual(['TRANSLATOR']);
      expect((await set(true)).json().isTranslator).toBe(true);
      expect((await userRow(person)).globalRoles).toEqual(['TRANSLATOR']);

      const list = await inject(app(), getTranslators, { as: superadmin });
      expect(list.json().map((t: { userId: string }) => t.userId)).toEqual([person.userId]);
      const search = await inject(app(), getTranslators, { as: superadmin, query: { search: 'TINA.T' } });
      expect(search.json()).toEqual([expect.objectContaining({ userId: person.userId, isTranslator: true })]);

      expect((await set(false)).json().isTranslator).toBe(false);
      expect((await userRow(person)).globalRoles).toEqual([]);
      const audits = await database.owner
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, person.userId), eq(auditLog.actorUserId, superadmin.userId)));
      expect(audits.map((a) => a.action).sort()).toEqual([
        'user.translator_granted',
        'user.translator_removed',
      ]);
    });

    it('V8.2.1 refuses TRANSLATOR, company OWNER and plain people with 403, changing nothing', async () => {
      const company = await createTestCompany(database);
      const translator = await createPerson(database, { globalRoles: ['TRANSLATOR'] });
      const target = await createPerson(database);
      for (const caller of [translator, company.owner, await createPerson(database)]) {
        const list = await inject(app(), getTranslators, { as: caller });
        expect(list.statusCode).toBe(403);
        const change = await inject(app(), setTranslator, {
          as: caller,
          body: { userId: target.userId, isTranslator: true },
        });
        expect(change.statusCode).toBe(403);
        expect(errorOf(change).code).toBe('FORBIDDEN');
      }
      expect((await userRow(target)).globalRoles).toEqual([]);
    });

    it('answers 404 for an unknown person and 400 naming a bad field', async () => {
      const superadmin = await createPerson(database, { globalRoles: ['SUPERADMIN'] });
      const unknown = await inject(app(), setTranslator, {
        as: superadmin,
        body: { userId: '00000000-0000-4000-8000-000000000000', isTranslator: true },
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await inject(app(), setTranslator, {
        as: superadmin,
        body: unchecked({ userId: 'nope', isTranslator: 'yes' }),
      });
      expect(bad.statusCode).toBe(400);
      expect(
        errorOf(bad)
          .fields?.map((f) => f.path)
          .sort(),
      ).toEqual(['body.isTranslator', 'body.userId']);
    });
  });
});
