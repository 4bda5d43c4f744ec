import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';

/*
 * Every PGlite test file (API and provider suites) starts its database from a dumped data directory, so what that dump holds
 * is paid once per file (twice on a test run's busiest path: unpacking it into PGlite's in-memory
 * file system, then PostgreSQL's start-up). Measured on the two-core machine: about 3 s of CPU per
 * copy as initdb leaves it, under 1 s after compactForCopies. See docs/performance.md.
 */

/**
 * Shrinks a migrated PGlite before it is dumped as a template: shared memory of 16 MB instead of
 * 128 MB (zeroed at every start; a test database holds a few hundred rows), and no template0 or
 * template1 (an embedded copy never runs CREATE DATABASE, and they are two thirds of the files).
 */
export async function compactForCopies(client: PGlite): Promise<void> {
  await client.exec(`alter system set shared_buffers = '16MB'`);
  for (const name of ['template0', 'template1']) {
    await client.exec(`alter database ${name} is_template false`);
    await client.exec(`drop database ${name}`);
  }
  await client.exec('checkpoint');
}

/**
 * The dump as PGlite's `loadDataDir`. PGlite only reads it with arrayBuffer() (so `size` stays 0);
 * Node's Blob copies the bytes in when built and again, chunk by chunk, when read (about 1 s for
 * 40 MB on this machine), so this one hands over the file's own buffer.
 */
export async function readPgliteTemplate(file: string): Promise<Blob> {
  const bytes = await readFile(file);
  return new BufferBlob(bytes);
}

class BufferBlob extends Blob {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    super([]);
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    const whole = byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer;
    return Promise.resolve(whole ? buffer : new Uint8Array(this.#bytes).buffer);
  }
}
