import { z } from 'zod';
import { defineOperation } from '../operations/define-operation.ts';
import {
  chooseCompanyBodySchema,
  clientSettingsSchema,
  getTokenIdBodySchema,
  tokenResponseSchema,
} from './identity-schemas.ts';

export const getTokenId = defineOperation({
  operationId: 'openid_GetTokenId',
  method: 'POST',
  path: '/api/openid/token-id',
  summary: "Exchange the OpenID provider's access token for the API's access token",
  description:
    'Authorization: Bearer <provider access token>. Signs the person in (keyed by issuer and ' +
    'subject), picks their company and sets the refresh cookie.',
  tag: 'OpenId',
  // nullish: a client may POST without any body.
  request: { body: getTokenIdBodySchema.nullish() },
  response: { schema: tokenResponseSchema },
  // The provider's token is checked by the handler, not by the gate (which knows only the API's).
  access: { kind: 'public' },
});

export const refreshToken = defineOperation({
  operationId: 'account_RefreshToken',
  method: 'POST',
  path: '/api/account/refresh-token',
  summary: 'Rotate the refresh cookie and answer a fresh access token',
  tag: 'Account',
  response: { schema: tokenResponseSchema },
  access: { kind: 'public' },
});

export const logout = defineOperation({
  operationId: 'account_Logout',
  method: 'POST',
  path: '/api/account/logout',
  summary: "End this session: revoke the refresh cookie's family and clear the cookie",
  tag: 'Account',
  response: { status: 204, schema: z.null() },
  access: { kind: 'public' },
});

export const logoutEverywhere = defineOperation({
  operationId: 'account_LogoutEverywhere',
  method: 'POST',
  path: '/api/account/logout-everywhere',
  summary: 'End every session of the signed-in person',
  tag: 'Account',
  response: { status: 204, schema: z.null() },
  access: { kind: 'signed-in' },
});

export const chooseCompany = defineOperation({
  operationId: 'companies_ChooseCompany',
  method: 'POST',
  path: '/api/Companies/choose',
  summary: "Act in another of the person's companies: re-issues the access token with its claims",
  tag: 'Companies',
  request: { body: chooseCompanyBodySchema },
  response: { schema: tokenResponseSchema },
  access: { kind: 'signed-in' },
});

export const getClientSettings = defineOperation({
  operationId: 'openid_GetClientSettings',
  method: 'GET',
  path: '/api/openid/client-settings',
  summary: 'What the web app needs to start its OpenID client',
  tag: 'OpenId',
  response: { schema: clientSettingsSchema },
  access: { kind: 'public' },
});
