import { getCurrentUser } from '@atrium/contract/account';
import { getCurrentCompany } from '@atrium/contract/companies';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { operationKey } from '../api/operation-key.ts';
import { browserTimeZone, memberTimeZoneOf } from './member-time-zone.ts';

// docs/decisions/055-local-days.md: the person's own zone, else the company's, else the browser's.
describe('memberTimeZoneOf', () => {
  it("takes the person's zone over the company's, and the browser's while neither is known", () => {
    const client = new QueryClient();
    expect(memberTimeZoneOf(client)).toBe(browserTimeZone());
    client.setQueryData(operationKey(getCurrentCompany), { timeZone: 'Europe/Skopje' });
    client.setQueryData(operationKey(getCurrentUser), { timeZone: null });
    expect(memberTimeZoneOf(client)).toBe('Europe/Skopje');
    client.setQueryData(operationKey(getCurrentUser), { timeZone: 'Europe/Tirane' });
    expect(memberTimeZoneOf(client)).toBe('Europe/Tirane');
  });
});
