import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addUtcDays, utcDaysInRange } from '@atrium/contract/dates';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, detailEntries, detailFields, detailSections, users } from '../../db/schema/index.ts';
import type { HrTab } from '../../db/schema/index.ts';
import { displayNameSql } from '../people/person-name.ts';
import { pictureFileSql } from '../people/person-picture.ts';

/*
 * Documents with an expiry date (docs/product/human-resources.md#documents-that-expire,
 * decision 073): an entry of a live section whose live date field marks the expiry, holding a
 * date in that field. Read by the overview and by the reminder job.
 */

export interface DocumentExpiry {
  entryId: string;
  memberId: string;
  memberUserId: string;
  memberName: string;
  pictureFileId: string | null;
  sectionId: string;
  sectionName: string;
  specialCategory: boolean;
  tab: HrTab;
  label: string | null;
  expiresOn: string;
  /** Days from `today` to the expiry day; negative once expired. */
  daysLeft: number;
}

/** Fields whose value can say what a document is, in the order they are tried. */
const LABEL_TYPES = ['text', 'select'] as const;

/**
 * The company's documents expiring on or before `until`, soonest first: every expired one, or with
 * `from` only those expiring on or after that day.
 */
export async function documentsExpiringBy(
  tx: Transaction,
  companyId: string,
  today: string,
  until: string,
  options: { from?: string } = {},
): Promise<DocumentExpiry[]> {
  const expiresOn = sql<string>`(${detailEntries.values} ->> ${detailFields.id}::text)`;
  const rows = await tx
    .select({
      entryId: detailEntries.id,
      values: detailEntries.values,
      memberId: detailEntries.memberId,
      memberUserId: companyMembers.userId,
      memberName: displayNameSql,
      pictureFileId: pictureFileSql,
      sectionId: detailSections.id,
      sectionName: detailSections.name,
      specialCategory: detailSections.specialCategory,
      tab: detailSections.tab,
      expiresOn,
    })
    .from(detailEntries)
    .innerJoin(
      detailSections,
      and(eq(detailSections.id, detailEntries.sectionId), isNull(detailSections.archivedAt)),
    )
    .innerJoin(
      detailFields,
      and(
        eq(detailFields.sectionId, detailSections.id),
        eq(detailFields.marksExpiry, true),
        isNull(detailFields.archivedAt),
      ),
    )
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, detailEntries.companyId),
        eq(companyMembers.id, detailEntries.memberId),
      ),
    )
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(detailEntries.companyId, companyId),
        eq(companyMembers.status, 'ACTIVE'),
        sql`${expiresOn} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
        sql`${expiresOn} <= ${until}`,
        options.from === undefined ? undefined : sql`${expiresOn} >= ${options.from}`,
      ),
    )
    .orderBy(asc(expiresOn), asc(displayNameSql));
  if (rows.length === 0) return [];
  const labelFields = await tx
    .select({ id: detailFields.id, sectionId: detailFields.sectionId })
    .from(detailFields)
    .where(
      and(
        inArray(detailFields.sectionId, [...new Set(rows.map((row) => row.sectionId))]),
        inArray(detailFields.type, [...LABEL_TYPES]),
        isNull(detailFields.archivedAt),
      ),
    )
    .orderBy(asc(detailFields.sortOrder));
  return rows.map(({ values, ...row }) => {
    const label = labelFields
      .filter((field) => field.sectionId === row.sectionId)
      .map((field) => values[field.id])
      .find((value): value is string => typeof value === 'string' && value.trim() !== '');
    return { ...row, label: label ?? null, daysLeft: utcDaysInRange(today, row.expiresOn) - 1 };
  });
}

/** The last day of a window of `days` days from `today`. */
export const windowEnd = (today: string, days: number): string => addUtcDays(today, days);
