import type { Platform } from '../../platform/platform.ts';
import { humanResourcesCompanies, sendExpiryReminders } from './document-expiry-reminders.ts';
import { registerMemberImportJob } from './import/member-import-job.ts';
import { removeOrphanSectionFiles } from './orphan-section-files.ts';

type Deps = Pick<Platform, 'database' | 'storage' | 'jobs' | 'mail' | 'config' | 'notifications'> & {
  log: { warn(object: object, message: string): void };
};

const EXPIRY_REMINDERS_QUEUE = 'hr.document-expiry-reminders';
const ORPHAN_FILES_QUEUE = 'hr.orphan-section-files';

/**
 * The human resources queues (decision 028): the member import, the reminders of documents that
 * expire (decision 073) and the removal of section files never saved; `schedule` starts recurring ones.
 */
export function registerHumanResourcesJobs(deps: Deps) {
  registerMemberImportJob(deps);
  deps.jobs.register({
    name: EXPIRY_REMINDERS_QUEUE,
    // Reminders are notifications, which the unread stream follows.
    liveAreas: [],
    retryLimit: 2,
    async run() {
      for (const companyId of await humanResourcesCompanies(deps.database)) {
        await deps.database.withTenant({ companyId, userId: null }, (tx) =>
          sendExpiryReminders(tx, companyId, deps.notifications),
        );
      }
    },
  });
  deps.jobs.register({
    name: ORPHAN_FILES_QUEUE,
    // Files never saved in a record: no screen shows them.
    liveAreas: [],
    retryLimit: 2,
    async run() {
      for (const companyId of await humanResourcesCompanies(deps.database)) {
        const keys = await deps.database.withTenant({ companyId, userId: null }, (tx) =>
          removeOrphanSectionFiles(tx, companyId),
        );
        // The rows are gone with the commit; bytes left by a failure here are unreachable.
        for (const key of keys) {
          await deps.storage.delete(key).catch((error: unknown) => {
            deps.log.warn({ err: error }, 'removing file bytes failed');
          });
        }
      }
    },
  });
  return {
    // Hourly: each company's day is seen soon after it starts in its own time zone (a reminder
    // already sent is not sent again), and every unsaved upload before its record is swept.
    async schedule() {
      await deps.jobs.schedule(EXPIRY_REMINDERS_QUEUE, '17 * * * *');
      await deps.jobs.schedule(ORPHAN_FILES_QUEUE, '47 * * * *');
    },
  };
}
