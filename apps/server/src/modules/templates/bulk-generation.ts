import { and, eq, inArray } from 'drizzle-orm';
import type { Module, Role } from '@atrium/contract/access';
import {
  BULK_GENERATION_MAX_ITEMS,
  BULK_RESULT_KEEP_DAYS,
  type BulkGeneration,
  type downloadBulkGeneration,
  type getBulkGeneration,
  type startBulkGeneration,
} from '@atrium/contract/templates';
import type { Database, Transaction } from '../../db/database.ts';
import { companyMembers, jobProgress, leaveRequests, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { AppError, conflict, notFound, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { JobCannotSucceed } from '../../platform/jobs/jobs.ts';
import type { Platform } from '../../platform/platform.ts';
import { checkStoredBytesQuota } from '../../platform/quotas/quotas.ts';
import { StorageNotFoundError } from '../../platform/storage/storage-driver.ts';
import { contentDisposition, sanitiseFileName } from '../../platform/uploads/file-name.ts';
import { displayNameSql } from '../people/person-name.ts';
import {
  BULK_RESULTS_CLEANUP_QUEUE,
  bulkResultExpiresAt,
  bulkResultKey,
  findBulkZip,
  keepBulkZip,
  removeExpiredBulkResults,
} from './bulk-results.ts';
import { BulkZip } from './bulk-zip.ts';
import { fillDocument, prepareFill } from './fill-document.ts';
import { readRequestChoices } from './leave-request-choices.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, newestVersion, templateNotFound } from './template-queries.ts';

/*
 * Bulk generation (docs/product/templates.md#bulk-generation): one background job per run makes
 * one document per member or leave request and keeps a ZIP of them with a list of the items that
 * failed. A retry of the job writes the same two objects again, so it is safe to run twice. The
 * ZIP counts in the company's storage and is removed after a while (bulk-results.ts, decision 077).
 */
const TEMPLATE_BULK_QUEUE = 'templates.bulk-generation';

interface BulkJob {
  templateId: string;
  items: string[];
  /** The caller as they were when they started it: the job sees what they saw. */
  caller: { companyMemberId: string; roles: Role[]; modules: Module[] };
}

interface BulkResult {
  zipName: string;
  documents: number;
  failures: BulkGeneration['failures'];
}

const bulkUrl = (jobId: string) => `/api/Templates/bulk/${jobId}/zip`;
/** The progress message of a run whose ZIP did not fit the company's storage. */
const STORAGE_FULL = 'storage-full';

/** The names items are reported under: the member, or the member and the request's days. */
async function itemLabels(
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

async function chooseItems(
  tx: Transaction,
  context: MemberContext,
  kind: 'member' | 'leave_request',
  body: { companyMemberIds?: string[]; leaveRequestIds?: string[]; period?: { from: string; to: string } },
): Promise<string[]> {
  const field = kind === 'member' ? 'companyMemberIds' : 'leaveRequestIds';
  if (kind === 'leave_request' && !body.leaveRequestIds && body.period) {
    if (body.period.from > body.period.to) {
      throw validationFailed('The period ends before it starts.', [
        { path: 'body.period.to', message: 'must not be before from' },
      ]);
    }
    const rows = await readRequestChoices(tx, context, {
      ...body.period,
      status: 'approved',
      limit: BULK_GENERATION_MAX_ITEMS + 1,
    });
    if (rows.length === 0 || rows.length > BULK_GENERATION_MAX_ITEMS) {
      throw validationFailed('Choose a period with approved leave requests.', [
        {
          path: 'body.period',
          message:
            rows.length === 0
              ? 'holds no approved leave request you may see'
              : `holds more than ${BULK_GENERATION_MAX_ITEMS} requests`,
        },
      ]);
    }
    return rows.map((row) => row.leaveRequestId);
  }
  const ids = body[field];
  if (!ids) {
    throw validationFailed(`${field} is required for this template.`, [
      {
        path: `body.${field}`,
        message: kind === 'member' ? 'is required for this kind of template' : 'or a period is required',
      },
    ]);
  }
  const unique = [...new Set(ids)];
  const labels = await itemLabels(tx, context.companyId, kind, unique);
  if (labels.size !== unique.length) {
    throw new AppError('NOT_FOUND', 'Some of the chosen items were not found.', {
      fields: [{ path: `body.${field}`, message: 'names an item that was not found' }],
    });
  }
  return unique;
}

export const startBulkGenerationHandler: OperationHandler<typeof startBulkGeneration> = async ({
  body,
  context,
  deps,
}) => {
  const { template, items } = await context.withTenant(async (tx) => {
    const found = await findTemplate(tx, context.companyId, body.companyUserTemplateId);
    if (!found) throw templateNotFound();
    assertKindModule(context, found.kind);
    const newest = await newestVersion(tx, context.companyId, found.id);
    if (!newest) throw templateNotFound();
    if (newest.version.report.problems.length > 0) {
      throw conflict('The newest version of this template has problems; upload a corrected file.', [
        { path: 'body.companyUserTemplateId', message: 'the newest version has problems' },
      ]);
    }
    const chosen = await chooseItems(tx, context, found.kind, body);
    // The ZIP will count in the company's storage: a run that clearly cannot fit (a document
    // estimated at the template file's size) is refused now rather than failing at its end.
    await checkStoredBytesQuota(tx, {
      companyId: context.companyId,
      incomingBytes: chosen.length * newest.file.size,
    });
    return { template: found, items: chosen };
  });
  const data: BulkJob = {
    templateId: template.id,
    items,
    caller: {
      companyMemberId: context.companyMemberId,
      roles: [...context.roles],
      modules: [...context.modules],
    },
  };
  const jobId = await deps.jobs.send(TEMPLATE_BULK_QUEUE, data, {
    tenant: { companyId: context.companyId, userId: context.userId },
    track: true,
  });
  await deps.audit.record(context, {
    action: 'templates.bulk_generation_started',
    target: template.id,
    details: { jobId, items: items.length },
  });
  return { jobId: jobId!, items: items.length };
};

const failureMessage = (error: unknown) =>
  error instanceof AppError ? error.message : 'The document could not be made.';

export function registerTemplateJobs(
  deps: Pick<Platform, 'jobs' | 'storage'> & {
    database: Pick<Database, 'owner'>;
    log?: { warn(object: object, message: string): void };
  },
) {
  const { jobs, storage } = deps;
  jobs.register<BulkJob>({
    name: TEMPLATE_BULK_QUEUE,
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
          zip.add(filled.name, filled.file);
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

/** The caller's own bulk job (404 for anyone else's or an unknown id). */
async function ownJob(context: MemberContext, jobId: string) {
  const [row] = await context.withTenant((tx) =>
    tx
      .select()
      .from(jobProgress)
      .where(
        and(
          eq(jobProgress.jobId, jobId),
          eq(jobProgress.companyId, context.companyId),
          eq(jobProgress.startedByUserId, context.userId),
          eq(jobProgress.queue, TEMPLATE_BULK_QUEUE),
        ),
      ),
  );
  if (!row) throw notFound('The bulk generation');
  return row;
}

/** A completed job's stored ZIP (null once it has expired) and its result. */
async function completedResult(
  context: MemberContext,
  storage: Platform['storage'],
  row: typeof jobProgress.$inferSelect,
) {
  if (row.state !== 'completed') return { zip: null, result: null };
  const zip = await context.withTenant((tx) => findBulkZip(tx, context.companyId, row.jobId));
  return { zip, result: zip ? await readResult(storage, context.companyId, row.jobId) : null };
}

async function readResult(storage: Platform['storage'], companyId: string, jobId: string) {
  try {
    return JSON.parse((await storage.get(bulkResultKey(companyId, jobId))).toString('utf8')) as BulkResult;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

export const getBulkGenerationHandler: OperationHandler<typeof getBulkGeneration> = async ({
  params,
  context,
  deps,
}) => {
  const row = await ownJob(context, params.jobId);
  const { zip, result } = await completedResult(context, deps.storage, row);
  return {
    jobId: row.jobId,
    state: row.state,
    done: row.state === 'completed' ? Math.max(row.done, row.total) : row.done,
    total: row.total,
    documents: result?.documents ?? 0,
    failures: result?.failures ?? [],
    url: result ? bulkUrl(row.jobId) : null,
    expiresAt: zip && result ? bulkResultExpiresAt(zip.createdAt).toISOString() : null,
    expired: row.state === 'completed' && !zip,
    storageFull: row.state === 'failed' && row.message === STORAGE_FULL,
  };
};

export const downloadBulkGenerationHandler: OperationHandler<typeof downloadBulkGeneration> = async ({
  params,
  context,
  deps,
  reply,
}) => {
  const row = await ownJob(context, params.jobId);
  const { zip, result } = await completedResult(context, deps.storage, row);
  if (row.state === 'completed' && !zip) {
    throw new AppError(
      'NOT_FOUND',
      `The ZIP of this bulk generation has expired: it is kept for ${BULK_RESULT_KEEP_DAYS} days. Generate the documents again.`,
    );
  }
  if (!zip || !result) throw notFound('The ZIP of this bulk generation');
  const stream = await deps.storage.getStream(zip.storageKey);
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', result.zipName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  await reply.send(stream);
  return reply as never;
};
