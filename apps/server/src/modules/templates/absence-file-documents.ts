import { and, eq, inArray } from 'drizzle-orm';
import type { AbsenceFileStateChange } from '@atrium/contract/member-documents';
import type { Role } from '@atrium/contract/access';
import type { Transaction } from '../../db/database.ts';
import {
  absenceFileRules,
  companyMembers,
  companyModules,
  documentTemplates,
  leaveRequests,
  memberDocuments,
} from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import { fillDocument, memberName, prepareFillOrSkip } from './fill-document.ts';

/*
 * The documents of an absence file job (absence-file-job.ts), made in the job's first transaction
 * and filed in its second (docs/product/templates.md#absence-file-generation-rules).
 */

/** What the job was queued for: a leave request that reached a state change. */
export interface AbsenceFilesTarget {
  leaveRequestId: string;
  stateChange: AbsenceFileStateChange;
  /** Who decided: named as `system.generatedBy`. */
  actorMemberId: string | null;
}

const RUN_AS = 'templates.absence-files';

/** The company's first owner, as whom rules read the data (rules are set by owners and admins). */
async function ownerContext(tx: Transaction, companyId: string): Promise<MemberContext | null> {
  const [owner] = await tx
    .select({ memberId: companyMembers.id, userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'OWNER'),
        eq(companyMembers.status, 'ACTIVE'),
      ),
    )
    .orderBy(companyMembers.createdAt)
    .limit(1);
  if (!owner) return null;
  return {
    requestId: RUN_AS,
    userId: owner.userId,
    companyId,
    companyMemberId: owner.memberId,
    roles: ['OWNER'] as Role[],
    modules: ['ABSENCE', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION'],
    withTenant: () => Promise.reject(new Error('Absence files run in the job’s transaction.')),
  };
}

/** One rule's document, made and waiting to be filed. */
export interface MadeDocument {
  ruleId: string;
  withPdf: boolean;
  name: string;
  file: Buffer;
  personName: string;
  generationId: string;
}

/** Whether a run filed this rule's document for this request and state change already. */
export async function alreadyFiled(
  tx: Transaction,
  rule: { ruleId: string; leaveRequestId: string; stateChange: AbsenceFileStateChange },
): Promise<boolean> {
  const [done] = await tx
    .select({ id: memberDocuments.id })
    .from(memberDocuments)
    .where(
      and(
        eq(memberDocuments.ruleId, rule.ruleId),
        eq(memberDocuments.leaveRequestId, rule.leaveRequestId),
        eq(memberDocuments.stateChange, rule.stateChange),
        eq(memberDocuments.format, 'docx'),
      ),
    );
  return done !== undefined;
}

/** The documents the state change's rules make, not yet filed; null when none applies. */
export async function makeDocuments(
  tx: Transaction,
  deps: { storage: Pick<StorageDriver, 'get'> },
  companyId: string,
  job: AbsenceFilesTarget,
): Promise<{ memberId: string; documents: MadeDocument[] } | null> {
  const modules = await tx
    .select({ module: companyModules.module })
    .from(companyModules)
    .where(
      and(
        eq(companyModules.companyId, companyId),
        inArray(companyModules.module, ['ABSENCE', 'TEMPLATE_GENERATION']),
      ),
    );
  if (modules.length < 2) return null;
  const [request] = await tx
    .select({
      memberId: leaveRequests.memberId,
      leaveTypeId: leaveRequests.leaveTypeId,
      status: leaveRequests.status,
    })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.companyId, companyId), eq(leaveRequests.id, job.leaveRequestId)));
  // The state must have been reached (an approved request may since have been cancelled).
  const reached =
    job.stateChange === 'cancelled'
      ? request?.status === 'cancelled'
      : request?.status === 'approved' || request?.status === 'cancelled';
  if (!request || !reached) return null;
  const rules = await tx
    .select({ rule: absenceFileRules, template: documentTemplates })
    .from(absenceFileRules)
    .innerJoin(documentTemplates, eq(documentTemplates.id, absenceFileRules.templateId))
    .where(
      and(
        eq(absenceFileRules.companyId, companyId),
        eq(absenceFileRules.leaveTypeId, request.leaveTypeId),
        eq(absenceFileRules.stateChange, job.stateChange),
      ),
    );
  if (rules.length === 0) return null;
  const context = await ownerContext(tx, companyId);
  if (!context) return null;
  // The documents are recorded and signed as made by the person who decided, not the owner.
  const author = { memberId: job.actorMemberId, name: await memberName(tx, job.actorMemberId) };
  const documents: MadeDocument[] = [];
  for (const { rule, template } of rules) {
    const filing = { ruleId: rule.id, leaveRequestId: job.leaveRequestId, stateChange: job.stateChange };
    if (await alreadyFiled(tx, filing)) continue;
    // A template whose newest version has problems makes nothing until it is corrected.
    const prepared = await prepareFillOrSkip(tx, context, template, (key) => deps.storage.get(key), {
      author,
    });
    if (!prepared) continue;
    const filled = await fillDocument(tx, context, prepared, job.leaveRequestId);
    documents.push({
      ruleId: rule.id,
      withPdf: rule.withPdf,
      name: filled.name,
      file: filled.file,
      personName: filled.member,
      generationId: filled.generationId,
    });
  }
  return { memberId: request.memberId, documents };
}
