import { inject } from 'vitest';

/**
 * The address of the server this file runs against: the one global-setup.ts started for the
 * worker running it. A worker runs one file at a time, so what a file changes on its server (a
 * person's language, the demo company's files) is seen by no file running beside it, only by the
 * files after it on the same worker, as when the tier ran one file at a time (decision 044).
 */
export function serverUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No test server: e2e/support/global-setup.ts did not start one');
  return url;
}
