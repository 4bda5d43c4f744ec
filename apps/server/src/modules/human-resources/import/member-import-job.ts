import { and, eq, sql } from 'drizzle-orm';
import { isAdmin, Modules, type Role } from '@atrium/contract/access';
import type {
  MemberImportError,
  MemberImportField,
  MemberImportResult,
} from '@atrium/contract/member-import';
import type { Transaction } from '../../../db/database.ts';
import { companyMembers, departmentRoles, storedFiles } from '../../../db/schema/index.ts';
import type { Platform } from '../../../platform/platform.ts';
import { issueInvitation } from '../../companies/create-invite.ts';
import { companyToday } from '../../../platform/dates/company-today.ts';
import type { Caller } from '../record-access.ts';
import { checkImport } from './check-import.ts';
import { dataRowCount } from './csv-file.ts';
import { findImportFile, loadImportFile } from './import-file.ts';
import { writeImport } from './write-import.ts';

/*
 * The import itself (docs/product/human-resources.md#importing-members, decision 068): one job,
 * one transaction, all rows or none, its progress on the screen that started it.
 */
export const MEMBER_IMPORT_QUEUE = 'hr.member-import';

export interface MemberImportJob {
  fileId: string;
  columns: (MemberImportField | '')[];
  options: { invite: boolean; leaveTypeId: string | null; balanceDate: string | null };
}

/** "Nothing was imported: 1 row has errors. Row 7412, column „Birth date“: must be a date …" */
export function describeErrors(errors: readonly MemberImportError[]): string {
  const rows = new Set(errors.map((error) => error.row)).size;
  const first = errors[0]!;
  const where = `Row ${first.row}${first.column ? `, column „${first.column}“` : ''}`;
  return `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors. ${where}: ${first.message}.`;
}

/**
 * The person who started the import as the database says now: the job checks every row against
 * their access again, so a role taken away after the preview writes nothing.
 */
async function importerOf(tx: Transaction, companyId: string, userId: string): Promise<Caller> {
  const [member] = await tx
    .select({ id: companyMembers.id, role: companyMembers.role, status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  const managed = member
    ? await tx
        .selectDistinct({ role: departmentRoles.role })
        .from(departmentRoles)
        .where(and(eq(departmentRoles.companyId, companyId), eq(departmentRoles.companyMemberId, member.id)))
    : [];
  const roles: Role[] = [
    ...(member?.role === 'OWNER' || member?.role === 'ADMIN' ? [member.role] : []),
    ...managed.map((row) => row.role as Role),
  ];
  if (!member || member.status !== 'ACTIVE' || !isAdmin(roles)) {
    throw new Error('Nothing was imported: whoever started the import may no longer import members.');
  }
  return { companyId, companyMemberId: member.id, roles };
}

/**
 * From this many new members on, an import refreshes the planner's statistics of the people
 * tables it filled. Until autovacuum gets to them the planner takes them for small: accepting an
 * invitation right after importing 10,000 members searched them row by row for 3.5 s.
 */
const ANALYZE_FROM_ROWS = 500;

type Deps = Pick<Platform, 'database' | 'storage' | 'jobs' | 'mail' | 'config' | 'notifications'> & {
  log: { warn(object: object, message: string): void };
};

export function registerMemberImportJob(deps: Deps): void {
  const { storage, jobs } = deps;
  jobs.register<MemberImportJob>({
    name: MEMBER_IMPORT_QUEUE,
    // Members, their records, their opening balances and their invitations.
    liveAreas: [Modules.HUMAN_RESOURCES, 'CompanyMembers', Modules.ABSENCE, 'CompanyInvites'],
    // All or nothing: a failed import wrote nothing, and running it again would fail the same way.
    retryLimit: 0,
    expireInSeconds: 900,
    pollingIntervalSeconds: 1,
    async run(job) {
      const companyId = job.tenant!.companyId!;
      const userId = job.tenant!.userId!;
      const { fileId, columns, options } = job.data;
      const stored = await job.withTenant((tx) => findImportFile(tx, companyId, userId, fileId));
      const file = await loadImportFile(storage, stored.storageKey);
      const total = dataRowCount(file);
      await job.reportProgress(0, total, 'checking');
      // Progress rows are written beside the open transaction, in order, never awaited inside
      // it: on PGlite they wait for it to end (one connection), on PostgreSQL they show at once.
      let progress: Promise<void> = Promise.resolve();
      const { added, written } = await job.withTenant(async (tx) => {
        const check = await checkImport(tx, await importerOf(tx, companyId, userId), file, columns);
        if (check.errors.length > 0) throw new Error(describeErrors(check.errors));
        const today = await companyToday(tx, companyId);
        const emails = await writeImport(tx, check.rows, {
          companyId,
          actorUserId: userId,
          jobId: job.id,
          today,
          leaveTypeId: options.leaveTypeId,
          balanceDate: options.balanceDate ?? today,
          onProgress: (done) => {
            progress = progress.then(() => job.reportProgress(done, total, 'writing')).catch(() => undefined);
          },
        });
        return { added: emails, written: check.rows.length };
      });
      await progress;
      if (added.length >= ANALYZE_FROM_ROWS) {
        await deps.database.owner.execute(sql`analyze users, company_members`);
      }
      await job.withTenant((tx) => tx.delete(storedFiles).where(eq(storedFiles.id, stored.id)));
      await storage.delete(stored.storageKey).catch(() => undefined);
      let invited = 0;
      let notInvited = 0;
      if (options.invite) {
        const inviter = {
          companyId,
          userId: userId,
          withTenant: <T>(work: (tx: Transaction) => Promise<T>) => job.withTenant(work),
        };
        for (const email of added) {
          try {
            await issueInvitation(deps, inviter, { email, role: 'MEMBER' });
            invited += 1;
          } catch (error) {
            notInvited += 1;
            deps.log.warn({ err: error, jobId: job.id }, 'an imported member could not be invited');
          }
        }
      }
      // The screen that started the import ends with these counts (its summary).
      const result: MemberImportResult = {
        rows: total,
        created: added.length,
        updated: written - added.length,
        invited,
        notInvited,
      };
      await job.reportResult({ ...result });
      return result;
    },
  });
}
