import type { Readable } from 'node:stream';

/**
 * Where file bytes live: local disk (default) or an S3-compatible bucket, chosen by config.
 * Keys are ours, never user input: `uploads/<session>/<chunk>`, `files/<company>/<file>`.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Writes the whole object; replaces an existing one. Never leaves a half-written object. */
  put(key: string, data: Buffer, options?: { contentType?: string }): Promise<void>;
  /** The object's bytes as a stream; StorageNotFoundError when there is none. */
  getStream(key: string): Promise<Readable>;
  /** The whole object in memory (chunks, files up to the upload caps). */
  get(key: string): Promise<Buffer>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Keys are generated, but a bad one must never reach a file system path or a bucket. */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}
