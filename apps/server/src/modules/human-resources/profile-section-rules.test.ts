import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDetailEntry,
  addEmploymentRecord,
  createDetailSection,
  getMemberList,
  getMemberProfile,
  getRecordAudit,
  replaceAccessRules,
  resetAccessRules,
  updateMemberRecord,
  type DetailSectionDefinition,
  type MemberListPage,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import { companyMembers, departments, employmentRecords } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import {
  createDepartment,
  createMember,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

/*
 * A section rule alone opens a member's profile to that section
 * (docs/product/human-resources.md#profile): the built-in parts stay out of the answer and their
 * reads and writes are refused.
 */
describe('hr: a profile opened by a section rule alone', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;
  let manager: TestPerson;
  let target: TestPerson;
  let colleague: TestPerson;
  let certificates: DetailSectionDefinition;
  let divisionId = '';
  let equipment: DetailSectionDefinition;

  const profileOf = (as: TestPerson, member: TestPerson) =>
    api.inject(getMemberProfile, { as, params: { companyMemberId: member.companyMemberId! } });
  /** The rules of the Certificates section: department managers view it within `scope`. */
  const giveManagersCertificates = (scope: 'department' | 'division' | 'company') =>
    api.inject(replaceAccessRules, {
      as: company.owner,
      params: { part: certificates.sectionId },
      body: {
        rules: [
          { role: 'OWNER', scope: 'company', level: 'edit' },
          { role: 'ADMIN', scope: 'company', level: 'edit' },
          { role: 'DEPARTMENT_MANAGER', scope, level: 'view' },
        ],
      },
    });
  /** The member list as `as` sees it: the listed members' ids, with their rows. */
  const listOf = async (as: TestPerson, query: Record<string, string> = {}) => {
    const answer = await api.inject(getMemberList, { as, query: { pageSize: 100, ...query } });
    expect(answer.statusCode, answer.body).toBe(200);
    const items = (answer.json() as MemberListPage).items;
    return {
      ids: items.map((item) => item.companyMemberId),
      items,
      total: (answer.json() as MemberListPage).total,
    };
  };

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    manager = await createMember(api.database, company.companyId);
    // The target is placed in none of the departments the manager manages.
    target = await createMember(api.database, company.companyId);
    // The colleague is placed in the department the manager manages.
    colleague = await createMember(api.database, company.companyId);
    ({ divisionId } = await createDepartment(api.database, company.companyId, [manager, colleague], manager));
    const create = async (name: string) =>
      (
        await api.inject(createDetailSection, {
          as: company.admin,
          body: { name, tab: 'other', fields: [{ label: 'Title', type: 'text' }] },
        })
      ).json() as DetailSectionDefinition;
    certificates = await create('Certificates');
    equipment = await create('Equipment');
    const entry = await api.inject(addDetailEntry, {
      as: company.admin,
      params: { companyMemberId: target.companyMemberId!, sectionId: certificates.sectionId },
      body: { values: { [certificates.fields[0]!.fieldId]: 'First aid' } },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    await api.inject(updateMemberRecord, {
      as: company.admin,
      params: { companyMemberId: target.companyMemberId! },
      body: { givenName: 'Secret', otherNotes: 'HR only' },
    });
  });

  it('refuses the profile while no part or section of it is the manager’s to see', async () => {
    expect((await profileOf(manager, target)).statusCode).toBe(403);
    // Nor does the member list show the member: it lists whose profile opens.
    const listed = await listOf(manager);
    expect(listed.ids.sort()).toEqual([manager.companyMemberId, colleague.companyMemberId].sort());
    expect(listed.total).toBe(2);
  });

  it('opens it with just that section once a rule gives managers the section company-wide', async () => {
    const rule = await giveManagersCertificates('company');
    expect(rule.statusCode, rule.body).toBe(200);
    const answer = await profileOf(manager, target);
    expect(answer.statusCode, answer.body).toBe(200);
    const profile = answer.json() as MemberProfile;
    expect(profile.access).toEqual({
      personal: 'none',
      specialCategory: 'none',
      employment: 'none',
      administration: 'none',
    });
    // The built-in parts are not in the answer; only the section ruled open is.
    expect(profile.record).toBeNull();
    expect(profile.specialCategory).toBeNull();
    expect(profile.employment).toEqual([]);
    expect(JSON.stringify(profile)).not.toContain('Secret');
    expect(JSON.stringify(profile)).not.toContain('HR only');
    expect(profile.sections.map((section) => [section.name, section.access])).toEqual([
      ['Certificates', 'view'],
    ]);
    expect(profile.sections[0]!.entries[0]!.values).toEqual({
      [certificates.fields[0]!.fieldId]: 'First aid',
    });
    expect(profile.sections.some((section) => section.sectionId === equipment.sectionId)).toBe(false);
  });

  it('lists the member for the manager once the section rule opens the profile, and no one of another company', async () => {
    const listed = await listOf(manager);
    const everyone = [company.owner, company.admin, company.member, manager, target, colleague];
    // The rule opens the Certificates section of every record in the company to the manager.
    expect(listed.ids.sort()).toEqual(everyone.map((person) => person.companyMemberId).sort());
    expect(listed.total).toBe(everyone.length);
    // Each member listed is one whose profile opens to the manager.
    for (const person of everyone) expect((await profileOf(manager, person)).statusCode).toBe(200);
    // Another company's members never show, to the manager nor the other way round.
    const foreign = [other.owner, other.admin, other.member].map((person) => person.companyMemberId);
    expect(listed.ids.some((id) => foreign.includes(id))).toBe(false);
    expect((await listOf(other.admin)).ids.sort()).toEqual([...foreign].sort());
  });

  it('refuses the built-in parts’ reads and writes, and the section’s writes at "view"', async () => {
    const params = { companyMemberId: target.companyMemberId! };
    const write = await api.inject(updateMemberRecord, { as: manager, params, body: { otherNotes: 'x' } });
    expect(write.statusCode).toBe(403);
    const employment = await api.inject(addEmploymentRecord, {
      as: manager,
      params,
      body: { effectiveFrom: '2026-01-01', position: 'Boss' },
    });
    expect(employment.statusCode).toBe(403);
    expect((await api.inject(getRecordAudit, { as: manager, params })).statusCode).toBe(403);
    const entry = await api.inject(addDetailEntry, {
      as: manager,
      params: { ...params, sectionId: certificates.sectionId },
      body: { values: {} },
    });
    expect(entry.statusCode).toBe(403);
    // The section the rule does not open stays unknown to the manager.
    const hidden = await api.inject(addDetailEntry, {
      as: manager,
      params: { ...params, sectionId: equipment.sectionId },
      body: { values: {} },
    });
    expect(hidden.statusCode).toBe(404);
    // Nothing was written by the refused calls.
    const profile = (await profileOf(company.admin, target)).json() as MemberProfile;
    expect(profile.record?.otherNotes).toBe('HR only');
    expect(profile.employment).toEqual([]);
  });

  it('a department manager reads the notes of Other information but may not change them', async () => {
    const params = { companyMemberId: colleague.companyMemberId! };
    const written = await api.inject(updateMemberRecord, {
      as: company.admin,
      params,
      body: { otherNotes: 'Prefers mornings' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const seen = (await profileOf(manager, colleague)).json() as MemberProfile;
    expect(seen.access.personal).toBe('view');
    expect(seen.record?.otherNotes).toBe('Prefers mornings');
    const refused = await api.inject(updateMemberRecord, {
      as: manager,
      params,
      body: { otherNotes: 'Changed by the manager' },
    });
    expect(refused.statusCode).toBe(403);
    const after = (await profileOf(company.admin, colleague)).json() as MemberProfile;
    expect(after.record?.otherNotes).toBe('Prefers mornings');
  });

  it('a member without the rule is still refused', async () => {
    expect((await profileOf(company.member, target)).statusCode).toBe(403);
  });

  it('keeps the employment of a member listed by a section rule out of the list', async () => {
    await api.database.owner.insert(employmentRecords).values({
      companyId: company.companyId,
      memberId: target.companyMemberId!,
      effectiveFrom: '2024-01-01',
      employmentType: 'contractor',
      startDate: '2024-01-01',
    });
    const asAdmin = (await listOf(company.admin)).items.find(
      (item) => item.companyMemberId === target.companyMemberId,
    );
    expect(asAdmin).toMatchObject({ employmentType: 'contractor', startDate: '2024-01-01' });
    const asManager = (await listOf(manager)).items.find(
      (item) => item.companyMemberId === target.companyMemberId,
    );
    expect(asManager).toMatchObject({ employmentType: null, startDate: null });
    // Nor does filtering by employment type tell it.
    expect((await listOf(manager, { employmentType: 'contractor' })).ids).toEqual([]);
    expect((await listOf(company.admin, { employmentType: 'contractor' })).ids).toEqual([
      target.companyMemberId,
    ]);
  });

  it('leaves the member out of the list again once the rule is removed', async () => {
    const reset = await api.inject(resetAccessRules, {
      as: company.owner,
      params: { part: certificates.sectionId },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await profileOf(manager, target)).statusCode).toBe(403);
    expect((await listOf(manager)).ids).not.toContain(target.companyMemberId);
  });

  it('follows the scope of the rule: the division lists a member of another department of it, the department does not', async () => {
    const [sales] = await api.database.owner
      .insert(departments)
      .values({ companyId: company.companyId, divisionId, name: 'Sales' })
      .returning();
    await api.database.owner
      .update(companyMembers)
      .set({ departmentId: sales!.id })
      .where(eq(companyMembers.id, target.companyMemberId!));
    expect((await giveManagersCertificates('division')).statusCode).toBe(200);
    expect((await profileOf(manager, target)).statusCode).toBe(200);
    expect((await listOf(manager)).ids.sort()).toEqual(
      [manager.companyMemberId, colleague.companyMemberId, target.companyMemberId].sort(),
    );
    expect((await giveManagersCertificates('department')).statusCode).toBe(200);
    expect((await profileOf(manager, target)).statusCode).toBe(403);
    expect((await listOf(manager)).ids.sort()).toEqual(
      [manager.companyMemberId, colleague.companyMemberId].sort(),
    );
  });
  it('hides employment in the list from an admin too once the company’s rules take it from admins', async () => {
    const params = { part: 'employment' as const };
    const ownersOnly = await api.inject(replaceAccessRules, {
      as: company.owner,
      params,
      body: { rules: [{ role: 'OWNER', scope: 'company', level: 'edit' }] },
    });
    expect(ownersOnly.statusCode, ownersOnly.body).toBe(200);
    const rowOf = async (as: TestPerson) =>
      (await listOf(as)).items.find((item) => item.companyMemberId === target.companyMemberId);
    // The profile and the list agree: no employment for the admin, the owner still sees it.
    const profile = (await profileOf(company.admin, target)).json() as MemberProfile;
    expect(profile.access.employment).toBe('none');
    expect(await rowOf(company.admin)).toMatchObject({ employmentType: null, startDate: null });
    expect((await listOf(company.admin, { employmentType: 'contractor' })).ids).toEqual([]);
    expect(await rowOf(company.owner)).toMatchObject({ employmentType: 'contractor' });
    expect((await api.inject(resetAccessRules, { as: company.owner, params })).statusCode).toBe(200);
    expect(await rowOf(company.admin)).toMatchObject({ employmentType: 'contractor' });
  });
});
