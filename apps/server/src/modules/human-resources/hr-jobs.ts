import type { Platform } from '../../platform/platform.ts';
import { registerMemberImportJob } from './import/member-import-job.ts';

type Deps = Pick<Platform, 'database' | 'storage' | 'jobs' | 'mail' | 'config' | 'notifications'> & {
  log: { warn(object: object, message: string): void };
};

/** The human resources queues (decision 028): the member import; `schedule` starts recurring ones. */
export function registerHumanResourcesJobs(deps: Deps) {
  registerMemberImportJob(deps);
  return {
    async schedule() {},
  };
}
