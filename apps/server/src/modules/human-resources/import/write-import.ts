import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { companyMembers, memberRecordAudit, users } from '../../../db/schema/index.ts';
import { dayMinutesOf } from '../../absence/requests/allowances.ts';
import { writeLedger, type LedgerWrite } from '../../absence/requests/ledger.ts';
import { memberFacts } from '../../absence/requests/member-facts.ts';
import { IMPORT_ISSUER } from '../../companies/imported-members.ts';
import type { ImportRow } from './check-import.ts';

/*
 * Writing a checked import (docs/product/human-resources.md#importing-members, decision 068),
 * inside the one transaction of the import job: a failure anywhere leaves nothing written. Rows
 * go in chunks of set-based statements, so 10,000 rows are a few dozen round trips.
 */

const CHUNK = 1000;

export interface ImportWriteOptions {
  companyId: string;
  actorUserId: string;
  jobId: string;
  /** The company's today: employment without a start date holds from it. */
  today: string;
  leaveTypeId: string | null;
  balanceDate: string;
  onProgress: (done: number) => void;
}

const str = (value: string | number | undefined) => (typeof value === 'string' ? value : null);

/** Adds the new members (a placeholder account each, taken over when they accept an invitation). */
async function addMembers(
  tx: Transaction,
  companyId: string,
  rows: ImportRow[],
): Promise<Map<string, string>> {
  const added = new Map<string, string>();
  if (rows.length === 0) return added;
  const created = await tx
    .insert(users)
    .values(
      rows.map((row) => {
        const givenName = str(row.values.givenName);
        const familyName = str(row.values.familyName);
        return {
          issuer: IMPORT_ISSUER,
          subject: randomUUID(),
          email: row.email,
          name: [givenName, familyName].filter(Boolean).join(' ') || null,
          givenName,
          familyName,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  const rowOf = new Map(rows.map((row) => [row.email, row]));
  const members = await tx
    .insert(companyMembers)
    .values(
      created.map((user) => {
        const row = rowOf.get(user.email!)!;
        return {
          companyId,
          userId: user.id,
          position: str(row.values.position),
          departmentId: str(row.values.department),
        };
      }),
    )
    .returning({ id: companyMembers.id, userId: companyMembers.userId });
  const emailOf = new Map(created.map((user) => [user.id, user.email!]));
  for (const member of members) added.set(emailOf.get(member.userId)!, member.id);
  return added;
}

async function writeChunk(tx: Transaction, rows: ImportRow[], options: ImportWriteOptions) {
  const { companyId } = options;
  const added = await addMembers(
    tx,
    companyId,
    rows.filter((row) => !row.memberId),
  );
  const withMember = rows.map((row) => ({ ...row, memberId: row.memberId ?? added.get(row.email)! }));
  const json = (items: object[]) => sql`${JSON.stringify(items)}::jsonb`;

  const placed = withMember.filter((row) => row.values.position || row.values.department);
  if (placed.length > 0) {
    await tx.execute(sql`
      update company_members m
         set position = coalesce(v.position, m.position),
             department_id = coalesce(v.department_id, m.department_id),
             updated_at = now()
        from jsonb_to_recordset(${json(placed.map((row) => ({ id: row.memberId, position: str(row.values.position), department_id: str(row.values.department) })))})
             as v(id uuid, position text, department_id uuid)
       where m.company_id = ${companyId} and m.id = v.id`);
  }

  await tx.execute(sql`
    insert into member_records as r (company_id, member_id, given_name, middle_name, family_name, birth_date,
                                     gender, citizenship, private_email, private_phone, work_phone, address)
    select ${companyId}::uuid, v.member_id, v.given_name, v.middle_name, v.family_name, v.birth_date,
           v.gender, v.citizenship, v.private_email, v.private_phone, v.work_phone, v.address
      from jsonb_to_recordset(${json(
        withMember.map((row) => {
          const address = Object.fromEntries(
            (['street', 'city', 'postalCode', 'country'] as const)
              .filter((key) => row.values[key] !== undefined)
              .map((key) => [key, row.values[key]]),
          );
          return {
            member_id: row.memberId,
            given_name: str(row.values.givenName),
            middle_name: str(row.values.middleName),
            family_name: str(row.values.familyName),
            birth_date: str(row.values.birthDate),
            gender: str(row.values.gender),
            citizenship: str(row.values.citizenship),
            private_email: str(row.values.privateEmail),
            private_phone: str(row.values.privatePhone),
            work_phone: str(row.values.workPhone),
            address: Object.keys(address).length > 0 ? address : null,
          };
        }),
      )}) as v(member_id uuid, given_name text, middle_name text, family_name text, birth_date date, gender text,
               citizenship char(2), private_email text, private_phone text, work_phone text, address jsonb)
    on conflict (company_id, member_id) do update set
      given_name = coalesce(excluded.given_name, r.given_name),
      middle_name = coalesce(excluded.middle_name, r.middle_name),
      family_name = coalesce(excluded.family_name, r.family_name),
      birth_date = coalesce(excluded.birth_date, r.birth_date),
      gender = coalesce(excluded.gender, r.gender),
      citizenship = coalesce(excluded.citizenship, r.citizenship),
      private_email = coalesce(excluded.private_email, r.private_email),
      private_phone = coalesce(excluded.private_phone, r.private_phone),
      work_phone = coalesce(excluded.work_phone, r.work_phone),
      address = case when excluded.address is null then r.address
                     else coalesce(r.address, '{}'::jsonb) || excluded.address end,
      updated_at = now()`);

  const employed = withMember.filter(
    (row) =>
      row.values.position || row.values.department || row.values.employmentType || row.values.startDate,
  );
  if (employed.length > 0) {
    await tx.execute(sql`
      insert into employment_records as e (company_id, member_id, effective_from, position, department_id,
                                           employment_type, start_date, created_by_user_id)
      select ${companyId}::uuid, v.member_id, v.effective_from, v.position, v.department_id, v.employment_type,
             v.start_date, ${options.actorUserId}::uuid
        from jsonb_to_recordset(${json(
          employed.map((row) => ({
            member_id: row.memberId,
            effective_from: str(row.values.startDate) ?? options.today,
            position: str(row.values.position),
            department_id: str(row.values.department),
            employment_type: str(row.values.employmentType),
            start_date: str(row.values.startDate),
          })),
        )}) as v(member_id uuid, effective_from date, position text, department_id uuid, employment_type text,
                 start_date date)
      on conflict (company_id, member_id, effective_from) do update set
        position = coalesce(excluded.position, e.position),
        department_id = coalesce(excluded.department_id, e.department_id),
        employment_type = coalesce(excluded.employment_type, e.employment_type),
        start_date = coalesce(excluded.start_date, e.start_date),
        updated_at = now()`);
  }

  await tx.insert(memberRecordAudit).values(
    withMember.map((row) => ({
      companyId,
      memberId: row.memberId,
      actorUserId: options.actorUserId,
      kind: 'change' as const,
      section: 'personal',
      details: { import: options.jobId, created: added.has(row.email), fields: Object.keys(row.values) },
    })),
  );

  if (options.leaveTypeId) {
    const entries: LedgerWrite[] = [];
    for (const row of withMember) {
      if (typeof row.values.leaveDays !== 'number') continue;
      const facts = await memberFacts(tx, companyId, row.memberId);
      entries.push({
        companyId,
        memberId: row.memberId,
        leaveTypeId: options.leaveTypeId,
        kind: 'adjustment',
        minutes: Math.round(row.values.leaveDays * dayMinutesOf(facts, options.balanceDate)),
        effectiveDate: options.balanceDate,
        source: 'manual',
        actorMemberId: null,
        reason: 'Opening balance (member import)',
      });
    }
    await writeLedger(tx, entries);
  }
  return [...added.keys()];
}

/** Writes every row; answers the e-mails of the members it added. */
export async function writeImport(
  tx: Transaction,
  rows: ImportRow[],
  options: ImportWriteOptions,
): Promise<string[]> {
  const added: string[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    added.push(...(await writeChunk(tx, rows.slice(start, start + CHUNK), options)));
    options.onProgress(Math.min(rows.length, start + CHUNK));
  }
  return added;
}
