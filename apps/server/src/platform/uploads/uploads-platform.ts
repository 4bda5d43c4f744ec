import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { createStorage } from '../storage/create-storage.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import { SWEEP_INTERVAL_MS, sweepStaleUploads } from './sweep-uploads.ts';

export interface UploadsPlatform {
  storage: StorageDriver;
  /** Runs the stale-upload sweep now (a listening server also runs it at start and hourly). */
  sweep(now?: Date): Promise<number>;
}

const platforms = new WeakMap<FastifyInstance, Promise<UploadsPlatform>>();

/**
 * The file machinery of one app, set up by the first module that needs it: the multipart parser,
 * the storage driver of STORAGE_DRIVER, and the stale-upload sweep (when the server starts
 * listening, then hourly, stopped on close). Later calls answer the same instance.
 */
export function uploadsPlatform(app: FastifyInstance): Promise<UploadsPlatform> {
  let platform = platforms.get(app);
  if (!platform) {
    platform = setUp(app);
    platforms.set(app, platform);
  }
  return platform;
}

async function setUp(app: FastifyInstance): Promise<UploadsPlatform> {
  // Field and part limits are set per request (read-chunk-form.ts); these are outer bounds.
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, parts: 20 } });
  const storage = createStorage(app.platform.config.storage);
  const sweep = (now?: Date) => sweepStaleUploads(app.platform.database, storage, now ? { now } : {});
  let timer: NodeJS.Timeout | null = null;
  const sweepLogged = () =>
    sweep().then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'stale uploads removed');
      },
      (error: unknown) => app.log.warn({ err: error }, 'stale-upload sweep failed'),
    );
  // When the server starts listening, not at ready: an app driven by inject (tests, tools) does
  // no background work behind its requests' backs; tests call sweep() themselves.
  app.addHook('onListen', async () => {
    void sweepLogged();
    timer = setInterval(() => void sweepLogged(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await storage.close();
  });
  return { storage, sweep };
}
