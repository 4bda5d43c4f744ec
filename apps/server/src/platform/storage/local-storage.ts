import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertStorageKey,
  StorageNotFoundError,
  streamToBuffer,
  type StorageDriver,
} from './storage-driver.ts';

/**
 * Objects as files under `directory` (DATA_DIR/files by default). A put writes a temporary file
 * beside the target, flushes it and renames it over, so a crash never leaves half an object.
 */
export function createLocalStorage(directory: string): StorageDriver {
  const root = path.resolve(directory);
  const fileOf = (key: string): string => {
    assertStorageKey(key);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return file;
  };

  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const handle = await open(temporary, 'w', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new StorageNotFoundError(key);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw error;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
        throw error;
      }
      return createReadStream(file) as Readable;
    },
    async get(key) {
      return streamToBuffer(await this.getStream(key));
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      const file = fileOf(key);
      try {
        await access(file);
        return true;
      } catch {
        return false;
      }
    },
    async close() {},
  };
}
