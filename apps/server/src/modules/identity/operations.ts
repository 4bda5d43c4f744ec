import {
  chooseCompany,
  getClientSettings,
  getTokenId,
  logout,
  logoutEverywhere,
  refreshToken,
} from '@atrium/contract/identity-operations';
import { sameOriginCheck } from '../../platform/http/same-origin-check.ts';
import { defineModuleOperations, defineRouteGuards } from '../../platform/operations/module-operations.ts';
import { chooseCompanyHandler } from './choose-company.ts';
import { getClientSettingsHandler } from './get-client-settings.ts';
import { getTokenIdHandler } from './get-token-id.ts';
import { logoutEverywhereHandler } from './logout-everywhere.ts';
import { logoutHandler } from './logout.ts';
import { refreshTokenHandler } from './refresh-token.ts';

/**
 * Per client address and minute (SIGN_IN_RATE_LIMIT and TOKEN_RATE_LIMIT, 20 and 60 unless set);
 * sign-in and token endpoints are what attackers hammer. Counted in the database under the
 * groupId, shared by every instance (decision 051).
 */
const signInLimit = (max: number) => ({ max, timeWindow: 60_000, groupId: 'identity-sign-in' });
const tokenLimit = (max: number) => ({ max, timeWindow: 60_000, groupId: 'identity-token' });

/*
 * Every operation but the client settings sets, rotates or clears the refresh cookie: only our
 * own pages may ask. Each group shares one rate-limit count per client address.
 */
const signInGuards = defineRouteGuards((app, deps) => [
  app.rateLimit(signInLimit(deps.config.rateLimits.signInPerMinute)),
  sameOriginCheck(deps.config),
]);
const tokenGuards = defineRouteGuards((app, deps) => [
  app.rateLimit(tokenLimit(deps.config.rateLimits.tokenPerMinute)),
  sameOriginCheck(deps.config),
]);

/** Sign-in, refresh, logout and choosing a company. */
export const identityOperations = defineModuleOperations({
  [getTokenId.operationId]: {
    operation: getTokenId,
    guards: signInGuards,
    handler: getTokenIdHandler,
  },
  [chooseCompany.operationId]: {
    operation: chooseCompany,
    guards: signInGuards,
    handler: chooseCompanyHandler,
  },
  [refreshToken.operationId]: { operation: refreshToken, guards: tokenGuards, handler: refreshTokenHandler },
  [logout.operationId]: { operation: logout, guards: tokenGuards, handler: logoutHandler },
  [logoutEverywhere.operationId]: {
    operation: logoutEverywhere,
    guards: tokenGuards,
    handler: logoutEverywhereHandler,
  },
  [getClientSettings.operationId]: { operation: getClientSettings, handler: getClientSettingsHandler },
});
