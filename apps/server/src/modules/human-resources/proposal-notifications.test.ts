import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideChangeProposal, proposeChange } from '@atrium/contract/human-resources';
import { getNotifications } from '@atrium/contract/notifications';
import { notificationEvents } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import type { TestCompany, TestPerson } from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';

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

  async function inbox(person: TestPerson, kind: string) {
    const response = await api.inject(getNotifications, { as: person });
    const items = (response.json() as { items: { kind: string; title: string; link: string }[] }).items;
    return items.filter((item) => item.kind === kind);
  }
  /** The person's notifications of `kind`, once delivery (a background job) has written one. */
  const arrived = (person: TestPerson, kind: string) =>
    until(async () => {
      const found = await inbox(person, kind);
      return found.length > 0 ? found : undefined;
    });

  it('tells the owners and admins of a new proposal, and the member of the decision', async () => {
    const proposed = await api.inject(proposeChange, {
      as: company.member,
      body: { changes: { workPhone: '+389 2 3000 111' } },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId = (proposed.json() as { proposalId: string }).proposalId;

    for (const admin of [company.owner, company.admin]) {
      const [note] = await arrived(admin, 'hr.proposal_submitted');
      expect(note?.link).toBe(`/admin/users/profile/${company.member.companyMemberId}/administration`);
    }
    // One delivery writes every recipient's notification at once, and the company's own admins
    // have theirs: another company's admin has none, with nothing left to wait for.
    expect(await inbox(other.admin, 'hr.proposal_submitted')).toEqual([]);

    const decided = await api.inject(decideChangeProposal, {
      as: company.admin,
      params: { proposalId },
      body: { decision: 'reject', note: 'Use the office number' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [note] = await arrived(company.member, 'hr.proposal_decided');
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
