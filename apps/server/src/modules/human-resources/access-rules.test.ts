import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDetailEntry,
  createDetailSection,
  getAccessRules,
  getMemberProfile,
  getMyProfile,
  proposeChange,
  replaceAccessRules,
  resetAccessRules,
  type AccessRulePart,
  type AccessRules,
  type DetailSectionDefinition,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import { auditLog, sectionAccessRules } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import {
  createDepartment,
  createMember,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

describe('hr: access rules', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let manager: TestPerson;
  let section: DetailSectionDefinition;
  let health: DetailSectionDefinition;
  let foreignSection: DetailSectionDefinition;

  const partOf = (rules: AccessRules, part: string) =>
    rules.parts.find((candidate) => candidate.part === part)!;
  const level = (part: AccessRulePart, role: string, scope: string) =>
    part.rules.find((rule) => rule.role === role && rule.scope === scope)?.level;
  const read = async (as: TestPerson) => (await api.inject(getAccessRules, { as })).json() as AccessRules;
  const profileOf = async (as: TestPerson, target: TestPerson) =>
    api.inject(getMemberProfile, { as, params: { companyMemberId: target.companyMemberId! } });

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    manager = await createMember(api.database, company.companyId);
    await createDepartment(api.database, company.companyId, [company.member, manager], manager);
    const create = async (as: TestPerson, name: string, specialCategory = false) =>
      (
        await api.inject(createDetailSection, {
          as,
          body: { name, tab: 'other', specialCategory, fields: [{ label: 'Note', type: 'text' }] },
        })
      ).json() as DetailSectionDefinition;
    section = await create(company.admin, 'Equipment');
    health = await create(company.admin, 'Health checks', true);
    foreignSection = await create(other.admin, 'Foreign');
  });

  it('shows every part with its defaults; sections follow personal or special-category data', async () => {
    const rules = await read(company.owner);
    expect(rules.parts.map((part) => part.part)).toEqual([
      'personal',
      'special_category',
      'employment',
      'administration',
      section.sectionId,
      health.sectionId,
    ]);
    const personal = partOf(rules, 'personal');
    expect(personal).toMatchObject({ customised: false, editable: true, kind: 'built_in' });
    expect(personal.rules).toHaveLength(20);
    expect(level(personal, 'MEMBER', 'own')).toBe('propose');
    expect(level(personal, 'DEPARTMENT_MANAGER', 'department')).toBe('view');
    expect(partOf(rules, 'special_category')).toMatchObject({ editable: false });
    expect(partOf(rules, section.sectionId)).toMatchObject({
      kind: 'section',
      name: 'Equipment',
      follows: 'personal',
      customised: false,
    });
    expect(partOf(rules, health.sectionId).follows).toBe('special_category');
    // Another company's section is not among them.
    expect(rules.parts.some((part) => part.part === foreignSection.sectionId)).toBe(false);
  });

  it('only owners and admins of the company read or change rules', async () => {
    expect((await api.inject(getAccessRules, { as: company.admin })).statusCode).toBe(200);
    expect((await api.inject(getAccessRules, { as: manager })).statusCode).toBe(403);
    expect((await api.inject(getAccessRules, { as: company.member })).statusCode).toBe(403);
    const byManager = await api.inject(replaceAccessRules, {
      as: manager,
      params: { part: 'personal' },
      body: { rules: [] },
    });
    expect(byManager.statusCode).toBe(403);
    const reset = await api.inject(resetAccessRules, { as: company.member, params: { part: 'personal' } });
    expect(reset.statusCode).toBe(403);
    const foreign = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: foreignSection.sectionId },
      body: { rules: [{ role: 'MEMBER', scope: 'own', level: 'view' }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await api.database.owner
        .select()
        .from(sectionAccessRules)
        .where(eq(sectionAccessRules.companyId, other.companyId)),
    ).toHaveLength(0);
  });

  it('refuses bad rules naming the field, and writes nothing', async () => {
    const ownEmployment = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: 'employment' },
      body: {
        rules: [
          { role: 'OWNER', scope: 'company', level: 'edit' },
          { role: 'OWNER', scope: 'own', level: 'edit' },
        ],
      },
    });
    expect(ownEmployment.statusCode).toBe(400);
    expect(errorOf(ownEmployment).fields).toEqual([
      { path: 'body.rules.1.level', message: 'may be at most view' },
    ]);
    const special = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: health.sectionId },
      body: { rules: [{ role: 'DEPARTMENT_MANAGER', scope: 'department', level: 'view' }] },
    });
    expect(errorOf(special).fields?.[0]).toMatchObject({
      path: 'body.rules.0.level',
      message: 'may be at most none',
    });
    const twice = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: 'personal' },
      body: {
        rules: [
          { role: 'MEMBER', scope: 'own', level: 'view' },
          { role: 'MEMBER', scope: 'own', level: 'edit' },
        ],
      },
    });
    expect(errorOf(twice).fields?.[0]?.path).toBe('body.rules.1');
    const badLevel = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: 'personal' },
      body: unchecked({ rules: [{ role: 'MEMBER', scope: 'own', level: 'all' }] }),
    });
    expect(badLevel.statusCode).toBe(400);
    expect(errorOf(badLevel).fields?.[0]?.path).toBe('body.rules.0.level');
    const fixed = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: 'special_category' },
      body: { rules: [] },
    });
    expect(fixed.statusCode).toBe(400);
    expect(errorOf(fixed).fields?.[0]?.path).toBe('params.part');
    expect(
      await api.database.owner
        .select()
        .from(sectionAccessRules)
        .where(eq(sectionAccessRules.companyId, company.companyId)),
    ).toHaveLength(0);
  });

  it('a section rule giving managers none hides it from them; "view" shows it again', async () => {
    const sectionsSeen = async () =>
      ((await profileOf(manager, company.member)).json() as MemberProfile).sections.map((s) => s.sectionId);
    expect(await sectionsSeen()).toContain(section.sectionId);
    const hidden = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: section.sectionId },
      body: {
        rules: [
          { role: 'OWNER', scope: 'company', level: 'edit' },
          { role: 'ADMIN', scope: 'company', level: 'edit' },
        ],
      },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ customised: true, part: section.sectionId });
    expect(await sectionsSeen()).not.toContain(section.sectionId);
    const shown = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: section.sectionId },
      body: {
        rules: [
          { role: 'OWNER', scope: 'company', level: 'edit' },
          { role: 'ADMIN', scope: 'company', level: 'edit' },
          { role: 'DEPARTMENT_MANAGER', scope: 'department', level: 'view' },
        ],
      },
    });
    expect(level(shown.json() as AccessRulePart, 'DEPARTMENT_MANAGER', 'department')).toBe('view');
    expect(await sectionsSeen()).toContain(section.sectionId);
    const entry = () =>
      api.inject(addDetailEntry, {
        as: manager,
        params: { companyMemberId: company.member.companyMemberId!, sectionId: section.sectionId },
        body: { values: {} },
      });
    expect((await entry()).statusCode).toBe(403);
    const editing = await api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: section.sectionId },
      body: { rules: [{ role: 'DEPARTMENT_MANAGER', scope: 'department', level: 'edit' }] },
    });
    expect(editing.statusCode).toBe(200);
    expect((await entry()).statusCode).toBe(201);
    // Not on a member outside the department they manage: the section is not theirs to see.
    const outside = await api.inject(addDetailEntry, {
      as: manager,
      params: { companyMemberId: company.admin.companyMemberId!, sectionId: section.sectionId },
      body: { values: {} },
    });
    expect(outside.statusCode).toBe(404);
    // The member (no rule for them) no longer sees the section on their own profile.
    const mine = (await api.inject(getMyProfile, { as: company.member })).json() as MemberProfile;
    expect(mine.sections.map((s) => s.sectionId)).not.toContain(section.sectionId);
    // All 20 cells are stored, "none" included.
    const stored = await api.database.owner
      .select()
      .from(sectionAccessRules)
      .where(
        and(
          eq(sectionAccessRules.companyId, company.companyId),
          eq(sectionAccessRules.sectionId, section.sectionId),
        ),
      );
    expect(stored).toHaveLength(20);
  });

  it('a personal-data rule of "none" for members hides it and the API refuses their proposal', async () => {
    const saved = await api.inject(replaceAccessRules, {
      as: company.admin,
      params: { part: 'personal' },
      body: {
        rules: [
          { role: 'OWNER', scope: 'company', level: 'edit' },
          { role: 'ADMIN', scope: 'company', level: 'edit' },
          { role: 'DEPARTMENT_MANAGER', scope: 'department', level: 'edit' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (await api.inject(getMyProfile, { as: company.member })).json() as MemberProfile;
    expect(mine.access.personal).toBe('none');
    expect(mine.record).toBeNull();
    const proposal = await api.inject(proposeChange, {
      as: company.member,
      body: { changes: { privatePhone: '+389 70 000 000' } },
    });
    expect(proposal.statusCode).toBe(403);
    // Special-category data stays with owners and admins whatever personal rules say.
    expect(((await profileOf(manager, company.member)).json() as MemberProfile).access.specialCategory).toBe(
      'none',
    );
  });

  it('reset returns a part to its defaults and both changes are audited', async () => {
    const reset = await api.inject(resetAccessRules, { as: company.owner, params: { part: 'personal' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ customised: false });
    const mine = (await api.inject(getMyProfile, { as: company.member })).json() as MemberProfile;
    expect(mine.access.personal).toBe('propose');
    const rows = await api.database.owner
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.companyId, company.companyId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'hr.access_rules_replaced', target: 'personal' },
        { action: 'hr.access_rules_reset', target: 'personal' },
      ]),
    );
  });
});
