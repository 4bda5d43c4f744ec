import type { CurrentUser } from '@atrium/contract/account';
import { getCurrentCompany, getCurrentUser } from '@atrium/contract/addresses';
import type { Company } from '@atrium/contract/companies';
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { operationKey } from '../api/operation-key.ts';

/** The browser's own zone, for when neither the person nor the company is known yet. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The zone of the person's days and times (docs/decisions/055-local-days.md): their own zone, else
 * the current company's, read from the cached answers start-up loads; the browser's until then.
 */
export function useMemberTimeZone(): string {
  const { data: user } = useQuery<CurrentUser>({
    queryKey: operationKey(getCurrentUser),
    queryFn: skipToken,
  });
  const { data: company } = useQuery<Company>({
    queryKey: operationKey(getCurrentCompany),
    queryFn: skipToken,
  });
  return user?.timeZone ?? company?.timeZone ?? browserTimeZone();
}

/** The same outside a component (start-up work): from the query cache. */
export function memberTimeZoneOf(client: QueryClient): string {
  const user = client.getQueryData<CurrentUser>(operationKey(getCurrentUser));
  const company = client.getQueryData<Company>(operationKey(getCurrentCompany));
  return user?.timeZone ?? company?.timeZone ?? browserTimeZone();
}
