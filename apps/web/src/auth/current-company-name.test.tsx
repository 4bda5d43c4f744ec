import { getCurrentCompany } from '@atrium/contract/companies';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { operationKey } from '../api/operation-key.ts';
import { claims } from '../test/test-router.ts';
import { renameCurrentCompany, useCurrentCompanyName } from './current-company-name.ts';
import { session } from './session.ts';

afterEach(() => session.clear());

describe("the header's company name (docs/product/tokens-and-sign-in.md#start-up)", () => {
  it('is the cached current company, follows a rename, and is none without a company', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    session.set(claims({}));
    const { result } = renderHook(() => useCurrentCompanyName(), { wrapper });
    expect(result.current).toBeNull();

    client.setQueryData(operationKey(getCurrentCompany), { name: 'Demo Company' });
    await waitFor(() => expect(result.current).toBe('Demo Company'));
    renameCurrentCompany(client, 'Demo Co');
    await waitFor(() => expect(result.current).toBe('Demo Co'));

    act(() => {
      session.set(claims({ companyMemberId: null, companyId: null }));
    });
    expect(result.current).toBeNull();
    // Only read: the header never asks the server itself.
    expect(client.getQueryState(operationKey(getCurrentCompany))?.fetchStatus).toBe('idle');
  });

  it('renames nothing when no company is cached', () => {
    const client = new QueryClient();
    renameCurrentCompany(client, 'Demo Co');
    expect(client.getQueryData(operationKey(getCurrentCompany))).toBeUndefined();
  });
});
