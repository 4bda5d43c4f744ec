import { sendTestEmail, sendTestInAppNotification, startTestJob } from '@atrium/contract/testing';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { sendTestEmailHandler } from './send-test-email.ts';
import { sendTestInAppNotificationHandler } from './send-test-in-app-notification.ts';
import { startTestJobHandler } from './start-test-job.ts';

/** testing: the diagnostics screen's own operations (push ones live in modules/push). */
export const testingOperations = defineModuleOperations({
  [sendTestEmail.operationId]: { operation: sendTestEmail, handler: sendTestEmailHandler },
  [sendTestInAppNotification.operationId]: {
    operation: sendTestInAppNotification,
    handler: sendTestInAppNotificationHandler,
  },
  [startTestJob.operationId]: { operation: startTestJob, handler: startTestJobHandler },
});
