import type { runMemberImport } from '@atrium/contract/member-import';
import { validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../../absence/leave-type-queries.ts';
import { checkUploadedImport } from './checked-import.ts';
import { dataRowCount } from './csv-file.ts';
import { describeErrors, MEMBER_IMPORT_QUEUE, type MemberImportJob } from './member-import-job.ts';

/**
 * Checks the file as the dry run does and refuses it while any row is wrong, naming row and
 * column; otherwise queues the import job, which checks again and writes all rows or none.
 */
export const runMemberImportHandler: OperationHandler<typeof runMemberImport> = async ({
  body,
  context,
  deps,
}) => {
  const { stored, file, check } = await checkUploadedImport(
    context,
    deps.storage,
    body.fileId,
    body.columns,
    'body',
  );
  const columns = check.columns.map((column) => column.field ?? ('' as const));
  if (check.errors.length > 0) {
    throw validationFailed(
      describeErrors(check.errors),
      check.errors.slice(0, 50).map((error) => ({
        path: `row ${error.row}${error.column ? `, column ${error.column}` : ''}`,
        message: error.message,
      })),
    );
  }
  const { leaveTypeId } = body.options;
  if (columns.includes('leaveDays') && !leaveTypeId) {
    throw validationFailed('Choose the leave type the Leave days column opens balances of.', [
      { path: 'body.options.leaveTypeId', message: 'is required with a Leave days column' },
    ]);
  }
  if (leaveTypeId) await context.withTenant((tx) => findLeaveType(tx, context.companyId, leaveTypeId));
  const data: MemberImportJob = { fileId: stored.id, columns, options: body.options };
  const jobId = await deps.jobs.send(MEMBER_IMPORT_QUEUE, data, {
    // The same file is imported once, however often the button is pressed.
    idempotencyKey: stored.id,
    tenant: { companyId: context.companyId, userId: context.userId },
    track: true,
  });
  if (!jobId) {
    throw validationFailed('This file is already being imported.', [
      { path: 'body.fileId', message: 'is already imported' },
    ]);
  }
  await deps.audit.record(context, {
    action: 'hr.import_started',
    target: jobId,
    details: { rows: dataRowCount(file), creates: check.creates, updates: check.updates },
  });
  return { jobId, rows: dataRowCount(file) };
};
