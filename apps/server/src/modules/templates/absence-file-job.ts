import { and, eq, inArray } from 'drizzle-orm';
import { Modules, type Role } from '@atrium/contract/access';
import type { AbsenceFileStateChange } from '@atrium/contract/member-documents';
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
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';
import { fillDocument, memberName, prepareFillOrSkip } from './fill-document.ts';
import { fileDocument } from './member-documents.ts';

/*
 * Absence file generation (docs/product/templates.md#absence-file-generation-rules): a leave
 * request's decision queues this job after its transaction; the job makes each rule's document
 * and files it in the member's documents. Safe to run again: one document per rule, request and
 * state change (a unique key holds it even when two runs race).
 */
const ABSENCE_FILES_QUEUE = 'templates.absence-files';

export interface AbsenceFilesJob {
  leaveRequestId: string;
  stateChange: AbsenceFileStateChange;
  /** Who decided: named as `system.generatedBy`. */
  actorMemberId: string | null;
}

type Deps = {
  jobs: Jobs;
  storage: Pick<StorageDriver, 'get' | 'put'>;
  notifications: Pick<NotificationsPlatform, 'emit'>;
};

interface DecidedRequest {
  leaveRequestId: string;
  leaveTypeId: string;
  status: string;
}

/**
 * After a decision has committed: queues the documents of each request that reached a state a
 * rule of its leave type names (nothing is queued, and no queue touched, without such a rule).
 * A failure to queue is logged and never fails the decision. The absence module calls it through
 * the function app.ts hands its operations (absence/requests/decide-leave-requests.ts).
 */
export async function queueAbsenceFiles(
  deps: { jobs: Pick<Jobs, 'send'>; log?: { warn(object: object, message: string): void } },
  context: Pick<MemberContext, 'companyId' | 'withTenant'>,
  requests: readonly DecidedRequest[],
  actorMemberId: string | null,
): Promise<void> {
  const reached = requests.flatMap((request) =>
    request.status === 'approved' || request.status === 'cancelled'
      ? [{ ...request, stateChange: request.status as AbsenceFileStateChange }]
      : [],
  );
  if (reached.length === 0) return;
  try {
    const rules = await context.withTenant((tx) =>
      tx
        .select({ leaveTypeId: absenceFileRules.leaveTypeId, stateChange: absenceFileRules.stateChange })
        .from(absenceFileRules)
        .where(
          and(
            eq(absenceFileRules.companyId, context.companyId),
            inArray(
              absenceFileRules.leaveTypeId,
              reached.map((request) => request.leaveTypeId),
            ),
          ),
        ),
    );
    for (const request of reached) {
      const matches = rules.some(
        (rule) => rule.leaveTypeId === request.leaveTypeId && rule.stateChange === request.stateChange,
      );
      if (!matches) continue;
      const job: AbsenceFilesJob = {
        leaveRequestId: request.leaveRequestId,
        stateChange: request.stateChange,
        actorMemberId,
      };
      await deps.jobs.send(ABSENCE_FILES_QUEUE, job, {
        idempotencyKey: `${request.leaveRequestId}:${request.stateChange}`,
        tenant: { companyId: context.companyId, userId: null },
      });
    }
  } catch (error) {
    deps.log?.warn({ err: error }, 'queueing absence files failed');
  }
}

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
    requestId: ABSENCE_FILES_QUEUE,
    userId: owner.userId,
    companyId,
    companyMemberId: owner.memberId,
    roles: ['OWNER'] as Role[],
    modules: ['ABSENCE', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION'],
    withTenant: () => Promise.reject(new Error('Absence files run in the job’s transaction.')),
  };
}

/** Makes and files the documents of one state change; answers how many were filed. */
export async function runAbsenceFiles(
  tx: Transaction,
  deps: Omit<Deps, 'jobs'>,
  companyId: string,
  job: AbsenceFilesJob,
): Promise<number> {
  const modules = await tx
    .select({ module: companyModules.module })
    .from(companyModules)
    .where(
      and(
        eq(companyModules.companyId, companyId),
        inArray(companyModules.module, ['ABSENCE', 'TEMPLATE_GENERATION']),
      ),
    );
  if (modules.length < 2) return 0;
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
  if (!request || !reached) return 0;
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
  if (rules.length === 0) return 0;
  const context = await ownerContext(tx, companyId);
  if (!context) return 0;
  // The documents are recorded and signed as made by the person who decided, not the owner.
  const author = { memberId: job.actorMemberId, name: await memberName(tx, job.actorMemberId) };
  let filed = 0;
  for (const { rule, template } of rules) {
    const [done] = await tx
      .select({ id: memberDocuments.id })
      .from(memberDocuments)
      .where(
        and(
          eq(memberDocuments.ruleId, rule.id),
          eq(memberDocuments.leaveRequestId, job.leaveRequestId),
          eq(memberDocuments.stateChange, job.stateChange),
        ),
      );
    if (done) continue;
    // A template whose newest version has problems makes nothing until it is corrected.
    const prepared = await prepareFillOrSkip(tx, context, template, (key) => deps.storage.get(key), {
      author,
    });
    if (!prepared) continue;
    const {
      file,
      name,
      member: person,
      generationId,
    } = await fillDocument(tx, context, prepared, job.leaveRequestId);
    await fileDocument(tx, deps.storage, {
      companyId,
      memberId: request.memberId,
      name,
      bytes: file,
      generationId,
      filedByMemberId: null,
      uploadedByUserId: null,
      rule: { ruleId: rule.id, leaveRequestId: job.leaveRequestId, stateChange: job.stateChange },
    });
    await notifyFiled(tx, deps.notifications, companyId, request.memberId, person, name);
    filed += 1;
  }
  return filed;
}

/** Tells the member and the company's owners and admins that a document was filed. */
async function notifyFiled(
  tx: Transaction,
  notifications: Pick<NotificationsPlatform, 'emit'>,
  companyId: string,
  memberId: string,
  personName: string,
  documentName: string,
): Promise<void> {
  const people = await tx
    .select({ id: companyMembers.id, userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'ACTIVE')));
  const member = people.find((person) => person.id === memberId);
  if (member) {
    await notifications.emit(tx, {
      companyId,
      kind: 'templates.document_filed',
      params: { documentName },
      subjectUserIds: [member.userId],
      actorUserId: null,
    });
  }
  const hr = people.filter(
    (person) => person.id !== memberId && (person.role === 'OWNER' || person.role === 'ADMIN'),
  );
  if (hr.length > 0) {
    await notifications.emit(tx, {
      companyId,
      kind: 'templates.member_document_filed',
      params: { personName, documentName, companyMemberId: memberId },
      subjectUserIds: hr.map((person) => person.userId),
      actorUserId: null,
    });
  }
}

/** The absence files queue (decision 075). */
export function registerAbsenceFilesJob(deps: Deps): void {
  deps.jobs.register<AbsenceFilesJob>({
    name: ABSENCE_FILES_QUEUE,
    // The filed documents show on the member's documents.
    liveAreas: [Modules.HUMAN_RESOURCES],
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
    pollingIntervalSeconds: 1,
    async run(job) {
      const companyId = job.tenant!.companyId!;
      await job.withTenant((tx) => runAbsenceFiles(tx, deps, companyId, job.data));
    },
  });
}
