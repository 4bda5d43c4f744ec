import type { OperationBody } from '@atrium/contract/operations';
import {
  BULK_GENERATION_MAX_ITEMS,
  type BulkSelectionSummary,
  type startBulkGeneration,
} from '@atrium/contract/templates';
import type { Transaction } from '../../db/database.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { AppError, conflict, validationFailed } from '../../platform/errors/app-error.ts';
import { pdfUnavailable } from '../../platform/documents/document-converter.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { checkStoredBytesQuota } from '../../platform/quotas/quotas.ts';
import { itemLabels, type BulkJob } from './bulk-generation.ts';
import { keepBulkSelection, TEMPLATE_BULK_QUEUE } from './bulk-results.ts';
import { resolveGroupSelection } from './bulk-selection.ts';
import { readRequestChoices } from './leave-request-choices.ts';
import { assertKindModule } from './template-access.ts';
import { findTemplate, newestVersion, templateNotFound } from './template-queries.ts';

type StartBody = OperationBody<typeof startBulkGeneration>;

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

/**
 * Starts a bulk generation: the template and the items are checked now, the documents are made by
 * the job (bulk-generation.ts).
 */
export const startBulkGenerationHandler: OperationHandler<typeof startBulkGeneration> = async ({
  body,
  context,
  deps,
  request,
}) => {
  const format = body.format ?? 'docx';
  if (format !== 'docx' && !deps.documents.pdfAvailable) throw pdfUnavailable();
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
    format,
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
      format,
      ...(selection ? { selection: selection.kind, unitId: selection.unit?.id ?? null } : {}),
    },
  });
  return { jobId: jobId!, items: items.length, selection };
};
