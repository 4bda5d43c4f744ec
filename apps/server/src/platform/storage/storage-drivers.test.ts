import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { StorageNotFoundError, streamToBuffer, type StorageDriver } from './storage-driver.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** One suite, two drivers: whatever the app relies on must hold for both. */
function driverSuite(
  name: string,
  open: () => Promise<{ storage: StorageDriver; dispose(): Promise<void> }>,
) {
  describe(`${name} storage driver`, () => {
    let storage: StorageDriver;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, dispose } = await open());
    });
    afterAll(async () => {
      await storage?.close();
      await dispose?.();
    });

    it('puts, reads back (buffer and stream), reports existence and deletes', async () => {
      const key = `files/${randomBytes(4).toString('hex')}/object`;
      const data = randomBytes(300_000);
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, data, { contentType: 'application/pdf' });
      expect(await storage.exists(key)).toBe(true);
      expect(sha(await storage.get(key))).toBe(sha(data));
      expect(sha(await streamToBuffer(await storage.getStream(key)))).toBe(sha(data));
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
    });

    it('replaces an object on a second put', async () => {
      const key = `uploads/${randomBytes(4).toString('hex')}/0`;
      await storage.put(key, Buffer.from('first'));
      await storage.put(key, Buffer.from('second'));
      expect((await storage.get(key)).toString()).toBe('second');
    });

    it('stores an empty object', async () => {
      const key = `uploads/${randomBytes(4).toString('hex')}/empty`;
      await storage.put(key, Buffer.alloc(0));
      expect((await storage.get(key)).length).toBe(0);
    });

    it('answers StorageNotFoundError for a missing object and deletes a missing one quietly', async () => {
      await expect(storage.get('files/none/missing')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.getStream('files/none/missing')).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.delete('files/none/missing')).resolves.toBeUndefined();
    });

    it('refuses keys that could escape the store', async () => {
      for (const key of ['../etc/passwd', 'files/../../x', '/absolute', 'files//double', 'a\\b', '']) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
        await expect(storage.exists(key), key).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

driverSuite('local', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'atrium-storage-'));
  const storage = createStorage({ driver: 'local', directory });
  return { storage, dispose: () => rm(directory, { recursive: true, force: true }) };
});

driverSuite('s3 (s3rver)', async () => {
  const server: S3TestServer = await startS3TestServer();
  const config = loadConfig({ ...server.env, DATA_DIR: tmpdir() });
  return { storage: createStorage(config.storage), dispose: () => server.stop() };
});

describe('local storage driver on disk', () => {
  it('leaves no temporary files behind', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'atrium-storage-'));
    const storage = createStorage({ driver: 'local', directory });
    await storage.put('files/c/f', randomBytes(1000));
    expect(await readdir(path.join(directory, 'files', 'c'))).toEqual(['f']);
    await rm(directory, { recursive: true, force: true });
  });
});
