// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../account/account-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getCurrentUser: OperationAddress<typeof operations.getCurrentUser> = {
  operationId: 'users_GetCurrentUser',
  method: 'GET',
  path: '/api/Users/current-user',
  tag: 'Users',
  access: { kind: 'signed-in' },
};
export const getTranslators: OperationAddress<typeof operations.getTranslators> = {
  operationId: 'translators_GetTranslators',
  method: 'GET',
  path: '/api/Translators',
  tag: 'Translators',
  access: { kind: 'global', roles: ['SUPERADMIN'] },
};
export const setTranslator: OperationAddress<typeof operations.setTranslator> = {
  operationId: 'translators_SetTranslator',
  method: 'PUT',
  path: '/api/Translators',
  tag: 'Translators',
  access: { kind: 'global', roles: ['SUPERADMIN'] },
};
export const updateCurrentUserLanguage: OperationAddress<typeof operations.updateCurrentUserLanguage> = {
  operationId: 'users_UpdateCurrentUserLanguage',
  method: 'PUT',
  path: '/api/Users/current-user/language',
  tag: 'Users',
  access: { kind: 'signed-in' },
};
export const updateCurrentUserProfile: OperationAddress<typeof operations.updateCurrentUserProfile> = {
  operationId: 'users_UpdateCurrentUserProfile',
  method: 'PUT',
  path: '/api/Users/current-user/profile',
  tag: 'Users',
  access: { kind: 'signed-in' },
};
export const updateCurrentUserTimeZone: OperationAddress<typeof operations.updateCurrentUserTimeZone> = {
  operationId: 'users_UpdateCurrentUserTimeZone',
  method: 'PUT',
  path: '/api/Users/current-user/time-zone',
  tag: 'Users',
  access: { kind: 'signed-in' },
};
