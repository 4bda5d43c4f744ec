import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/operations/module-operations.ts';

/** Deletes the bytes of files whose rows went with a committed transaction; failures only logged. */
export async function deleteAfterCommit(deps: Deps, request: FastifyRequest, keys: readonly string[]) {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      request.log.warn({ err: error }, 'removing file bytes failed');
    });
  }
}
