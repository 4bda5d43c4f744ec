import { and, eq, sql } from 'drizzle-orm';
import {
  MEMBER_IMPORT_ROWS_MAX,
  type MemberImportError,
  type MemberImportField,
} from '@atrium/contract/member-import';
import type { Transaction } from '../../../db/database.ts';
import { companyMembers, departments, users } from '../../../db/schema/index.ts';
import { adjustmentRefusal } from '../../absence/requests/balance-access.ts';
import {
  recordAccessFor,
  writeRefusal,
  type Caller,
  type Placement,
  type WrittenPart,
} from '../record-access.ts';
import { recogniseColumns } from './import-columns.ts';
import type { CsvFile } from './csv-file.ts';
import {
  parseCountry,
  parseDate,
  parseDays,
  parseEmail,
  parseEmploymentType,
  parseGender,
  parsePhone,
  parseText,
  type Parsed,
} from './import-values.ts';

/*
 * The dry run of an import (docs/product/human-resources.md#importing-members): every row is
 * checked against the field types, the company (members by e-mail, departments by name) and the
 * importer's access to that member's record, part by part as the profile allows it, without
 * writing anything; the run checks again, in its own transaction, before it writes.
 */

/** The header row cannot be read as one: the message names the problem. */
export class ImportHeaderError extends Error {}

type ImportValues = Partial<Record<MemberImportField, string | number>>;

export interface ImportRow {
  /** As a spreadsheet numbers it (header = 1; see CsvRecord). */
  row: number;
  email: string;
  /** The member found by e-mail, null: the import adds one. */
  memberId: string | null;
  values: ImportValues;
}

export interface ImportCheck {
  columns: { header: string; field: MemberImportField | null }[];
  rows: ImportRow[];
  errors: MemberImportError[];
  creates: number;
  updates: number;
}

const PARSERS: Record<MemberImportField, (cell: string) => Parsed<string | number>> = {
  email: parseEmail,
  givenName: parseText(100),
  middleName: parseText(100),
  familyName: parseText(100),
  birthDate: parseDate,
  gender: parseGender,
  citizenship: parseCountry,
  privateEmail: parseEmail,
  privatePhone: parsePhone,
  workPhone: parsePhone,
  street: parseText(200),
  city: parseText(100),
  postalCode: parseText(20),
  country: parseCountry,
  position: parseText(200),
  department: parseText(200),
  employmentType: parseEmploymentType,
  startDate: parseDate,
  leaveDays: parseDays,
};

const quote = (text: string) => `„${text.length > 40 ? `${text.slice(0, 40)}…` : text}“`;

/** Which field each column holds: the mapping given, else the headers recognised. */
function resolveColumns(
  headers: readonly string[],
  mapping: readonly (MemberImportField | '')[] | undefined,
): (MemberImportField | null)[] {
  if (headers.length === 0 || headers.every((header) => header === '')) {
    throw new ImportHeaderError('The file has no header row: its first line is empty.');
  }
  if (mapping) {
    if (mapping.length !== headers.length) {
      throw new ImportHeaderError(
        `The mapping names ${mapping.length} columns but the header row has ${headers.length}.`,
      );
    }
    const seen = new Set<string>();
    for (const field of mapping) {
      if (field && seen.has(field)) throw new ImportHeaderError(`The mapping uses ${field} for two columns.`);
      seen.add(field);
    }
  }
  const fields = mapping ? mapping.map((field) => field || null) : recogniseColumns(headers);
  if (!fields.includes('email')) {
    const found = headers.slice(0, 6).map(quote).join(', ');
    if (headers.some((header) => parseEmail(header).ok)) {
      throw new ImportHeaderError(
        `The first row holds data (${found}), not column names: add a header row such as E-mail;Given name;Family name.`,
      );
    }
    throw new ImportHeaderError(
      `The header row names no e-mail column (found ${found}). Name one column E-mail, Е-пошта or Email-i, or map the columns.`,
    );
  }
  return fields;
}

/**
 * What each column writes: a part of the member's record, or their leave balance (Leave days
 * opens it). The e-mail only finds the member.
 */
const PART_OF: Record<MemberImportField, WrittenPart | 'balance' | null> = {
  email: null,
  givenName: 'personal',
  middleName: 'personal',
  familyName: 'personal',
  birthDate: 'personal',
  gender: 'personal',
  citizenship: 'personal',
  privateEmail: 'personal',
  privatePhone: 'personal',
  workPhone: 'personal',
  street: 'personal',
  city: 'personal',
  postalCode: 'personal',
  country: 'personal',
  position: 'employment',
  department: 'employment',
  employmentType: 'employment',
  startDate: 'employment',
  leaveDays: 'balance',
};

async function companyFacts(tx: Transaction, companyId: string) {
  const members = await tx
    .select({
      memberId: companyMembers.id,
      email: sql<string>`lower(${users.email})`,
      departmentId: companyMembers.departmentId,
      divisionId: departments.divisionId,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .leftJoin(departments, eq(departments.id, companyMembers.departmentId))
    .where(and(eq(companyMembers.companyId, companyId), sql`${users.email} is not null`));
  const departmentRows = await tx
    .select({ id: departments.id, name: departments.name, divisionId: departments.divisionId })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  return {
    memberByEmail: new Map(members.map((member) => [member.email, member])),
    departmentByName: new Map(departmentRows.map((row) => [row.name.trim().toLowerCase(), row])),
  };
}

/**
 * Checks every row as `importer` may write it; `departmentId` replaces a department's name in the
 * values.
 */
export async function checkImport(
  tx: Transaction,
  importer: Caller,
  file: CsvFile,
  mapping: readonly (MemberImportField | '')[] | undefined,
): Promise<ImportCheck> {
  const { companyId } = importer;
  const [header, ...records] = file.records;
  const headers = header?.cells ?? [];
  const fields = resolveColumns(headers, mapping);
  const columns = headers.map((header, index) => ({ header, field: fields[index] ?? null }));
  if (records.length > MEMBER_IMPORT_ROWS_MAX) {
    throw new ImportHeaderError(
      `The file has ${records.length} rows; an import takes at most ${MEMBER_IMPORT_ROWS_MAX}.`,
    );
  }
  const { memberByEmail, departmentByName } = await companyFacts(tx, companyId);
  const accessOf = await recordAccessFor(tx, importer);
  const errors: MemberImportError[] = [];
  const rows: ImportRow[] = [];
  const rowOfEmail = new Map<string, number>();
  const emailColumn = headers[fields.indexOf('email')] ?? '';
  records.forEach(({ row, cells: record }) => {
    const rowErrors = errors.length;
    const fail = (column: string, field: MemberImportField | null, message: string) =>
      errors.push({ row, column, field, message });
    if (record.length > headers.length && record.slice(headers.length).some((cell) => cell !== '')) {
      fail('', null, `has ${record.length} cells; the header row has ${headers.length}`);
    }
    const values: ImportValues = {};
    fields.forEach((field, column) => {
      // A quote Atrium's own exports put before = + - @ is not part of the value.
      const raw = record[column] ?? '';
      const cell = /^'[=+\-@]/.test(raw) ? raw.slice(1) : raw;
      if (!field || cell === '') return;
      const parsed = PARSERS[field](cell);
      if (!parsed.ok) fail(headers[column] ?? '', field, parsed.message);
      else values[field] = parsed.value;
    });
    const email = values.email as string | undefined;
    if (!email) {
      if (!errors.some((error) => error.row === row && error.field === 'email'))
        fail(emailColumn, 'email', 'is required');
      return;
    }
    const earlier = rowOfEmail.get(email);
    if (earlier) fail(emailColumn, 'email', `repeats the e-mail of row ${earlier}`);
    rowOfEmail.set(email, row);
    const department =
      typeof values.department === 'string'
        ? departmentByName.get(values.department.toLowerCase())
        : undefined;
    if (typeof values.department === 'string') {
      if (!department) {
        fail(
          headers[fields.indexOf('department')] ?? '',
          'department',
          `names no department of the company (${quote(values.department)})`,
        );
      } else values.department = department.id;
    }
    const member = memberByEmail.get(email);
    const memberId = member?.memberId ?? null;
    if (!memberId && !values.givenName && !values.familyName) {
      fail('', 'givenName', 'a new member needs a given or family name');
    }
    // Each cell is held to what the profile lets the importer change on this member's record: a
    // member where they are now, a new one where the row places them.
    const placement: Placement = member
      ? { departmentId: member.departmentId, divisionId: member.divisionId }
      : { departmentId: department?.id ?? null, divisionId: department?.divisionId ?? null };
    const access = accessOf(memberId, placement);
    const own = memberId === importer.companyMemberId;
    fields.forEach((field, column) => {
      if (!field || values[field] === undefined) return;
      const part = PART_OF[field];
      // A cell already wrong (a department the company lacks) is named once.
      if (!part || errors.slice(rowErrors).some((error) => error.field === field)) return;
      const refusal =
        part === 'balance'
          ? (adjustmentRefusal(importer, memberId)?.reason ?? null)
          : writeRefusal(access, part, own);
      if (refusal) fail(headers[column] ?? '', field, refusal);
    });
    rows.push({ row, email, memberId, values });
  });
  errors.sort((a, b) => a.row - b.row);
  const wrong = new Set(errors.map((error) => error.row));
  const valid = rows.filter((row) => !wrong.has(row.row));
  return {
    columns,
    rows,
    errors,
    creates: valid.filter((row) => !row.memberId).length,
    updates: valid.filter((row) => row.memberId).length,
  };
}
