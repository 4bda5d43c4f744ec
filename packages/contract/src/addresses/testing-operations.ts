// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../testing/testing-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const sendTestEmail: OperationAddress<typeof operations.sendTestEmail> = {
  operationId: 'testing_SendTestEmail',
  method: 'POST',
  path: '/api/Testing/email',
  tag: 'Testing',
  access: { kind: 'member' },
};
export const sendTestInAppNotification: OperationAddress<typeof operations.sendTestInAppNotification> = {
  operationId: 'testing_SendTestInAppNotification',
  method: 'POST',
  path: '/api/Testing/in-app',
  tag: 'Testing',
  access: { kind: 'member' },
};
export const startTestJob: OperationAddress<typeof operations.startTestJob> = {
  operationId: 'testing_StartTestJob',
  method: 'POST',
  path: '/api/Testing/job',
  tag: 'Testing',
  access: { kind: 'member' },
};
