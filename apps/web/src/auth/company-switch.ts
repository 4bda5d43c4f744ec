import { chooseCompany } from '@atrium/contract/addresses';
import { callOperation } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { warn } from './api-transport.ts';
import { acceptToken } from './client-state.ts';
import { navigateTo } from './navigation.ts';
import { session } from './session.ts';
import { startUp } from './signed-in-start-up.ts';

/**
 * A new access token for the same company, read from the server now: claims changed there (the
 * company's modules) reach the session, and with it the navigation and the guards, at once.
 */
export async function reloadSessionClaims(): Promise<void> {
  const companyId = session.get()?.companyId;
  if (!companyId) return;
  // Choosing the same company again, through the app's caller (one shared refresh on a 401).
  const { token } = await callOperation(chooseCompany, { body: { companyId } });
  acceptToken(token);
}

/**
 * Act in another company: a new token with its claims, the cache emptied (another tenant's data
 * must not show), start-up again for the header, then the start page.
 */
export async function switchCompany(companyId: string): Promise<void> {
  const { token } = await callOperation(chooseCompany, { body: { companyId } });
  queryClient.clear();
  acceptToken(token);
  // A subscribed device moves to the new company: the previous one's notifications stop here.
  void import('../pwa/push-api.ts')
    .then(async ({ pushApi }) =>
      (await import('../pwa/push-subscription.ts')).moveThisDeviceToCurrentCompany(pushApi),
    )
    .catch((error: unknown) => warn('Push subscription not moved', error));
  await startUp();
  navigateTo('/');
}
