// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/feed-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createAbsenceFeed: OperationAddress<typeof operations.createAbsenceFeed> = {
  operationId: 'absenceFeed_CreateAbsenceFeed',
  method: 'PUT',
  path: '/api/AbsenceFeed',
  tag: 'AbsenceFeed',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getAbsenceFeed: OperationAddress<typeof operations.getAbsenceFeed> = {
  operationId: 'absenceFeed_GetAbsenceFeed',
  method: 'GET',
  path: '/api/AbsenceFeed',
  tag: 'AbsenceFeed',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const revokeAbsenceFeed: OperationAddress<typeof operations.revokeAbsenceFeed> = {
  operationId: 'absenceFeed_RevokeAbsenceFeed',
  method: 'DELETE',
  path: '/api/AbsenceFeed',
  tag: 'AbsenceFeed',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
