import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import multipart from '@fastify/multipart';
import '../platform.ts';
import type { StorageDriver } from '../storage/storage-driver.ts';
import { SWEEP_INTERVAL_MS, sweepStaleUploads } from './sweep-uploads.ts';

export interface UploadsPlatform {
  storage: StorageDriver;
  /** Runs the stale-upload sweep now (a listening server also runs it at start and hourly). */
  sweep(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The upload machinery, decorated by uploadsPlugin (registered once in app.ts). */
    uploads: UploadsPlatform;
  }
}

/**
 * The file machinery of the app, registered once in app.ts before the modules: the multipart
 * parser and the stale-upload sweep (when the server starts listening, then hourly, stopped on
 * close). The storage driver itself is `app.platform.storage`.
 */
export const uploadsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    // Field and part limits are set per request (read-chunk-form.ts); these are outer bounds.
    await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, parts: 20 } });
    const { database, storage } = app.platform;
    const sweep = (now?: Date) => sweepStaleUploads(database, storage, now ? { now } : {});
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
    });
    app.decorate('uploads', { storage, sweep });
  },
  { name: 'atrium-uploads' },
);

/** The upload machinery of a built app (main.ts seeds demo files with its storage). */
export async function uploadsPlatform(app: FastifyInstance): Promise<UploadsPlatform> {
  return app.uploads;
}
