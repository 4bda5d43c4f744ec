import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideChangeProposal, proposeChange } from '@atrium/contract/human-resources';
import { getNotifications } from '@atrium/contract/notifications';
import { notificationEvents } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import type { TestCompany, TestPerson } from '../../test/tenant-fixtures.ts';

describe('proposal notifications', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await api.app.platform.jobs.startWorkers();
    await api.app.platform.notifications.start();
  });

  async function inbox(person: TestPerson, kind: string, waitMs = 20_000) {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const response = await api.inject(getNotifications, { as: person });
      const items = (response.json() as { items: { kind: string; title: string; link: string }[] }).items;
      const found = items.filter((item) => item.kind === kind);
      if (found.length > 0 || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('tells the owners and admins of a new proposal, and the member of the decision', async () => {
    const proposed = await api.inject(proposeChange, {
      as: company.member,
      body: { changes: { workPhone: '+389 2 3000 111' } },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId = (proposed.json() as { proposalId: string }).proposalId;

    for (const admin of [company.owner, company.admin]) {
      const [note] = await inbox(admin, 'hr.proposal_submitted');
      expect(note?.link).toBe(`/admin/users/profile/${company.member.companyMemberId}/administration`);
    }
    // By then the company's own admins had theirs: another company's admin has none.
    expect(await inbox(other.admin, 'hr.proposal_submitted', 1_000)).toEqual([]);

    const decided = await api.inject(decideChangeProposal, {
      as: company.admin,
      params: { proposalId },
      body: { decision: 'reject', note: 'Use the office number' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [note] = await inbox(company.member, 'hr.proposal_decided');
    expect(note?.title).toBe('Your proposed change: rejected');
    const events = await api.database.owner
      .select({ kind: notificationEvents.kind, actor: notificationEvents.actorUserId })
      .from(notificationEvents)
      .where(
        and(
          eq(notificationEvents.companyId, company.companyId),
          eq(notificationEvents.kind, 'hr.proposal_decided'),
        ),
      );
    expect(events).toEqual([{ kind: 'hr.proposal_decided', actor: company.admin.userId }]);
  }, 60_000);

  it('writes no notification for a refused proposal', async () => {
    const refused = await api.inject(proposeChange, { as: company.member, body: { changes: {} } });
    expect(refused.statusCode).toBe(400);
    const events = await api.database.owner
      .select()
      .from(notificationEvents)
      .where(
        and(
          eq(notificationEvents.companyId, company.companyId),
          eq(notificationEvents.kind, 'hr.proposal_submitted'),
        ),
      );
    expect(events).toHaveLength(1);
  });
});
