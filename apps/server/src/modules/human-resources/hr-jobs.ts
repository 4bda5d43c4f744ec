import type { Platform } from '../../platform/platform.ts';
import { humanResourcesCompanies, sendExpiryReminders } from './document-expiry-reminders.ts';
import { registerMemberImportJob } from './import/member-import-job.ts';

type Deps = Pick<Platform, 'database' | 'storage' | 'jobs' | 'mail' | 'config' | 'notifications'> & {
  log: { warn(object: object, message: string): void };
};

const EXPIRY_REMINDERS_QUEUE = 'hr.document-expiry-reminders';

/**
 * The human resources queues (decision 028): the member import, and the reminders of documents
 * that expire (decision 073); `schedule` starts recurring ones.
 */
export function registerHumanResourcesJobs(deps: Deps) {
  registerMemberImportJob(deps);
  deps.jobs.register({
    name: EXPIRY_REMINDERS_QUEUE,
    retryLimit: 2,
    async run() {
      for (const companyId of await humanResourcesCompanies(deps.database)) {
        await deps.database.withTenant({ companyId, userId: null }, (tx) =>
          sendExpiryReminders(tx, companyId, deps.notifications),
        );
      }
    },
  });
  return {
    // Hourly, so each company's day is seen soon after it starts in its own time zone; a
    // reminder already sent is not sent again.
    async schedule() {
      await deps.jobs.schedule(EXPIRY_REMINDERS_QUEUE, '17 * * * *');
    },
  };
}
