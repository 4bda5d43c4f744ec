import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in worker order; a file reaches its own through serverUrl(). */
    baseUrls: string[];
  }
}

let servers: RunningServer[] = [];

/**
 * Starts one server (its own data folder, database and demo data) for each worker, so two files
 * running at once never share people, companies or saved choices (decision 044).
 */
export async function setup(project: TestProject): Promise<void> {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer()));
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map(({ baseUrl }) => baseUrl),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}
