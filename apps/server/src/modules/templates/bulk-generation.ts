import { and, eq, inArray } from 'drizzle-orm';
import { Modules, type Module, type Role } from '@atrium/contract/access';
import type { BulkFormat, BulkGeneration } from '@atrium/contract/templates';
import type { Database, Transaction } from '../../db/database.ts';
import { companyMembers, leaveRequests, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { JobCannotSucceed } from '../../platform/jobs/jobs.ts';
import type { DocumentConverter } from '../../platform/documents/document-converter.ts';
import type { Platform } from '../../platform/platform.ts';
import { sanitiseFileName } from '../../platform/uploads/file-name.ts';
import { displayNameSql } from '../people/person-name.ts';
import { STORAGE_FULL, type BulkResult } from './bulk-job-queries.ts';
import {
  BULK_RESULTS_CLEANUP_QUEUE,
  bulkResultKey,
  keepBulkZip,
  removeExpiredBulkResults,
  TEMPLATE_BULK_QUEUE,
} from './bulk-results.ts';
import { BulkZip } from './bulk-zip.ts';
import { generatedPdf, pdfFileName } from './pdf-document.ts';
import { fillDocument, prepareFill } from './fill-document.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, templateNotFound } from './template-queries.ts';

/*
 * Bulk generation (docs/product/templates.md#bulk-generation): one background job per run
 * (started by start-bulk-generation.ts) makes one document per member or leave request and keeps a ZIP of them with a list of the items that
 * failed. A retry of the job writes the same two objects again, so it is safe to run twice. The
 * ZIP counts in the company's storage and is removed after a while (bulk-results.ts, decision 077).
 * A member template's members come from a choice worked out when the run starts
 * (bulk-selection.ts), which the run keeps for its screen.
 */
export interface BulkJob {
  templateId: string;
  items: string[];
  /** Absent in runs queued before PDF existed: DOCX. */
  format?: BulkFormat;
  /** The caller as they were when they started it: the job sees what they saw. */
  caller: { companyMemberId: string; roles: Role[]; modules: Module[] };
}

/** The names items are reported under: the member, or the member and the request's days. */
export async function itemLabels(
  tx: Transaction,
  companyId: string,
  kind: 'member' | 'leave_request',
  ids: readonly string[],
) {
  if (kind === 'member') {
    const rows = await tx
      .select({ id: companyMembers.id, name: displayNameSql })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  const rows = await tx
    .select({
      id: leaveRequests.id,
      name: displayNameSql,
      startsOn: leaveRequests.startsOn,
      endsOn: leaveRequests.endsOn,
    })
    .from(leaveRequests)
    .innerJoin(companyMembers, eq(companyMembers.id, leaveRequests.memberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(leaveRequests.companyId, companyId), inArray(leaveRequests.id, [...ids])));
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.startsOn}–${row.endsOn}`]));
}

/**
 * One item's files in the ZIP: its DOCX, its PDF, or both. A conversion that fails is that item's
 * failure, and its DOCX goes in the ZIP instead, so the document is not lost.
 */
async function addDocument(
  zip: BulkZip,
  filled: { name: string; file: Buffer },
  format: BulkFormat,
  converter: DocumentConverter,
): Promise<void> {
  if (format !== 'pdf') zip.add(filled.name, filled.file);
  if (format === 'docx') return;
  try {
    zip.add(pdfFileName(filled.name), await generatedPdf(converter, filled.file));
  } catch (error) {
    if (format === 'pdf') zip.add(filled.name, filled.file);
    throw error;
  }
}

const failureMessage = (error: unknown) =>
  error instanceof AppError ? error.message : 'The document could not be made.';

export function registerTemplateJobs(
  deps: Pick<Platform, 'jobs' | 'storage' | 'documents'> & {
    database: Pick<Database, 'owner'>;
    log?: { warn(object: object, message: string): void };
  },
) {
  const { jobs, storage } = deps;
  jobs.register<BulkJob>({
    name: TEMPLATE_BULK_QUEUE,
    liveAreas: [Modules.TEMPLATE_GENERATION],
    retryLimit: 1,
    expireInSeconds: 1800,
    pollingIntervalSeconds: 1,
    async run(job) {
      const companyId = job.tenant!.companyId!;
      const userId = job.tenant!.userId!;
      const context: MemberContext = {
        requestId: job.id,
        userId,
        companyId,
        companyMemberId: job.data.caller.companyMemberId,
        roles: job.data.caller.roles,
        modules: job.data.caller.modules,
        withTenant: (work) => job.withTenant(work),
      };
      const { items } = job.data;
      await job.reportProgress(0, items.length, 'preparing');
      const prepared = await job.withTenant(async (tx) => {
        const template = await findTemplate(tx, companyId, job.data.templateId);
        if (!template) throw templateNotFound();
        assertKindModule(context, template.kind);
        return {
          fill: await prepareFill(tx, context, template, (key) => storage.get(key)),
          labels: await itemLabels(tx, companyId, template.kind, items),
        };
      });
      const zip = new BulkZip();
      const failures: BulkGeneration['failures'] = [];
      let done = 0;
      for (const id of items) {
        try {
          // One transaction per document: a failing item leaves no record and stops nothing else.
          const filled = await job.withTenant((tx) => fillDocument(tx, context, prepared.fill, id));
          await addDocument(zip, filled, job.data.format ?? 'docx', deps.documents);
        } catch (error) {
          failures.push({ id, name: prepared.labels.get(id) ?? '', message: failureMessage(error) });
        }
        done += 1;
        await job.reportProgress(done, items.length, 'generating');
      }
      const documents = items.length - failures.length;
      const zipName = sanitiseFileName(`${prepared.fill.template.name}.zip`) ?? 'documents.zip';
      const bytes = zip.toBuffer();
      try {
        await job.withTenant((tx) =>
          keepBulkZip(tx, storage, { companyId, userId, jobId: job.id, name: zipName, bytes }),
        );
      } catch (error) {
        // Kept with the progress, so that the failed job can say why.
        if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
          await job.reportProgress(done, items.length, STORAGE_FULL);
          // Generating everything again would not make room: the run ends failed now.
          throw new JobCannotSucceed('the bulk ZIP does not fit the company’s storage', { cause: error });
        }
        throw error;
      }
      const result: BulkResult = { zipName, documents, failures };
      await storage.put(bulkResultKey(companyId, job.id), Buffer.from(JSON.stringify(result)), {
        contentType: 'application/json',
      });
      return { documents, failures: failures.length };
    },
  });
  jobs.register({
    name: BULK_RESULTS_CLEANUP_QUEUE,
    // Only the person who started a bulk job sees its result, and asks for it again.
    liveAreas: [],
    retryLimit: 2,
    async run() {
      return { removed: await removeExpiredBulkResults(deps, new Date(), deps.log) };
    },
  });
  return {
    // Daily: a result goes within a day of its BULK_RESULT_KEEP_DAYS.
    async schedule() {
      await jobs.schedule(BULK_RESULTS_CLEANUP_QUEUE, '29 2 * * *');
    },
  };
}
