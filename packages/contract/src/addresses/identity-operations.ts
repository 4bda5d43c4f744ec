// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../identity-operations/identity-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const chooseCompany: OperationAddress<typeof operations.chooseCompany> = {
  operationId: 'companies_ChooseCompany',
  method: 'POST',
  path: '/api/Companies/choose',
  tag: 'Companies',
  access: { kind: 'signed-in' },
};
export const getClientSettings: OperationAddress<typeof operations.getClientSettings> = {
  operationId: 'openid_GetClientSettings',
  method: 'GET',
  path: '/api/openid/client-settings',
  tag: 'OpenId',
  access: { kind: 'public' },
};
export const getTokenId: OperationAddress<typeof operations.getTokenId> = {
  operationId: 'openid_GetTokenId',
  method: 'POST',
  path: '/api/openid/token-id',
  tag: 'OpenId',
  access: { kind: 'public' },
};
export const logout: OperationAddress<typeof operations.logout> = {
  operationId: 'account_Logout',
  method: 'POST',
  path: '/api/account/logout',
  tag: 'Account',
  access: { kind: 'public' },
};
export const logoutEverywhere: OperationAddress<typeof operations.logoutEverywhere> = {
  operationId: 'account_LogoutEverywhere',
  method: 'POST',
  path: '/api/account/logout-everywhere',
  tag: 'Account',
  access: { kind: 'signed-in' },
};
export const refreshToken: OperationAddress<typeof operations.refreshToken> = {
  operationId: 'account_RefreshToken',
  method: 'POST',
  path: '/api/account/refresh-token',
  tag: 'Account',
  access: { kind: 'public' },
};
