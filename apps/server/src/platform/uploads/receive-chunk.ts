import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { UPLOAD_KINDS, type StoredFile, type UploadChunkAccepted } from '@atrium/contract/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/database.ts';
import { storedFiles, uploadChunks, uploadSessions } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { MemberContext } from '../auth/request-context.ts';
import { AppError, conflict, validationFailed } from '../errors/app-error.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import type { ChunkFields } from './chunk-fields.ts';
import { checkStoredBytesQuota, checkUploadQuota } from '../quotas/quotas.ts';
import { checkContent } from './magic-bytes.ts';
import { chunkKey, fileKey } from './upload-keys.ts';
import type { StoredFileRecord, UploadOutcome, UploadPath } from './upload-types.ts';
import { dropSession, openSession, type Session } from './upload-session.ts';

export type ChunkAnswer = { status: 202; body: UploadChunkAccepted } | { status: 200; body: StoredFile };

export interface ReceiveDeps {
  database: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** A refusal after which the whole upload is dropped (its chunks can never make a valid file). */
class Abort extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(error.message);
    this.error = error;
  }
}

type Outcome =
  | { kind: 'partial'; received: number; total: number }
  | { kind: 'complete'; file: StoredFileRecord; outcome: UploadOutcome | void; chunkKeys: string[] }
  | { kind: 'already-complete'; file: StoredFileRecord };

/**
 * Stores one chunk of a chunked upload (docs/product/uploads.md#chunked-protocol) and, when it was the last missing one,
 * assembles the file, checks it (size, magic bytes), stores it and hands it to the path's
 * `onComplete` — all in one tenant transaction, so a refusal leaves neither rows nor bytes.
 * Chunks are idempotent (same index, same bytes) and may come in any order; their rows and bytes
 * are persistent, so another process can finish an upload this one started.
 */
export async function receiveChunk(
  path: UploadPath,
  chunk: { fields: ChunkFields; data: Buffer },
  context: MemberContext,
  deps: ReceiveDeps,
): Promise<ChunkAnswer> {
  const { storage } = deps;
  const { operation } = path;
  const caps = UPLOAD_KINDS[operation.upload.kind];
  const { fields, data } = chunk;
  if (data.length === 0) {
    throw validationFailed('The chunk is empty.', [
      { path: `body.${operation.upload.field}`, message: 'is empty' },
    ]);
  }
  const written: string[] = [];
  let sessionId: string | null = null;

  let outcome: Outcome;
  try {
    outcome = await context.withTenant(async (tx) => {
      const hookContext = { request: context, tx, storage };
      await path.validate?.(fields, hookContext);
      // Open uploads per person and unfinished bytes per company are bounded (platform/quotas).
      await checkUploadQuota(tx, {
        companyId: context.companyId,
        userId: context.userId,
        fileUid: fields.fileUid,
        incomingBytes: data.length,
      });
      const session = await openSession(tx, path, fields, context);
      sessionId = session.id;
      if (session.completedFileId) {
        const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.id, session.completedFileId));
        if (!file) throw conflict('This upload was completed and its file has been removed since.');
        return { kind: 'already-complete', file } as const;
      }

      const chunks = await tx
        .select({ chunkIndex: uploadChunks.chunkIndex, size: uploadChunks.size, sha256: uploadChunks.sha256 })
        .from(uploadChunks)
        .where(eq(uploadChunks.sessionId, session.id))
        .orderBy(asc(uploadChunks.chunkIndex));
      const digest = sha256(data);
      const same = chunks.find((row) => row.chunkIndex === fields.chunkIndex);
      if (same && same.sha256 !== digest) {
        throw conflict(`Chunk ${fields.chunkIndex} was already received with other bytes.`, [
          { path: 'body.chunkIndex', message: 'was already received with other content' },
        ]);
      }
      if (!same) {
        const received = chunks.reduce((sum, row) => sum + row.size, 0) + data.length;
        if (received > caps.maxBytes) {
          throw new Abort(
            new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${caps.maxBytes} bytes.`, {
              fields: [
                {
                  path: `body.${operation.upload.field}`,
                  message: `the file may have at most ${caps.maxBytes} bytes`,
                },
              ],
            }),
          );
        }
        const key = chunkKey(session.id, fields.chunkIndex);
        written.push(key);
        await storage.put(key, data);
        await tx.insert(uploadChunks).values({
          sessionId: session.id,
          companyId: context.companyId,
          chunkIndex: fields.chunkIndex,
          size: data.length,
          sha256: digest,
        });
        chunks.push({ chunkIndex: fields.chunkIndex, size: data.length, sha256: digest });
      }
      await tx.update(uploadSessions).set({ updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
      if (chunks.length < session.totalChunks) {
        return { kind: 'partial', received: chunks.length, total: session.totalChunks } as const;
      }
      return complete(tx, path, session, chunks, fields, hookContext, written);
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    if (error instanceof Abort) {
      if (sessionId) await dropSession(deps, context, sessionId);
      throw error.error;
    }
    if (error instanceof AppError && sessionId && isCompletionError(error)) {
      await dropSession(deps, context, sessionId);
    }
    throw error;
  }

  if (outcome.kind === 'partial') {
    return {
      status: 202,
      body: { status: 'partial', fileUid: fields.fileUid, received: outcome.received, total: outcome.total },
    };
  }
  if (outcome.kind === 'complete') {
    await Promise.all(outcome.chunkKeys.map((key) => storage.delete(key).catch(() => undefined)));
    if (outcome.outcome?.afterCommit) {
      await outcome.outcome.afterCommit().catch((error: unknown) => {
        deps.log.warn({ err: error }, 'clean-up after an upload failed');
      });
    }
    if (outcome.outcome?.audit) {
      await recordAudit(deps.database, {
        ...outcome.outcome.audit,
        companyId: context.companyId,
        actorUserId: context.userId,
        requestId: context.requestId,
      });
    }
  }
  const file = outcome.file;
  return {
    status: 200,
    body: {
      status: 'complete',
      id: file.id,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      url: path.urlFor(file),
    },
  };
}

/** Errors thrown while completing are marked so the upload is dropped with them. */
const completionErrors = new WeakSet<Error>();
function isCompletionError(error: Error): boolean {
  return completionErrors.has(error);
}

async function complete(
  tx: Transaction,
  path: UploadPath,
  session: Session,
  chunks: { chunkIndex: number; sha256: string }[],
  fields: ChunkFields,
  hookContext: Parameters<NonNullable<UploadPath['validate']>>[1],
  written: string[],
): Promise<Outcome> {
  const { storage, request } = hookContext;
  const mark = (error: AppError): AppError => {
    completionErrors.add(error);
    return error;
  };
  try {
    const parts: Buffer[] = [];
    const inOrder = [...chunks].sort((a, b) => a.chunkIndex - b.chunkIndex);
    for (const chunk of inOrder) {
      const part = await storage.get(chunkKey(session.id, chunk.chunkIndex));
      if (sha256(part) !== chunk.sha256)
        throw new Error(`chunk ${chunk.chunkIndex} of ${session.id} changed in storage`);
      parts.push(part);
    }
    const data = Buffer.concat(parts);
    const check = await checkContent(data, fields.contentType);
    if (!check.ok) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `The file ${check.reason}, although it was sent as ${fields.contentType}.`,
        {
          fields: [{ path: 'body.contentType', message: `the file ${check.reason}` }],
        },
      );
    }
    const assembled = { data, contentType: fields.contentType, fileName: session.fileName };
    const final = path.transform ? await path.transform(assembled) : assembled;
    await checkStoredBytesQuota(tx, { companyId: request.companyId, incomingBytes: final.data.length });
    const id = randomUUID();
    const storageKey = fileKey(request.companyId, id);
    written.push(storageKey);
    await storage.put(storageKey, final.data, { contentType: final.contentType });
    const [file] = await tx
      .insert(storedFiles)
      .values({
        id,
        companyId: request.companyId,
        uploadedByUserId: request.userId,
        kind: path.operation.upload.kind,
        name: final.fileName,
        contentType: final.contentType,
        size: final.data.length,
        sha256: sha256(final.data),
        storageKey,
      })
      .returning();
    const outcome = await path.onComplete(file!, fields, hookContext);
    await tx
      .update(uploadSessions)
      .set({ completedFileId: id, updatedAt: sql`now()` })
      .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.companyId, request.companyId)));
    await tx.delete(uploadChunks).where(eq(uploadChunks.sessionId, session.id));
    return {
      kind: 'complete',
      file: file!,
      outcome,
      chunkKeys: chunks.map((chunk) => chunkKey(session.id, chunk.chunkIndex)),
    };
  } catch (error) {
    if (error instanceof AppError) throw mark(error);
    throw error;
  }
}
