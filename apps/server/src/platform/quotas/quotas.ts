import { and, count, eq, gt, isNull, ne, sql, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, storedFiles, uploadChunks, uploadSessions } from '../../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * How much one person or company may hold that nobody uses yet: companies created, uploads
 * started and not finished, and their bytes. Anyone with an account can create a company, so these
 * are what keeps one stranger from filling the disk (docs/decisions/019, docs/security.md).
 */
export const QUOTAS = {
  /** Companies one person may create in 24 hours. */
  companiesCreatedPerDay: 3,
  /** Unfinished uploads one person may have open in one company at a time. */
  pendingUploadsPerPerson: 3,
  /** Bytes of unfinished uploads one company may hold at a time. */
  pendingUploadBytesPerCompany: 64 * 1024 * 1024,
  /** Bytes of finished files (all kinds, until deleted) one company may hold. */
  storedBytesPerCompany: 1024 * 1024 * 1024,
} as const;

/**
 * Holds, until the transaction ends, the lock of one quota's owner, so that parallel requests
 * take turns between counting and writing: each counts what the one before it committed, and a
 * burst cannot pass a check that none of its requests has yet written against.
 */
async function lockQuota(tx: Transaction, quota: string, ownerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`atrium.quota.${quota}:${ownerId}`}, 0))`,
  );
}

/**
 * Refuses the creation of a company past the person's daily quota (429). Runs in the tenant
 * transaction that creates the company, before its first insert; the person's own memberships of
 * every company are visible there (company_members_self_read).
 */
export async function checkCompanyCreationQuota(tx: Transaction, userId: string): Promise<void> {
  await lockQuota(tx, 'companies-created', userId);
  const [row] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.role, 'OWNER'),
        gt(companyMembers.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((row?.n ?? 0) >= QUOTAS.companiesCreatedPerDay) {
    throw new AppError(
      'RATE_LIMITED',
      `You can create at most ${QUOTAS.companiesCreatedPerDay} companies in 24 hours. Try again tomorrow.`,
    );
  }
}

/**
 * Before a chunk is stored (in the upload's tenant transaction): a new upload must not exceed the
 * person's open uploads, and no chunk may take the company's unfinished bytes over its quota.
 * Chunks of an upload already open and finished uploads never count against the person.
 * The company's quota lock is held to the end of the chunk's transaction, so parallel chunks of
 * one company take turns here (their own storage is fast; the quota cannot be outrun).
 */
export async function checkUploadQuota(
  tx: Transaction,
  input: { companyId: string; userId: string; fileUid: string; incomingBytes: number },
): Promise<void> {
  await lockQuota(tx, 'pending-uploads', input.companyId);
  const pending = and(eq(uploadSessions.companyId, input.companyId), isNull(uploadSessions.completedFileId));
  const [mine] = await tx
    .select({ n: count() })
    .from(uploadSessions)
    .where(and(pending, eq(uploadSessions.userId, input.userId), ne(uploadSessions.fileUid, input.fileUid)));
  const [own] = await tx
    .select({ n: count() })
    .from(uploadSessions)
    .where(and(eq(uploadSessions.fileUid, input.fileUid), isNull(uploadSessions.completedFileId)));
  const isNew = (own?.n ?? 0) === 0;
  if (isNew && (mine?.n ?? 0) >= QUOTAS.pendingUploadsPerPerson) {
    throw new AppError(
      'RATE_LIMITED',
      `You have ${QUOTAS.pendingUploadsPerPerson} unfinished uploads; finish them or wait a day before starting another.`,
      { fields: [{ path: 'body.fileUid', message: 'too many unfinished uploads' }] },
    );
  }
  const [bytes] = await tx
    .select({ total: sum(uploadChunks.size) })
    .from(uploadChunks)
    .innerJoin(uploadSessions, eq(uploadSessions.id, uploadChunks.sessionId))
    .where(pending);
  if (Number(bytes?.total ?? 0) + input.incomingBytes > QUOTAS.pendingUploadBytesPerCompany) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'The company holds too many unfinished uploads; finish or abandon them before sending more.',
    );
  }
}

/**
 * When an upload completes (in its tenant transaction, before the file is stored): the company's
 * finished files may not grow past its quota (413). Deleting files makes room again.
 */
export async function checkStoredBytesQuota(
  tx: Transaction,
  input: { companyId: string; incomingBytes: number },
): Promise<void> {
  await lockQuota(tx, 'stored-bytes', input.companyId);
  const [stored] = await tx
    .select({ total: sum(storedFiles.size) })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, input.companyId));
  if (Number(stored?.total ?? 0) + input.incomingBytes > QUOTAS.storedBytesPerCompany) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The company's files take up their ${QUOTAS.storedBytesPerCompany / 1024 ** 3} GiB; delete some before adding more.`,
    );
  }
}
