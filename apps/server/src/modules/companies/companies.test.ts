import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySchema,
  createCompany,
  getCurrentCompany,
  getMyCompanies,
  getSubscribedModules,
  myCompanySchema,
  updateSubscribedModules,
} from '@atrium/contract/companies';
import { auditLog, companies, companyMembers, companyModules } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject, unchecked } from '../../test/inject.ts';
import {
  addMember,
  createPerson,
  createTestCompany,
  errorOf,
  type TestCompany,
} from '../../test/tenant-fixtures.ts';

describe('companies', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let acme: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
    acme = await createTestCompany(database, { name: 'Acme' });
    other = await createTestCompany(database, { name: 'Other' });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });
  const app = () => testApp.app;

  describe('companies_CreateCompany', () => {
    it('creates the company with all four modules and the caller as OWNER', async () => {
      const person = await createPerson(database);
      const response = await inject(app(), createCompany, { as: person, body: { name: '  New Co  ' } });
      expect(response.statusCode).toBe(201);
      const company = companySchema.parse(response.json());
      expect(company.name).toBe('New Co');
      expect([...company.modules].sort()).toEqual(
        ['ABSENCE', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION', 'TIME_TRACKING'].sort(),
      );
      const members = await database.owner
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.companyId, company.companyId));
      expect(members).toHaveLength(1);
      expect(members[0]).toMatchObject({ userId: person.userId, role: 'OWNER', status: 'ACTIVE' });
      const modules = await database.owner
        .select()
        .from(companyModules)
        .where(eq(companyModules.companyId, company.companyId));
      expect(modules).toHaveLength(4);
      const [audit] = await database.owner
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'company.created')));
      expect(audit?.actorUserId).toBe(person.userId);

      const mine = await inject(app(), getMyCompanies, { as: person });
      expect(myCompanySchema.array().parse(mine.json())).toEqual([
        { companyId: company.companyId, name: 'New Co', companyMemberId: members[0]!.id, role: 'OWNER' },
      ]);
    });

    it("counts the company's days in the zone it is created with, UTC without one", async () => {
      const person = await createPerson(database);
      const zoned = await inject(app(), createCompany, {
        as: person,
        body: { name: 'Skopje Co', timeZone: 'europe/skopje' },
      });
      expect(companySchema.parse(zoned.json()).timeZone).toBe('Europe/Skopje');
      const [stored] = await database.owner
        .select({ timeZone: companies.timeZone })
        .from(companies)
        .where(eq(companies.id, companySchema.parse(zoned.json()).companyId));
      expect(stored?.timeZone).toBe('Europe/Skopje');
      const plain = await inject(app(), createCompany, { as: person, body: { name: 'Plain Co' } });
      expect(companySchema.parse(plain.json()).timeZone).toBe('UTC');
    });

    it.each([
      [{ name: 'Zoned', timeZone: '+01:00' }, 'body.timeZone'],
      [{ name: ' a ' }, 'body.name'],
      [{ name: 'x'.repeat(101) }, 'body.name'],
      [{ name: 42 }, 'body.name'],
      [{}, 'body.name'],
    ])('refuses %j naming the field, and writes nothing', async (body, field) => {
      const person = await createPerson(database);
      const before = await database.owner.$count(companies);
      const response = await inject(app(), createCompany, { as: person, body: unchecked(body) });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.map((f) => f.path)).toContain(field);
      expect(await database.owner.$count(companies)).toBe(before);
    });

    it('accepts exactly 2 and 100 characters', async () => {
      const person = await createPerson(database);
      for (const name of ['ab', 'y'.repeat(100)]) {
        const response = await inject(app(), createCompany, { as: person, body: { name } });
        expect(response.statusCode).toBe(201);
      }
    });

    it('refuses an anonymous caller', async () => {
      const response = await inject(app(), createCompany, { body: { name: 'Nope' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('companies_GetMyCompanies', () => {
    it('lists only active memberships, across companies', async () => {
      const person = await createPerson(database);
      await addMember(database, acme.companyId, person, 'ADMIN');
      const inOther = await addMember(database, other.companyId, person, 'MEMBER');
      await database.owner
        .update(companyMembers)
        .set({ status: 'DISABLED' })
        .where(eq(companyMembers.id, inOther.companyMemberId!));
      const response = await inject(app(), getMyCompanies, { as: person });
      expect(response.statusCode).toBe(200);
      const list = myCompanySchema.array().parse(response.json());
      expect(list.map((c) => [c.name, c.role])).toEqual([['Acme', 'ADMIN']]);
    });

    it('is empty for a person without a company', async () => {
      const response = await inject(app(), getMyCompanies, { as: await createPerson(database) });
      expect(response.json()).toEqual([]);
    });
  });

  describe('companies_GetCurrentCompany', () => {
    it("answers the token's company only", async () => {
      const response = await inject(app(), getCurrentCompany, { as: acme.member });
      expect(response.statusCode).toBe(200);
      expect(companySchema.parse(response.json())).toMatchObject({ companyId: acme.companyId, name: 'Acme' });
      const theirs = await inject(app(), getCurrentCompany, { as: other.member });
      expect(theirs.json()).toMatchObject({ companyId: other.companyId, name: 'Other' });
    });

    it('refuses a person without a company', async () => {
      const response = await inject(app(), getCurrentCompany, { as: await createPerson(database) });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a token naming a company the person is not a member of', async () => {
      const forged = {
        ...acme.member,
        companyId: other.companyId,
        companyMemberId: other.member.companyMemberId!,
      };
      const response = await inject(app(), getCurrentCompany, { as: forged });
      expect(response.statusCode).toBe(403);
      expect(JSON.stringify(response.json())).not.toContain('Other');
    });
  });

  describe('subscribed modules', () => {
    it('lets ADMIN and OWNER read, refuses MEMBER', async () => {
      for (const person of [acme.owner, acme.admin]) {
        const response = await inject(app(), getSubscribedModules, { as: person });
        expect(response.statusCode).toBe(200);
        expect(response.json().modules).toHaveLength(4);
      }
      const denied = await inject(app(), getSubscribedModules, { as: acme.member });
      expect(denied.statusCode).toBe(403);
      expect(errorOf(denied).code).toBe('FORBIDDEN');
    });

    it('refuses MEMBER an update and changes nothing', async () => {
      const company = await createTestCompany(database);
      const response = await inject(app(), updateSubscribedModules, {
        as: company.member,
        body: { modules: [] },
      });
      expect(response.statusCode).toBe(403);
      expect(
        await database.owner.$count(companyModules, eq(companyModules.companyId, company.companyId)),
      ).toBe(4);
    });

    it('refuses an unknown module naming the field', async () => {
      const company = await createTestCompany(database);
      const response = await inject(app(), updateSubscribedModules, {
        as: company.admin,
        body: unchecked({ modules: ['TIME_TRACKING', 'PAYROLL'] }),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.[0]?.path).toBe('body.modules.1');
      expect(
        await database.owner.$count(companyModules, eq(companyModules.companyId, company.companyId)),
      ).toBe(4);
    });

    it("switches a module off for everyone's next request, keeps other companies alone, audits", async () => {
      const company = await createTestCompany(database);
      const response = await inject(app(), updateSubscribedModules, {
        as: company.admin,
        body: { modules: ['ABSENCE', 'TIME_TRACKING', 'ABSENCE'] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ modules: ['ABSENCE', 'TIME_TRACKING'] });
      // Same tokens as before: the gate re-reads the modules.
      const current = await inject(app(), getCurrentCompany, { as: company.member });
      expect([...current.json().modules].sort()).toEqual(['ABSENCE', 'TIME_TRACKING']);
      const untouched = await inject(app(), getCurrentCompany, { as: acme.member });
      expect(untouched.json().modules).toHaveLength(4);
      const [audit] = await database.owner
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.companyId, company.companyId), eq(auditLog.action, 'company.modules_changed')),
        );
      expect(audit?.details).toMatchObject({ after: ['ABSENCE', 'TIME_TRACKING'] });

      const back = await inject(app(), updateSubscribedModules, {
        as: company.owner,
        body: { modules: ['HUMAN_RESOURCES', 'TEMPLATE_GENERATION', 'ABSENCE', 'TIME_TRACKING'] },
      });
      expect(back.json().modules).toHaveLength(4);
      const none = await inject(app(), updateSubscribedModules, { as: company.owner, body: { modules: [] } });
      expect(none.json()).toEqual({ modules: [] });
    });
  });
});
