import type { TestProject } from 'vitest/node';
import { pdfToolsInstalled } from '../../apps/server/src/platform/documents/soffice-on-this-machine.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { prepareWebhookReceiver, type ReceiverCertificate } from './webhook-receiver.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in worker order; a file reaches its own through serverUrl(). */
    baseUrls: string[];
    /** The certificate of a test's local webhook receiver, which every server trusts. */
    webhookReceiver: ReceiverCertificate;
  }
}

let servers: RunningServer[] = [];
let removeReceiverFiles: (() => Promise<void>) | null = null;

/**
 * Every browser of a worker's files reaches its server from 127.0.0.1, like an office behind one
 * address: the per-address limits are raised as such an office would (docs/security.md), or two
 * roles walking side by side meet the token limit. The limits themselves are tested at their
 * defaults by the API suite and the scale-out scenario.
 */
const SHARED_ADDRESS_LIMITS = { SIGN_IN_RATE_LIMIT: '600', TOKEN_RATE_LIMIT: '1200' };

/**
 * Documents as PDF (docs/product/templates.md#pdf) where LibreOffice is installed, as CI installs
 * it; the limit is generous because the browser tier's other files share the cores.
 */
const PDF_WHERE_INSTALLED: Record<string, string> = pdfToolsInstalled()
  ? { TEMPLATES_PDF: 'libreoffice', TEMPLATES_PDF_TIMEOUT_SECONDS: '120' }
  : {};

/**
 * Starts one server (its own data folder, database and demo data) for each worker, so two files
 * running at once never share people, companies or saved choices (decision 044).
 */
export async function setup(project: TestProject): Promise<void> {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const receiver = await prepareWebhookReceiver();
  removeReceiverFiles = receiver.remove;
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () =>
      startServer({ ...SHARED_ADDRESS_LIMITS, ...PDF_WHERE_INSTALLED, ...receiver.env }),
    ),
  );
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
  project.provide('webhookReceiver', receiver.certificate);
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  await removeReceiverFiles?.();
  removeReceiverFiles = null;
}
