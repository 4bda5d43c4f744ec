// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../support/support-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createSupportMessage: OperationAddress<typeof operations.createSupportMessage> = {
  operationId: 'support_CreateMessage',
  method: 'POST',
  path: '/api/Support/messages',
  tag: 'Support',
  access: { kind: 'signed-in' },
};
export const getSupportInfo: OperationAddress<typeof operations.getSupportInfo> = {
  operationId: 'support_GetSupportInfo',
  method: 'GET',
  path: '/api/Support/info',
  tag: 'Support',
  access: { kind: 'signed-in' },
};
