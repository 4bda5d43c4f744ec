import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyMembersPageSchema,
  currentCompanyMemberSchema,
  getCompanyMembers,
  getCurrentCompanyMember,
  getSubscribedModules,
  updateMemberRole,
  updateMemberStatus,
} from '@atrium/contract/companies';
import { auditLog, companyMembers, departmentRoles, departments, divisions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject, unchecked } from '../../test/inject.ts';
import {
  createMember,
  createTestCompany,
  errorOf,
  type TestCompany,
  tokenFor,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

const memberParams = (member: TestPerson) => ({ companyMemberId: member.companyMemberId! });

describe('company members', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let other: TestCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
    other = await createTestCompany(database, { name: 'Other' });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });
  const app = () => testApp.app;
  const memberRow = async (person: TestPerson) =>
    (
      await database.owner.select().from(companyMembers).where(eq(companyMembers.id, person.companyMemberId!))
    )[0];

  describe('companyMembers_GetCurrentCompanyMember', () => {
    it('answers role, department roles, status, position and department', async () => {
      const company = await createTestCompany(database);
      const [division] = await database.owner
        .insert(divisions)
        .values({ companyId: company.companyId, name: 'Ops' })
        .returning();
      const [department] = await database.owner
        .insert(departments)
        .values({ companyId: company.companyId, divisionId: division!.id, name: 'Engineering' })
        .returning();
      await database.owner
        .update(companyMembers)
        .set({ position: 'Lead', departmentId: department!.id })
        .where(eq(companyMembers.id, company.admin.companyMemberId!));
      await database.owner.insert(departmentRoles).values({
        companyId: company.companyId,
        companyMemberId: company.admin.companyMemberId!,
        departmentId: department!.id,
        role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
      });
      const response = await inject(app(), getCurrentCompanyMember, { as: company.admin });
      expect(response.statusCode).toBe(200);
      expect(currentCompanyMemberSchema.parse(response.json())).toEqual({
        companyMemberId: company.admin.companyMemberId,
        companyId: company.companyId,
        userId: company.admin.userId,
        role: 'ADMIN',
        roles: ['ADMIN', 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER'],
        status: 'ACTIVE',
        position: 'Lead',
        department: { departmentId: department!.id, name: 'Engineering' },
      });
      const plain = await inject(app(), getCurrentCompanyMember, { as: company.member });
      expect(plain.json()).toMatchObject({ role: 'MEMBER', roles: [], position: null, department: null });
    });
  });

  describe('companyMembers_GetCompanyMembers', () => {
    let company: TestCompany;
    beforeAll(async () => {
      company = await createTestCompany(database);
      for (const name of ['Zoe Zimmer', 'Yann Young', 'Xena 100%']) {
        await createMember(database, company.companyId, 'MEMBER', {
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@corp.test`,
        });
      }
    });

    it('pages the members of the caller company only', async () => {
      const first = await inject(app(), getCompanyMembers, {
        as: company.admin,
        query: { page: '1', pageSize: '4' },
      });
      expect(first.statusCode).toBe(200);
      const page1 = companyMembersPageSchema.parse(first.json());
      expect(page1.total).toBe(6);
      expect(page1.items).toHaveLength(4);
      const second = companyMembersPageSchema.parse(
        (
          await inject(app(), getCompanyMembers, { as: company.owner, query: { page: '2', pageSize: '4' } })
        ).json(),
      );
      expect(second.items).toHaveLength(2);
      const ids = [...page1.items, ...second.items].map((item) => item.companyMemberId);
      expect(new Set(ids).size).toBe(6);
      expect(ids).not.toContain(other.member.companyMemberId);
      expect(ids).not.toContain(other.owner.companyMemberId);
    });

    it('searches by name or e-mail, case-insensitively, with % taken literally', async () => {
      const search = async (text: string) =>
        companyMembersPageSchema
          .parse(
            (await inject(app(), getCompanyMembers, { as: company.admin, query: { search: text } })).json(),
          )
          .items.map((item) => item.name);
      expect(await search('zoe')).toEqual(['Zoe Zimmer']);
      expect(await search('YANN@corp')).toEqual(['Yann Young']);
      expect(await search('100%')).toEqual(['Xena 100%']);
      expect(await search('%')).toEqual(['Xena 100%']);
      expect(await search(other.member.email)).toEqual([]);
    });

    it('refuses bad paging naming the field, and a MEMBER', async () => {
      for (const [query, field] of [
        [{ page: '0' }, 'query.page'],
        [{ pageSize: '101' }, 'query.pageSize'],
        [{ page: 'x' }, 'query.page'],
      ] as const) {
        const response = await inject(app(), getCompanyMembers, { as: company.admin, query });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).fields?.map((f) => f.path)).toContain(field);
      }
      const denied = await inject(app(), getCompanyMembers, { as: company.member });
      expect(denied.statusCode).toBe(403);
    });
  });

  describe('companyMembers_UpdateRole', () => {
    it('lets an ADMIN make a MEMBER an ADMIN, audits it, and the new role counts on the next request', async () => {
      const company = await createTestCompany(database);
      // The member's token is minted before the change and reused after it.
      const token = await tokenFor(app(), company.member);
      const before = await inject(app(), getSubscribedModules, { as: token });
      expect(before.statusCode).toBe(403);

      const response = await inject(app(), updateMemberRole, {
        params: memberParams(company.member),
        as: company.admin,
        body: { role: 'ADMIN' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        companyMemberId: company.member.companyMemberId,
        role: 'ADMIN',
      });
      expect((await memberRow(company.member))?.role).toBe('ADMIN');
      const [audit] = await database.owner
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'member.role_changed'),
            eq(auditLog.target, company.member.companyMemberId!),
          ),
        );
      expect(audit).toMatchObject({ actorUserId: company.admin.userId, companyId: company.companyId });
      expect(audit?.details).toMatchObject({ from: 'MEMBER', to: 'ADMIN' });

      const after = await inject(app(), getSubscribedModules, { as: token });
      expect(after.statusCode).toBe(200);

      // And back: demoted, refused again with the very same token.
      await inject(app(), updateMemberRole, {
        params: memberParams(company.member),
        as: company.admin,
        body: { role: 'MEMBER' },
      });
      expect((await inject(app(), getSubscribedModules, { as: token })).statusCode).toBe(403);
    });

    it('refuses an ADMIN granting or removing OWNER', async () => {
      const company = await createTestCompany(database);
      const grant = await inject(app(), updateMemberRole, {
        params: memberParams(company.member),
        as: company.admin,
        body: { role: 'OWNER' },
      });
      expect(grant.statusCode).toBe(403);
      const remove = await inject(app(), updateMemberRole, {
        params: memberParams(company.owner),
        as: company.admin,
        body: { role: 'ADMIN' },
      });
      expect(remove.statusCode).toBe(403);
      expect((await memberRow(company.member))?.role).toBe('MEMBER');
      expect((await memberRow(company.owner))?.role).toBe('OWNER');
    });

    it('lets an OWNER grant OWNER, and the other owner then demote the first', async () => {
      const company = await createTestCompany(database);
      const grant = await inject(app(), updateMemberRole, {
        params: memberParams(company.admin),
        as: company.owner,
        body: { role: 'OWNER' },
      });
      expect(grant.statusCode).toBe(200);
      const demote = await inject(app(), updateMemberRole, {
        params: memberParams(company.owner),
        as: company.admin,
        body: { role: 'MEMBER' },
      });
      expect(demote.statusCode).toBe(200);
      expect((await memberRow(company.owner))?.role).toBe('MEMBER');
    });

    it('keeps the last owner: 409 naming the field', async () => {
      const company = await createTestCompany(database);
      const response = await inject(app(), updateMemberRole, {
        params: memberParams(company.owner),
        as: company.owner,
        body: { role: 'ADMIN' },
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'CONFLICT' });
      expect(errorOf(response).fields?.[0]?.path).toBe('body.role');
      expect((await memberRow(company.owner))?.role).toBe('OWNER');
    });

    it('counts a disabled owner as no owner', async () => {
      const company = await createTestCompany(database);
      const second = await createMember(database, company.companyId, 'OWNER');
      await database.owner
        .update(companyMembers)
        .set({ status: 'DISABLED' })
        .where(eq(companyMembers.id, second.companyMemberId!));
      const response = await inject(app(), updateMemberRole, {
        params: memberParams(company.owner),
        as: company.owner,
        body: { role: 'MEMBER' },
      });
      expect(response.statusCode).toBe(409);
    });

    it('two owners demoting each other at once leave exactly one owner', async () => {
      const company = await createTestCompany(database);
      const second = await createMember(database, company.companyId, 'OWNER');
      const results = await Promise.all([
        inject(app(), updateMemberRole, {
          params: memberParams(second),
          as: company.owner,
          body: { role: 'ADMIN' },
        }),
        inject(app(), updateMemberRole, {
          params: memberParams(company.owner),
          as: second,
          body: { role: 'ADMIN' },
        }),
      ]);
      // Exactly one succeeds. The other is refused either as the last owner (409, when the two
      // interleave and meet at the row locks) or, when the first finished before the second was
      // admitted, because its caller is no longer an owner at all (403 from the fresh membership).
      const statuses = results.map((response) => response.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const owners = await database.owner
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, company.companyId), eq(companyMembers.role, 'OWNER')));
      expect(owners).toHaveLength(1);
    });

    it('V8.2.2 refuses changing your own role', async () => {
      const company = await createTestCompany(database);
      const admin = await inject(app(), updateMemberRole, {
        params: memberParams(company.admin),
        as: company.admin,
        body: { role: 'MEMBER' },
      });
      expect(admin.statusCode).toBe(403);
      await createMember(database, company.companyId, 'OWNER');
      const owner = await inject(app(), updateMemberRole, {
        params: memberParams(company.owner),
        as: company.owner,
        body: { role: 'ADMIN' },
      });
      expect(owner.statusCode).toBe(403);
      expect(errorOf(owner).message).toMatch(/own role/);
    });

    it("answers 404 for another company's member and changes nothing there", async () => {
      const company = await createTestCompany(database);
      const response = await inject(app(), updateMemberRole, {
        params: memberParams(other.member),
        as: company.owner,
        body: { role: 'ADMIN' },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
      expect((await memberRow(other.member))?.role).toBe('MEMBER');
    });

    it('refuses a bad role or id naming the field, and a MEMBER caller', async () => {
      const company = await createTestCompany(database);
      const badRole = await inject(app(), updateMemberRole, {
        params: memberParams(company.member),
        as: company.owner,
        body: unchecked({ role: 'SUPERADMIN' }),
      });
      expect(badRole.statusCode).toBe(400);
      expect(errorOf(badRole).fields?.[0]?.path).toBe('body.role');
      const badId = await inject(app(), updateMemberRole, {
        params: { companyMemberId: 'nope' },
        as: company.owner,
        body: { role: 'ADMIN' },
      });
      expect(badId.statusCode).toBe(400);
      expect(errorOf(badId).fields?.[0]?.path).toBe('params.companyMemberId');
      const asMember = await inject(app(), updateMemberRole, {
        params: memberParams(company.admin),
        as: company.member,
        body: { role: 'MEMBER' },
      });
      expect(asMember.statusCode).toBe(403);
      expect((await memberRow(company.admin))?.role).toBe('ADMIN');
    });
  });

  describe('companyMembers_UpdateStatus', () => {
    it('disables a member, who is refused from the next request on; enabling lets them back', async () => {
      const company = await createTestCompany(database);
      const token = await tokenFor(app(), company.member);
      expect((await inject(app(), getCurrentCompanyMember, { as: token })).statusCode).toBe(200);

      const response = await inject(app(), updateMemberStatus, {
        params: memberParams(company.member),
        as: company.admin,
        body: { status: 'DISABLED' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'DISABLED' });
      const refused = await inject(app(), getCurrentCompanyMember, { as: token });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toMatch(/no longer an active member/);
      const [audit] = await database.owner
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'member.status_changed'),
            eq(auditLog.target, company.member.companyMemberId!),
          ),
        );
      expect(audit?.details).toMatchObject({ from: 'ACTIVE', to: 'DISABLED' });

      await inject(app(), updateMemberStatus, {
        params: memberParams(company.member),
        as: company.admin,
        body: { status: 'ACTIVE' },
      });
      expect((await inject(app(), getCurrentCompanyMember, { as: token })).statusCode).toBe(200);
    });

    it('refuses disabling yourself', async () => {
      const company = await createTestCompany(database);
      const response = await inject(app(), updateMemberStatus, {
        params: memberParams(company.admin),
        as: company.admin,
        body: { status: 'DISABLED' },
      });
      expect(response.statusCode).toBe(403);
      expect((await memberRow(company.admin))?.status).toBe('ACTIVE');
    });

    it('refuses disabling the last owner (409) and an ADMIN disabling an owner (403)', async () => {
      const company = await createTestCompany(database);
      const last = await inject(app(), updateMemberStatus, {
        params: memberParams(company.owner),
        as: company.owner,
        body: { status: 'DISABLED' },
      });
      expect(last.statusCode).toBe(409);
      expect(errorOf(last).fields?.[0]?.path).toBe('body.status');
      const byAdmin = await inject(app(), updateMemberStatus, {
        params: memberParams(company.owner),
        as: company.admin,
        body: { status: 'DISABLED' },
      });
      expect(byAdmin.statusCode).toBe(403);
      expect((await memberRow(company.owner))?.status).toBe('ACTIVE');
    });

    it('lets an owner disable another owner when one stays', async () => {
      const company = await createTestCompany(database);
      const second = await createMember(database, company.companyId, 'OWNER');
      const response = await inject(app(), updateMemberStatus, {
        params: memberParams(second),
        as: company.owner,
        body: { status: 'DISABLED' },
      });
      expect(response.statusCode).toBe(200);
    });

    it("answers 404 for another company's member, 400 for a bad status, 403 for a MEMBER", async () => {
      const company = await createTestCompany(database);
      const foreign = await inject(app(), updateMemberStatus, {
        params: memberParams(other.member),
        as: company.owner,
        body: { status: 'DISABLED' },
      });
      expect(foreign.statusCode).toBe(404);
      expect((await memberRow(other.member))?.status).toBe('ACTIVE');
      const bad = await inject(app(), updateMemberStatus, {
        params: memberParams(company.member),
        as: company.owner,
        body: unchecked({ status: 'GONE' }),
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).fields?.[0]?.path).toBe('body.status');
      const asMember = await inject(app(), updateMemberStatus, {
        params: memberParams(company.admin),
        as: company.member,
        body: { status: 'DISABLED' },
      });
      expect(asMember.statusCode).toBe(403);
      expect((await memberRow(company.admin))?.status).toBe('ACTIVE');
    });
  });
});
