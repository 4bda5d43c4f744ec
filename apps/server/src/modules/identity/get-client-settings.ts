import type { getClientSettings } from '@atrium/contract/identity-operations';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { clientSettings } from './provider-access.ts';

/** What the web app needs to start its OpenID client: issuer, client id, scope and return paths. */
export const getClientSettingsHandler: OperationHandler<typeof getClientSettings> = async ({ deps }) =>
  clientSettings(deps.config);
