// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../push/push-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getPushPublicKey: OperationAddress<typeof operations.getPushPublicKey> = {
  operationId: 'push_GetPublicKey',
  method: 'GET',
  path: '/api/Push/publicKey',
  tag: 'Push',
  access: { kind: 'signed-in' },
};
export const getPushState: OperationAddress<typeof operations.getPushState> = {
  operationId: 'push_GetState',
  method: 'GET',
  path: '/api/Push/state',
  tag: 'Push',
  access: { kind: 'member' },
};
export const sendTestPush: OperationAddress<typeof operations.sendTestPush> = {
  operationId: 'push_SendTest',
  method: 'POST',
  path: '/api/Push/test',
  tag: 'Push',
  access: { kind: 'member' },
};
export const subscribePush: OperationAddress<typeof operations.subscribePush> = {
  operationId: 'push_Subscribe',
  method: 'PUT',
  path: '/api/Push/subscription',
  tag: 'Push',
  access: { kind: 'member' },
};
export const unsubscribePush: OperationAddress<typeof operations.unsubscribePush> = {
  operationId: 'push_Unsubscribe',
  method: 'POST',
  path: '/api/Push/subscription/remove',
  tag: 'Push',
  access: { kind: 'signed-in' },
};
