import { getCurrentCompany } from '@atrium/contract/addresses';
import type { Company } from '@atrium/contract/companies';
import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { operationKey } from '../api/operation-key.ts';
import { useSession } from './session.ts';

const currentCompanyKey = operationKey(getCurrentCompany);

/**
 * The name shown in the header: the cached `companies_GetCurrentCompany` answer that start-up
 * loads (docs/product/tokens-and-sign-in.md#start-up). The header only reads it: when start-up
 * could not load the company, the header says "No company selected" rather than asking again.
 * A company switch or sign-out empties the cache.
 */
export function useCurrentCompanyName(): string | null {
  const hasCompany = Boolean(useSession()?.companyMemberId);
  const { data } = useQuery<Company>({ queryKey: currentCompanyKey, queryFn: skipToken });
  return hasCompany ? (data?.name ?? null) : null;
}

/** The company was renamed (its about page saved): the header shows the new name at once. */
export function renameCurrentCompany(client: QueryClient, name: string): void {
  client.setQueryData<Company>(currentCompanyKey, (company) => company && { ...company, name });
}
