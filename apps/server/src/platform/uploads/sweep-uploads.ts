import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { uploadChunks, uploadSessions } from '../../db/schema/index.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import { chunkKey } from './upload-keys.ts';

/** Uploads untouched for this long are dropped, chunks and all. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** How often a running server sweeps (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const BATCH = 200;

/**
 * Deletes uploads whose last chunk arrived more than 24 hours before `now`: unfinished ones with
 * their chunk bytes, and the records of finished ones (kept so far only to answer a repeated
 * last chunk). Runs on the owner connection, across all companies: it is system work. Returns
 * how many uploads it removed.
 */
export async function sweepStaleUploads(
  database: Database,
  storage: StorageDriver,
  options: { now?: Date; maxAgeMs?: number } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.maxAgeMs ?? STALE_UPLOAD_MS));
  let removed = 0;
  for (;;) {
    const stale = await database.owner
      .select({ id: uploadSessions.id })
      .from(uploadSessions)
      .where(lt(uploadSessions.updatedAt, cutoff))
      .limit(BATCH);
    if (stale.length === 0) return removed;
    const ids = stale.map((row) => row.id);
    const chunks = await database.owner
      .select({ sessionId: uploadChunks.sessionId, chunkIndex: uploadChunks.chunkIndex })
      .from(uploadChunks)
      .where(inArray(uploadChunks.sessionId, ids));
    // Bytes first: a crash in between leaves rows that the next sweep finds again.
    for (const chunk of chunks) await storage.delete(chunkKey(chunk.sessionId, chunk.chunkIndex));
    await database.owner.delete(uploadSessions).where(inArray(uploadSessions.id, ids));
    removed += ids.length;
    if (stale.length < BATCH) return removed;
  }
}
