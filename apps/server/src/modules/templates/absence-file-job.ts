import { and, eq, inArray } from 'drizzle-orm';
import { Modules } from '@atrium/contract/access';
import type { AbsenceFileStateChange } from '@atrium/contract/member-documents';
import type { Transaction } from '../../db/database.ts';
import { absenceFileRules, companyMembers } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { DocumentConverter } from '../../platform/documents/document-converter.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { StorageDriver } from '../../platform/storage/storage-driver.ts';
import type { NotificationsPlatform } from '../notifications/notifications-platform.ts';
import { alreadyFiled, makeDocuments, type AbsenceFilesTarget } from './absence-file-documents.ts';
import { fileDocument } from './member-documents.ts';
import { generatedPdf, PDF, pdfFileName } from './pdf-document.ts';

/*
 * Absence file generation (docs/product/templates.md#absence-file-generation-rules): a leave
 * request's decision queues this job after its transaction; the job makes each rule's document
 * and files it in the member's documents, with its PDF beside it when the rule asks. Safe to run
 * again: one document per rule, request, state change and format (a unique key holds it even when
 * two runs race).
 */
const ABSENCE_FILES_QUEUE = 'templates.absence-files';

export type AbsenceFilesJob = AbsenceFilesTarget;

type Deps = {
  jobs: Jobs;
  storage: Pick<StorageDriver, 'get' | 'put'>;
  notifications: Pick<NotificationsPlatform, 'emit'>;
  documents: DocumentConverter;
  log?: { warn(object: object, message: string): void };
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

type WithTenant = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * Makes and files the documents of one state change; answers how many were filed. Three steps, so
 * that no transaction waits on LibreOffice: the documents are made in one transaction, converted
 * to PDF outside any (for the rules that ask for it), then filed in another, which files nothing
 * a concurrent run filed meanwhile. A PDF that cannot be made leaves its DOCX, the document of
 * record, filed alone (docs/product/templates.md#pdf).
 */
export async function runAbsenceFiles(
  deps: Omit<Deps, 'jobs'>,
  withTenant: WithTenant,
  companyId: string,
  job: AbsenceFilesJob,
): Promise<number> {
  const made = await withTenant((tx) => makeDocuments(tx, deps, companyId, job));
  if (!made || made.documents.length === 0) return 0;
  const pdfs = new Map<string, Buffer>();
  for (const document of made.documents) {
    if (!document.withPdf) continue;
    if (!deps.documents.pdfAvailable) {
      deps.log?.warn(
        { ruleId: document.ruleId },
        'an absence file rule asks for PDF, which this server does not make',
      );
      continue;
    }
    try {
      pdfs.set(document.ruleId, await generatedPdf(deps.documents, document.file));
    } catch (error) {
      deps.log?.warn(
        { err: error, ruleId: document.ruleId },
        'an absence file could not be converted to PDF',
      );
    }
  }
  return withTenant(async (tx) => {
    let filed = 0;
    for (const document of made.documents) {
      const rule = {
        ruleId: document.ruleId,
        leaveRequestId: job.leaveRequestId,
        stateChange: job.stateChange,
      };
      if (await alreadyFiled(tx, rule)) continue;
      const filing = {
        companyId,
        memberId: made.memberId,
        generationId: document.generationId,
        filedByMemberId: null,
        uploadedByUserId: null,
        rule,
      };
      await fileDocument(tx, deps.storage, { ...filing, name: document.name, bytes: document.file });
      const pdf = pdfs.get(document.ruleId);
      if (pdf) {
        await fileDocument(tx, deps.storage, {
          ...filing,
          name: pdfFileName(document.name),
          bytes: pdf,
          contentType: PDF,
        });
      }
      await notifyFiled(tx, deps.notifications, companyId, made.memberId, document.personName, document.name);
      filed += 1;
    }
    return filed;
  });
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
      await runAbsenceFiles(deps, job.withTenant, companyId, job.data);
    },
  });
}
