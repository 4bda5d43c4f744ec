import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import { initialsOf } from '@atrium/contract/people';
import type { EmploymentRecord, MemberProfile, MemberRecord } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import {
  companyMembers,
  departments,
  employmentRecords,
  memberRecordAudit,
  memberRecords,
  users,
} from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { displayNameSql } from '../people/person-name.ts';
import { pictureFileSql, pictureUrl } from '../people/person-picture.ts';
import { canView, type RecordAccess } from './record-access.ts';
import { readMemberSections } from './section-queries.ts';

const EMPTY_RECORD: MemberRecord = {
  givenName: null,
  middleName: null,
  familyName: null,
  birthDate: null,
  gender: null,
  citizenship: null,
  address: null,
  privateEmail: null,
  privatePhone: null,
  workPhone: null,
  emergencyContacts: [],
  otherNotes: null,
};

/** The stored record row, or undefined before anything was written. */
export async function readRecordRow(tx: Transaction, companyId: string, memberId: string) {
  const [row] = await tx
    .select()
    .from(memberRecords)
    .where(and(eq(memberRecords.companyId, companyId), eq(memberRecords.memberId, memberId)));
  return row;
}

function toMemberRecord(row: Awaited<ReturnType<typeof readRecordRow>>): MemberRecord {
  if (!row) return EMPTY_RECORD;
  return {
    givenName: row.givenName,
    middleName: row.middleName,
    familyName: row.familyName,
    birthDate: row.birthDate,
    gender: row.gender,
    citizenship: row.citizenship,
    address: row.address,
    privateEmail: row.privateEmail,
    privatePhone: row.privatePhone,
    workPhone: row.workPhone,
    emergencyContacts: row.emergencyContacts,
    otherNotes: row.otherNotes,
  };
}

const managers = aliasedTable(companyMembers, 'manager_members');
const managerUsers = aliasedTable(users, 'manager_users');

/** A member's employment rows, newest first, the one in force on `today` marked. */
export async function readEmployment(
  tx: Transaction,
  companyId: string,
  memberId: string,
  today: string,
): Promise<EmploymentRecord[]> {
  const rows = await tx
    .select({
      row: employmentRecords,
      departmentName: departments.name,
      managerName: sql<string | null>`case when ${managers.id} is null then null else coalesce(
        nullif(trim(${managerUsers.name}), ''), ${managerUsers.email}, '') end`,
    })
    .from(employmentRecords)
    .leftJoin(departments, eq(departments.id, employmentRecords.departmentId))
    .leftJoin(managers, eq(managers.id, employmentRecords.managerMemberId))
    .leftJoin(managerUsers, eq(managerUsers.id, managers.userId))
    .where(and(eq(employmentRecords.companyId, companyId), eq(employmentRecords.memberId, memberId)))
    .orderBy(desc(employmentRecords.effectiveFrom));
  const current = rows.find(({ row }) => row.effectiveFrom <= today)?.row.id;
  return rows.map(({ row, departmentName, managerName }) => ({
    employmentRecordId: row.id,
    effectiveFrom: row.effectiveFrom,
    position: row.position,
    department:
      row.departmentId && departmentName !== null ? { id: row.departmentId, name: departmentName } : null,
    manager:
      row.managerMemberId && managerName !== null ? { id: row.managerMemberId, name: managerName } : null,
    employmentType: row.employmentType,
    startDate: row.startDate,
    endDate: row.endDate,
    weeklyHours: row.weeklyHours === null ? null : Number(row.weeklyHours),
    contractType: row.contractType,
    contractEndDate: row.contractEndDate,
    note: row.note,
    current: row.id === current,
  }));
}

/**
 * The profile as `access` allows: parts the caller may not view are left empty. When the answer
 * carries special-category data the read is written to the record's audit in the same
 * transaction, so no such read goes unrecorded.
 */
export async function readProfile(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
  access: RecordAccess,
  today: string,
): Promise<MemberProfile> {
  const [member] = await tx
    .select({
      name: displayNameSql,
      email: users.email,
      role: companyMembers.role,
      status: companyMembers.status,
      pictureFileId: pictureFileSql,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, context.companyId), eq(companyMembers.id, memberId)));
  if (!member) throw notFound('The member');
  const row =
    canView(access.personal) || canView(access.specialCategory)
      ? await readRecordRow(tx, context.companyId, memberId)
      : undefined;
  const special = canView(access.specialCategory);
  if (special) {
    await tx.insert(memberRecordAudit).values({
      companyId: context.companyId,
      memberId,
      actorUserId: context.userId,
      kind: 'special_category_read',
      section: 'special_category',
      details: { fields: ['ethnicity', 'healthNotes'] },
    });
  }
  return {
    companyMemberId: memberId,
    name: member.name,
    email: member.email,
    initials: initialsOf(member.name, member.email),
    pictureUrl: pictureUrl(member.pictureFileId),
    role: member.role,
    status: member.status,
    access,
    record: canView(access.personal) ? toMemberRecord(row) : null,
    specialCategory: special
      ? { ethnicity: row?.ethnicity ?? null, healthNotes: row?.healthNotes ?? null }
      : null,
    employment: canView(access.employment)
      ? await readEmployment(tx, context.companyId, memberId, today)
      : [],
    sections: await readMemberSections(tx, context, memberId, access),
  };
}
