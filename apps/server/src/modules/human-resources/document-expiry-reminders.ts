import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS } from '@atrium/contract/human-resources';
import type { Role } from '@atrium/contract/access';
import type { Database, Transaction } from '../../db/database.ts';
import {
  companies,
  companyMembers,
  companyModules,
  departmentRoles,
  documentExpiryReminders,
  type HrTab,
} from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { seesOwnDocument, visibleDocuments } from './document-expiry-access.ts';
import { documentsExpiringBy, windowEnd, type DocumentExpiry } from './document-expiry-queries.ts';

/*
 * Reminders of a document's expiry (docs/product/human-resources.md#documents-that-expire,
 * decision 073): 30 and 7 days before and on the day, and once after it has expired, to the member
 * and to whoever in HR may see the document. Each stage of an expiry day is a row of
 * document_expiry_reminders written with the notifications, so a rerun (or a second instance)
 * sends nothing twice.
 */

/** The profile route segment of each tab, for the link HR opens. */
const TAB_SEGMENT: Record<HrTab, string> = {
  personal: 'personal-information',
  employment: 'employment-information',
  other: 'other-information',
  administration: 'administration',
};

/** The stage of the reminder that a document has expired, kept in place of the days before it. */
export const EXPIRED_STAGE = -1;

/**
 * How many days after its expiry day a document is still told of as expired. One found later (entered
 * with an old date, or expired before reminders of expiry existed) gets no reminder; the overview
 * lists it.
 */
const EXPIRED_NOTICE_DAYS = 30;

/** The stage due for a document `daysLeft` days ahead: the nearest one it has reached, or null. */
export function dueStage(daysLeft: number): number | null {
  if (daysLeft < 0) return daysLeft >= -EXPIRED_NOTICE_DAYS ? EXPIRED_STAGE : null;
  const reached = EXPIRY_REMINDER_DAYS.filter((days) => daysLeft <= days);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/** Members of the company as contexts to check access with (the job has no request of its own). */
async function contextsOf(
  tx: Transaction,
  companyId: string,
  which: (members: typeof companyMembers, managerIds: string[]) => SQL | undefined,
): Promise<MemberContext[]> {
  const managers = await tx
    .select({ memberId: departmentRoles.companyMemberId, role: departmentRoles.role })
    .from(departmentRoles)
    .where(eq(departmentRoles.companyId, companyId));
  const members = await tx
    .select({ memberId: companyMembers.id, userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'ACTIVE'),
        which(
          companyMembers,
          managers.map((manager) => manager.memberId),
        ),
      ),
    );
  return members.map((member) => {
    const roles: Role[] = [
      ...(member.role === 'MEMBER' ? [] : [member.role]),
      ...managers.filter((manager) => manager.memberId === member.memberId).map((manager) => manager.role),
    ];
    return {
      requestId: 'document-expiry-reminders',
      userId: member.userId,
      companyId,
      companyMemberId: member.memberId,
      roles: [...new Set(roles)],
      modules: ['HUMAN_RESOURCES'],
      withTenant: () => Promise.reject(new Error('Checks run in the job’s transaction.')),
    };
  });
}

/** The company's owners, admins and division or department managers. */
const hrPeople = (tx: Transaction, companyId: string) =>
  contextsOf(tx, companyId, (members, managerIds) =>
    or(ne(members.role, 'MEMBER'), managerIds.length > 0 ? inArray(members.id, managerIds) : undefined),
  );

/** The member whose document it is. */
const documentOwner = async (tx: Transaction, companyId: string, document: DocumentExpiry) =>
  (await contextsOf(tx, companyId, (members) => eq(members.id, document.memberId)))[0];

/** Sends the reminders due today in one company; answers how many documents were reminded of. */
export async function sendExpiryReminders(
  tx: Transaction,
  companyId: string,
  notifications: Pick<NotificationsPlatform, 'emit'>,
  now = new Date(),
): Promise<number> {
  const today = await companyToday(tx, companyId, now);
  const due = (
    await documentsExpiringBy(tx, companyId, today, windowEnd(today, Math.max(...EXPIRY_REMINDER_DAYS)), {
      from: windowEnd(today, -EXPIRED_NOTICE_DAYS),
    })
  ).filter((document) => dueStage(document.daysLeft) !== null);
  if (due.length === 0) return 0;
  const people = await hrPeople(tx, companyId);
  let sent = 0;
  for (const document of due) {
    const stage = dueStage(document.daysLeft)!;
    const [claimed] = await tx
      .insert(documentExpiryReminders)
      .values({ companyId, entryId: document.entryId, expiresOn: document.expiresOn, daysBefore: stage })
      .onConflictDoNothing()
      .returning({ entryId: documentExpiryReminders.entryId });
    if (!claimed) continue;
    await remind(tx, companyId, notifications, document, people, stage === EXPIRED_STAGE);
    sent += 1;
  }
  return sent;
}

async function remind(
  tx: Transaction,
  companyId: string,
  notifications: Pick<NotificationsPlatform, 'emit'>,
  document: DocumentExpiry,
  people: readonly MemberContext[],
  expired: boolean,
): Promise<void> {
  const documentName = document.label ?? document.sectionName;
  // The member is told of what they see of their own record (not a special-category section).
  const member = await documentOwner(tx, companyId, document);
  if (member && (await seesOwnDocument(tx, member, document))) {
    await notifications.emit(tx, {
      companyId,
      kind: expired ? 'hr.document_expired' : 'hr.document_expiring',
      params: { documentName, expiresOn: document.expiresOn },
      subjectUserIds: [document.memberUserId],
    });
  }
  const hr: string[] = [];
  for (const person of people) {
    if (person.companyMemberId === document.memberId) continue;
    if ((await visibleDocuments(tx, person, [document])).length > 0) hr.push(person.userId);
  }
  if (hr.length === 0) return;
  await notifications.emit(tx, {
    companyId,
    kind: expired ? 'hr.member_document_expired' : 'hr.member_document_expiring',
    params: {
      personName: document.memberName,
      documentName,
      expiresOn: document.expiresOn,
      companyMemberId: document.memberId,
      tab: TAB_SEGMENT[document.tab],
    },
    subjectUserIds: hr,
  });
}

/** Companies with HUMAN_RESOURCES. */
export async function humanResourcesCompanies(database: Database): Promise<string[]> {
  const rows = await database.owner
    .select({ companyId: companies.id })
    .from(companies)
    .innerJoin(
      companyModules,
      and(eq(companyModules.companyId, companies.id), eq(companyModules.module, 'HUMAN_RESOURCES')),
    );
  return rows.map((row) => row.companyId);
}
