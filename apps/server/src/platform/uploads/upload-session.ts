import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { uploadChunks, uploadSessions } from '../../db/schema/index.ts';
import type { MemberContext } from '../auth/request-context.ts';
import { conflict, validationFailed } from '../errors/app-error.ts';
import type { ChunkFields } from './chunk-fields.ts';
import type { ReceiveDeps } from './receive-chunk.ts';
import { chunkKey } from './upload-keys.ts';
import type { UploadPath } from './upload-types.ts';

/** An upload's session row: one per fileUid, until its file is stored or it is dropped. */
export type Session = typeof uploadSessions.$inferSelect;

/**
 * The session of this fileUid, created on its first chunk and locked for this transaction.
 * A fileUid already used by someone else — another person, another company, another path —
 * is refused without saying whose it is.
 */
export async function openSession(
  tx: Transaction,
  path: UploadPath,
  fields: ChunkFields,
  context: MemberContext,
) {
  await tx
    .insert(uploadSessions)
    .values({
      companyId: context.companyId,
      userId: context.userId,
      fileUid: fields.fileUid,
      operationId: path.operation.operationId,
      totalChunks: fields.totalChunks,
      contentType: fields.contentType,
      fileName: fields.fileName,
      fields: fields.extra,
    })
    .onConflictDoNothing({ target: uploadSessions.fileUid });
  const [session] = await tx
    .select()
    .from(uploadSessions)
    .where(eq(uploadSessions.fileUid, fields.fileUid))
    .for('update');
  const taken = () =>
    conflict('This fileUid belongs to another upload; start a new upload with a new fileUid.', [
      { path: 'body.fileUid', message: 'is used by another upload' },
    ]);
  if (!session || session.userId !== context.userId || session.operationId !== path.operation.operationId) {
    throw taken();
  }
  const changed = (name: string, was: string | number) =>
    validationFailed(`${name} changed during the upload.`, [
      { path: `body.${name}`, message: `must stay ${String(was).slice(0, 80)} for this fileUid` },
    ]);
  if (session.totalChunks !== fields.totalChunks) throw changed('totalChunks', session.totalChunks);
  if (session.contentType !== fields.contentType) throw changed('contentType', session.contentType);
  if (session.fileName !== fields.fileName) throw changed('fileName', session.fileName);
  for (const name of new Set([...Object.keys(session.fields), ...Object.keys(fields.extra)])) {
    if (session.fields[name] !== fields.extra[name]) throw changed(name, session.fields[name] ?? 'unset');
  }
  return session;
}

/** Deletes a refused upload: its chunk bytes, then its rows. */
export async function dropSession(
  deps: Pick<ReceiveDeps, 'storage' | 'log'>,
  context: MemberContext,
  sessionId: string,
): Promise<void> {
  try {
    const indexes = await context.withTenant(async (tx) => {
      const rows = await tx
        .select({ chunkIndex: uploadChunks.chunkIndex })
        .from(uploadChunks)
        .where(eq(uploadChunks.sessionId, sessionId));
      await tx.delete(uploadSessions).where(eq(uploadSessions.id, sessionId));
      return rows.map((row) => row.chunkIndex);
    });
    await Promise.all(indexes.map((index) => deps.storage.delete(chunkKey(sessionId, index))));
  } catch (error) {
    // The sweep removes what is left; the refusal itself stands.
    deps.log.warn({ err: error }, 'dropping a refused upload failed');
  }
}
