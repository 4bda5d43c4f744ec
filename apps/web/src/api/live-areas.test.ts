import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshChangedAreas } from './live-areas.ts';

describe('a changed event of the notification stream', () => {
  it('makes the answers of the named areas stale and leaves the others', async () => {
    const client = new QueryClient();
    const answer = (key: string, liveArea: string | null) =>
      client.fetchQuery({ queryKey: [key], queryFn: () => key, meta: { liveArea } });
    await answer('leaveRequests_GetApprovalInbox', 'ABSENCE');
    await answer('companyInvites_GetCompanyInvites', 'CompanyInvites');
    await answer('timelines_GetTimelineById', null);

    await refreshChangedAreas(client, ['ABSENCE']);

    const stale = (key: string) => client.getQueryState([key])?.isInvalidated;
    expect(stale('leaveRequests_GetApprovalInbox')).toBe(true);
    expect(stale('companyInvites_GetCompanyInvites')).toBe(false);
    expect(stale('timelines_GetTimelineById')).toBe(false);
  });
});
