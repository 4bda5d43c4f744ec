import { and, eq, inArray } from 'drizzle-orm';
import type { Module, Role } from '@atrium/contract/access';
import {
  BULK_GENERATION_MAX_ITEMS,
  type BulkGeneration,
  type BulkSelectionSummary,
  type startBulkGeneration,
} from '@atrium/contract/templates';
import type { Database, Transaction } from '../../db/database.ts';
import { companyMembers, leaveRequests, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { AppError, conflict, validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler, OperationInput } from '../../platform/operations/module-operations.ts';
import { JobCannotSucceed } from '../../platform/jobs/jobs.ts';
import type { Platform } from '../../platform/platform.ts';
import { checkStoredBytesQuota } from '../../platform/quotas/quotas.ts';
import { sanitiseFileName } from '../../platform/uploads/file-name.ts';
import { displayNameSql } from '../people/person-name.ts';
import { STORAGE_FULL, type BulkResult } from './bulk-result-handlers.ts';
import {
  BULK_RESULTS_CLEANUP_QUEUE,
  bulkResultKey,
  keepBulkSelection,
  keepBulkZip,
  removeExpiredBulkResults,
  TEMPLATE_BULK_QUEUE,
} from './bulk-results.ts';
import { resolveGroupSelection } from './bulk-selection.ts';
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
 * A member template's members come from a choice worked out when the run starts
 * (bulk-selection.ts), which the run keeps for its screen.
 */
interface BulkJob {
  templateId: string;
  items: string[];
  /** The caller as they were when they started it: the job sees what they saw. */
  caller: { companyMemberId: string; roles: Role[]; modules: Module[] };
}

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

type StartBody = OperationInput<typeof startBulkGeneration>['body'];

/** Ids that must all be the company's (404 naming `path` otherwise), each counted once. */
async function knownIds(
  tx: Transaction,
  context: MemberContext,
  kind: 'member' | 'leave_request',
  ids: readonly string[],
  path: string,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const labels = await itemLabels(tx, context.companyId, kind, unique);
  if (labels.size !== unique.length) {
    throw new AppError('NOT_FOUND', 'Some of the chosen items were not found.', {
      fields: [{ path, message: 'names an item that was not found' }],
    });
  }
  return unique;
}

/** A member template's members and the choice they came from (docs/product/templates.md#choosing-who). */
async function chooseMembers(
  tx: Transaction,
  context: MemberContext,
  body: StartBody,
): Promise<{ ids: string[]; selection: BulkSelectionSummary }> {
  const { selection, companyMemberIds } = body;
  if (selection && companyMemberIds) {
    throw validationFailed('Give either a selection or companyMemberIds, not both.', [
      { path: 'body.selection', message: 'cannot be given together with companyMemberIds' },
    ]);
  }
  if (selection && selection.kind !== 'members') {
    const group = await resolveGroupSelection(tx, context, selection);
    return { ids: group.ids, selection: group.summary };
  }
  const ids = selection?.ids ?? companyMemberIds;
  if (!ids) {
    throw validationFailed('Choose who the documents are for.', [
      { path: 'body.selection', message: 'is required for this kind of template' },
    ]);
  }
  const path = selection ? 'body.selection.ids' : 'body.companyMemberIds';
  const unique = await knownIds(tx, context, 'member', ids, path);
  return { ids: unique, selection: { kind: 'members', unit: null, filter: null, people: unique.length } };
}

/** A leave request template's requests: those named, or the approved ones of a period. */
async function chooseRequests(tx: Transaction, context: MemberContext, body: StartBody): Promise<string[]> {
  if (body.selection) {
    throw validationFailed('A leave request template takes leaveRequestIds or a period.', [
      { path: 'body.selection', message: 'is for member templates; give leaveRequestIds or a period' },
    ]);
  }
  if (!body.leaveRequestIds && body.period) {
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
  if (!body.leaveRequestIds) {
    throw validationFailed('leaveRequestIds is required for this template.', [
      { path: 'body.leaveRequestIds', message: 'or a period is required' },
    ]);
  }
  return knownIds(tx, context, 'leave_request', body.leaveRequestIds, 'body.leaveRequestIds');
}

export const startBulkGenerationHandler: OperationHandler<typeof startBulkGeneration> = async ({
  body,
  context,
  deps,
  request,
}) => {
  const { template, items, selection } = await context.withTenant(async (tx) => {
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
    const chosen =
      found.kind === 'member'
        ? await chooseMembers(tx, context, body)
        : { ids: await chooseRequests(tx, context, body), selection: null };
    // The ZIP will count in the company's storage: a run that clearly cannot fit (a document
    // estimated at the template file's size) is refused now rather than failing at its end.
    await checkStoredBytesQuota(tx, {
      companyId: context.companyId,
      incomingBytes: chosen.ids.length * newest.file.size,
    });
    return { template: found, items: chosen.ids, selection: chosen.selection };
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
  if (selection) {
    // Only for the run's screen: a run whose choice could not be kept still makes its documents.
    await keepBulkSelection(deps.storage, context.companyId, jobId!, selection).catch((error: unknown) =>
      request.log.warn({ err: error, jobId }, 'keeping the bulk generation choice failed'),
    );
  }
  await deps.audit.record(context, {
    action: 'templates.bulk_generation_started',
    target: template.id,
    // The kind and the unit only: a search text may be part of a person's name.
    details: {
      jobId,
      items: items.length,
      ...(selection ? { selection: selection.kind, unitId: selection.unit?.id ?? null } : {}),
    },
  });
  return { jobId: jobId!, items: items.length, selection };
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
