import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideLeaveRequests, submitLeaveRequest } from '@atrium/contract/absence';
import {
  chatConnectorListSchema,
  chatConnectorSchema,
  chatConnectorTestResultSchema,
  createChatConnector,
  deleteChatConnector,
  getChatConnectors,
  sendChatConnectorTest,
  updateChatConnector,
  type ChatConnector,
  type CreateChatConnectorBody,
} from '@atrium/contract/chat-connectors';
import {
  chatConnectors,
  chatDeliveries,
  companies,
  leaveTypes,
  notificationEvents,
} from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import {
  createMember,
  errorOf,
  leaveTypeId,
  seedAbsenceDefaultsIn,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { FAILURES_BEFORE_DISABLING } from '../webhooks/failure-streak.ts';
import { checkChatAddress } from './chat-policy.ts';
import { recordDueDigests } from './chat-digest.ts';
import { attemptChatDelivery } from './deliver-chat-message.ts';
import { ChatReceiverStandIn } from './test/chat-receiver-stand-in.ts';

interface SlackMessage {
  text: string;
  blocks: { type: string; text: { type: string; text: string } }[];
}
interface TeamsMessage {
  type: string;
  attachments: { contentType: string; content: { type: string; body: { type: string; text: string }[] } }[];
}

describe('chat connectors', () => {
  const api = useApiTest({ env: { WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS: 'true' } });
  // Stand-ins for the two services' incoming webhooks: Slack answers 200, a Teams workflow 202.
  const slack = new ChatReceiverStandIn('slack', 200, 'ok');
  const teams = new ChatReceiverStandIn('teams', 202, '');
  let slackUrl: string;
  let teamsUrl: string;
  let acme: TestCompany;
  let other: TestCompany;
  let ana: TestPerson;

  beforeAll(async () => {
    slackUrl = await slack.start();
    teamsUrl = await teams.start();
    acme = await api.company({ name: 'Acme' });
    other = await api.company({ name: 'Other' });
    await seedAbsenceDefaultsIn(api.database, [acme, other]);
    // Requested by the hour, so that a sick half day is allowed too.
    await api.database.owner
      .update(leaveTypes)
      .set({ unit: 'hour' })
      .where(eq(leaveTypes.id, await leaveTypeId(api.database, acme.companyId, 'Sick leave')));
    await api.database.owner
      .update(companies)
      .set({ timeZone: 'Europe/Skopje' })
      .where(eq(companies.id, acme.companyId));
    ana = await createMember(api.database, acme.companyId, 'MEMBER', { name: 'Ana <Ivanova> & *Co*' });
  });
  afterAll(async () => {
    await slack.stop();
    await teams.stop();
  });

  const connect = async (company: TestCompany, body: Partial<CreateChatConnectorBody> = {}) => {
    const response = await api.inject(createChatConnector, {
      as: company.admin,
      body: {
        name: 'Team channel',
        kind: 'slack',
        url: slackUrl,
        language: 'en',
        postDecisions: true,
        postDigest: false,
        digestTime: '08:00',
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return chatConnectorSchema.parse(response.json());
  };
  const attempt = (companyId: string, deliveryId: string, lastAttempt = false) =>
    attemptChatDelivery(
      { config: { webhooksAllowLoopbackEndpoints: true }, notifications: api.app.platform.notifications },
      (work) => api.database.withTenant({ companyId, userId: null }, work),
      deliveryId,
      lastAttempt,
    );
  const deliveriesOf = (connector: ChatConnector) =>
    api.database.owner
      .select()
      .from(chatDeliveries)
      .where(eq(chatDeliveries.connectorId, connector.chatConnectorId));
  const deliverAll = async (connector: ChatConnector) => {
    for (const row of await deliveriesOf(connector)) {
      if (row.state === 'pending') expect(await attempt(row.companyId, row.id)).toBe('delivered');
    }
  };
  const requestAndDecide = async (
    typeName: string,
    startsOn: string,
    endsOn: string,
    decision: 'approved' | 'rejected',
    part: 'full' | 'morning' = 'full',
  ) => {
    const submitted = await api.inject(submitLeaveRequest, {
      as: ana,
      body: {
        leaveTypeId: await leaveTypeId(api.database, acme.companyId, typeName),
        startsOn,
        endsOn,
        part,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { leaveRequestId } = submitted.json() as { leaveRequestId: string };
    const decided = await api.inject(decideLeaveRequests, {
      as: acme.admin,
      body: { leaveRequestIds: [leaveRequestId], decision, comment: 'ok' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return leaveRequestId;
  };

  it('posts an approved leave to Slack as Block Kit, the name escaped and the dates in the connector language', async () => {
    const connector = await connect(acme);
    expect(connector.maskedUrl).not.toBe(slackUrl);
    expect(JSON.stringify(connector)).not.toContain('stand-in-secret');
    await requestAndDecide('Unpaid leave', '2026-12-07', '2026-12-09', 'approved');
    await deliverAll(connector);
    const message = JSON.parse(slack.received.at(-1)!.body) as SlackMessage;
    expect(message.blocks[0]).toMatchObject({ type: 'header', text: { text: 'Leave approved' } });
    const section = message.blocks[1]!.text.text;
    expect(section).toContain('*Ana &lt;Ivanova&gt; &amp; *Co**');
    expect(section).toContain('Unpaid leave, 7 December 2026 – 9 December 2026');
    expect(message.text).toContain('Leave approved');
    expect(message.text).not.toContain('<Ivanova>');
    expect(slack.received.at(-1)!.headers['content-type']).toBe('application/json');
    expect(slack.received.at(-1)!.path).toBe('/services/T0001/B0001/stand-in-secret');
    await api.inject(deleteChatConnector, {
      as: acme.admin,
      params: { chatConnectorId: connector.chatConnectorId },
    });
  });

  it('posts to Teams as an Adaptive Card in Macedonian, a private type only as away', async () => {
    const connector = await connect(acme, { kind: 'teams', url: teamsUrl, language: 'mk' });
    await requestAndDecide('Sick leave', '2026-12-14', '2026-12-14', 'rejected', 'morning');
    await deliverAll(connector);
    const received = teams.received.at(-1)!.body;
    const message = JSON.parse(received) as TeamsMessage;
    expect(message.type).toBe('message');
    const card = message.attachments[0]!;
    expect(card.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.content.type).toBe('AdaptiveCard');
    const texts = card.content.body.map((block) => block.text);
    expect(texts[0]).toBe('Одбиено отсуство');
    expect(texts[1]).toContain('Ana \\<Ivanova\\> & \\*Co\\*');
    expect(texts[1]).toContain('Отсуство, 14 декември 2026 г., претпладне');
    expect(received).not.toContain('Боледување');
    expect(received).not.toContain('Sick');
    const [row] = await deliveriesOf(connector);
    expect(row).toMatchObject({ state: 'delivered', lastStatus: 202 });
    await api.inject(deleteChatConnector, {
      as: acme.admin,
      params: { chatConnectorId: connector.chatConnectorId },
    });
  });

  it('posts no decision to a connector that only posts the morning digest', async () => {
    const quiet = await connect(acme, { postDecisions: false, postDigest: true });
    const leaveRequestId = await requestAndDecide('Unpaid leave', '2026-12-21', '2026-12-21', 'approved');
    expect(leaveRequestId).toBeDefined();
    expect(await deliveriesOf(quiet)).toHaveLength(0);
    await api.inject(deleteChatConnector, {
      as: acme.admin,
      params: { chatConnectorId: quiet.chatConnectorId },
    });
  });

  it('posts who is away each working morning once, in the company time zone, by name and last day only', async () => {
    const connector = await connect(acme, { postDecisions: false, postDigest: true, digestTime: '08:00' });
    const otherConnector = await connect(other, {
      postDecisions: false,
      postDigest: true,
      digestTime: '08:00',
    });
    const acmeDigests = async (now: string) =>
      (await recordDueDigests(api.database, new Date(now))).filter(
        (entry) => entry.companyId === acme.companyId,
      );
    // Acme works in Skopje (UTC+1 in winter): 07:30 there is before its time.
    expect(await acmeDigests('2026-12-08T06:30:00Z')).toEqual([]);
    // Tuesday 8 December 2026, 08:30 in Skopje: Ana's unpaid leave runs to the 9th.
    expect(await acmeDigests('2026-12-08T07:30:00Z')).toHaveLength(1);
    // Later that morning nothing more for Acme, while Other (in UTC) reaches its 08:00.
    expect(await acmeDigests('2026-12-08T08:10:00Z')).toEqual([]);
    expect(await deliveriesOf(connector)).toHaveLength(1);
    expect(await deliveriesOf(otherConnector)).toHaveLength(1);
    // Saturday is no working day in the default week.
    expect(await recordDueDigests(api.database, new Date('2026-12-12T07:30:00Z'))).toEqual([]);

    await deliverAll(connector);
    const received = slack.received.at(-1)!.body;
    const message = JSON.parse(received) as SlackMessage;
    expect(message.blocks[0]!.text.text).toBe('Away today, Tuesday, 8 December 2026');
    expect(message.blocks[1]!.text.text).toBe('*Ana &lt;Ivanova&gt; &amp; *Co** — until 9 December 2026');
    expect(received).not.toContain('Unpaid');
    expect(received).not.toContain(ana.companyMemberId!);

    // The other company's digest names none of Acme's people.
    const [otherDigest] = await deliveriesOf(otherConnector);
    expect(otherDigest?.payload).toContain('Nobody is away today.');
    expect(otherDigest?.payload).not.toContain('Ana');
  });

  it('sends a test message and answers what the channel said', async () => {
    const connector = await connect(acme, { language: 'sq' });
    const response = await api.inject(sendChatConnectorTest, {
      as: acme.owner,
      params: { chatConnectorId: connector.chatConnectorId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(chatConnectorTestResultSchema.parse(response.json())).toMatchObject({
      delivered: true,
      status: 200,
    });
    expect(slack.received.at(-1)!.body).toContain('Atrium është lidhur me këtë kanal.');
    const listed = chatConnectorListSchema.parse(
      (await api.inject(getChatConnectors, { as: acme.owner })).json(),
    );
    expect(
      listed.chatConnectors.find((entry) => entry.chatConnectorId === connector.chatConnectorId),
    ).toMatchObject({
      lastStatus: 200,
    });
  });

  it('keeps each company to its own connectors, for owners and admins only', async () => {
    const connector = await connect(acme);
    const params = { chatConnectorId: connector.chatConnectorId };
    expect((await api.inject(getChatConnectors, { as: acme.member })).statusCode).toBe(403);
    const byMember = await api.inject(createChatConnector, {
      as: acme.member,
      body: {
        name: 'Mine',
        kind: 'slack',
        url: slackUrl,
        language: 'en',
        postDecisions: true,
        postDigest: false,
        digestTime: '08:00',
      },
    });
    expect(byMember.statusCode).toBe(403);
    expect((await api.inject(sendChatConnectorTest, { as: acme.member, params })).statusCode).toBe(403);
    const listed = await api.inject(getChatConnectors, { as: other.owner });
    expect(JSON.stringify(listed.json())).not.toContain(connector.chatConnectorId);
    expect((await api.inject(sendChatConnectorTest, { as: other.admin, params })).statusCode).toBe(404);
    const update = {
      name: 'Taken',
      language: 'en' as const,
      postDecisions: true,
      postDigest: false,
      digestTime: '08:00',
      enabled: false,
    };
    expect(
      (await api.inject(updateChatConnector, { as: other.admin, params, body: update })).statusCode,
    ).toBe(404);
    expect((await api.inject(deleteChatConnector, { as: other.owner, params })).statusCode).toBe(404);
    const updated = await api.inject(updateChatConnector, {
      as: acme.owner,
      params,
      body: { ...update, name: 'Renamed' },
    });
    expect(updated.json()).toMatchObject({ name: 'Renamed', enabled: false });
    expect((await api.inject(deleteChatConnector, { as: acme.owner, params })).statusCode).toBe(204);
  });

  it('switches a channel off after failing too many messages in a row, telling the admins once', async () => {
    const connector = await connect(acme, { name: 'Deleted channel' });
    await requestAndDecide('Unpaid leave', '2027-02-01', '2027-02-01', 'approved');
    const [pending] = await deliveriesOf(connector);
    slack.status = 404;
    try {
      // A failed attempt before the last is only tried again; the count waits for the last.
      expect(await attempt(acme.companyId, pending!.id)).toBe('retry');
      await api.database.owner
        .update(chatConnectors)
        .set({ failuresInARow: FAILURES_BEFORE_DISABLING - 1 })
        .where(eq(chatConnectors.id, connector.chatConnectorId));
      expect(await attempt(acme.companyId, pending!.id, true)).toBe('failed');
      const listed = chatConnectorListSchema.parse(
        (await api.inject(getChatConnectors, { as: acme.admin })).json(),
      );
      const off = listed.chatConnectors.find((entry) => entry.chatConnectorId === connector.chatConnectorId);
      expect(off).toMatchObject({
        enabled: false,
        failuresInARow: FAILURES_BEFORE_DISABLING,
        lastStatus: 404,
      });
      expect(off?.disabledForFailuresAt).not.toBeNull();
      const told = await api.database.owner
        .select({ params: notificationEvents.params })
        .from(notificationEvents)
        .where(
          and(
            eq(notificationEvents.companyId, acme.companyId),
            eq(notificationEvents.kind, 'chat.connector_disabled'),
          ),
        );
      expect(told).toHaveLength(1);
      expect(told[0]?.params).toMatchObject({ connectorName: 'Deleted channel' });

      // Switched on again, it starts its count afresh; a delivered message keeps it at nothing.
      const on = await api.inject(updateChatConnector, {
        as: acme.admin,
        params: { chatConnectorId: connector.chatConnectorId },
        body: {
          name: 'Deleted channel',
          language: 'en',
          postDecisions: true,
          postDigest: false,
          digestTime: '08:00',
          enabled: true,
        },
      });
      expect(on.json()).toMatchObject({ enabled: true, failuresInARow: 0, disabledForFailuresAt: null });
    } finally {
      slack.status = 200;
      await api.inject(deleteChatConnector, {
        as: acme.admin,
        params: { chatConnectorId: connector.chatConnectorId },
      });
    }
  });

  it('gives up a message of a connector switched off before it was sent, and posts nothing', async () => {
    const connector = await connect(acme);
    await requestAndDecide('Unpaid leave', '2027-01-04', '2027-01-04', 'approved');
    const [pending] = await deliveriesOf(connector);
    expect(pending?.state).toBe('pending');
    const off = await api.inject(updateChatConnector, {
      as: acme.admin,
      params: { chatConnectorId: connector.chatConnectorId },
      body: {
        name: 'Off',
        language: 'en',
        postDecisions: true,
        postDigest: false,
        digestTime: '08:00',
        enabled: false,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = slack.received.length;
    expect(await attempt(acme.companyId, pending!.id)).toBe('gone');
    const [row] = await deliveriesOf(connector);
    expect(row).toMatchObject({ state: 'failed', attempts: 0 });
    expect(slack.received).toHaveLength(before);
    await api.inject(deleteChatConnector, {
      as: acme.admin,
      params: { chatConnectorId: connector.chatConnectorId },
    });
  });

  it('refuses bad input and addresses a webhook would be refused, naming the field', async () => {
    const bad = async (body: object, field: string) => {
      const response = await api.inject(createChatConnector, {
        as: acme.admin,
        body: unchecked({
          name: 'x',
          kind: 'slack',
          url: slackUrl,
          language: 'en',
          postDecisions: true,
          postDigest: false,
          digestTime: '08:00',
          ...body,
        }),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).fields?.map((entry) => entry.path)).toContain(field);
    };
    await bad({ url: 'http://hooks.slack.com/services/x' }, 'body.url');
    await bad({ url: 'https://10.0.0.5/hook' }, 'body.url');
    await bad({ url: 'https://169.254.169.254/latest' }, 'body.url');
    await bad({ url: 'https://[fe80::1]/x' }, 'body.url');
    await bad({ kind: 'discord' }, 'body.kind');
    await bad({ language: 'de' }, 'body.language');
    await bad({ digestTime: '25:00' }, 'body.digestTime');
    await bad({ postDecisions: false, postDigest: false }, 'body.postDecisions');
    await bad({ name: '' }, 'body.name');
  });

  it('refuses a receiver on this machine unless the test setting allows it', async () => {
    await expect(
      checkChatAddress(slackUrl, { webhooksAllowLoopbackEndpoints: true }),
    ).resolves.toBeUndefined();
    const refused = await checkChatAddress(slackUrl, { webhooksAllowLoopbackEndpoints: false }).catch(
      (error: unknown) => error as { fields?: { path: string }[] },
    );
    expect(refused?.fields?.map((field) => field.path)).toEqual(['body.url']);
  });

  it('keeps a decision when a connector cannot be written to, as the savepoint undoes only the chat part', async () => {
    const connector = await connect(acme);
    const count = async () =>
      (
        await api.database.owner
          .select()
          .from(chatDeliveries)
          .where(and(eq(chatDeliveries.companyId, acme.companyId), eq(chatDeliveries.kind, 'decision')))
      ).length;
    const before = await count();
    // A constraint that refuses every decision message stands in for any failure inside the chat part.
    await api.database.owner.execute(
      sql.raw(
        `alter table chat_deliveries add constraint chat_refuses_all check (kind <> 'decision') not valid`,
      ),
    );
    try {
      await requestAndDecide('Unpaid leave', '2026-12-28', '2026-12-28', 'approved');
    } finally {
      await api.database.owner.execute(
        sql.raw('alter table chat_deliveries drop constraint chat_refuses_all'),
      );
    }
    expect(await count()).toBe(before);
    await api.inject(deleteChatConnector, {
      as: acme.admin,
      params: { chatConnectorId: connector.chatConnectorId },
    });
  });
});
