import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSubscribedModules } from '@atrium/contract/companies';
import {
  createdWebhookSchema,
  createWebhook,
  deleteWebhook,
  getWebhookDeliveries,
  getWebhooks,
  retryWebhookDelivery,
  updateWebhook,
  webhookDeliveryListSchema,
  webhookListSchema,
  type CreatedWebhook,
  type WebhookEvent,
} from '@atrium/contract/webhooks';
import { notificationEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';
import { attemptWebhookDelivery } from './deliver-webhook.ts';
import { FAILURES_BEFORE_DISABLING } from './failure-streak.ts';
import { recordWebhookEvent } from './record-webhook-event.ts';
import { WebhookReceiverStandIn } from './test/webhook-receiver-stand-in.ts';

describe('webhooks', () => {
  const api = useApiTest({ env: { WEBHOOKS_ALLOW_LOOPBACK_ENDPOINTS: 'true' } });
  const receiver = new WebhookReceiverStandIn();
  let receiverUrl: string;
  let acme: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    receiverUrl = await receiver.start();
    acme = await api.company({ name: 'Acme' });
    other = await api.company({ name: 'Other' });
  });
  afterAll(async () => {
    await receiver.stop();
  });

  const register = async (
    company: TestCompany,
    events: readonly WebhookEvent[] = ['company.module_switched'],
  ) => {
    const response = await api.inject(createWebhook, {
      as: company.admin,
      body: { name: 'Payroll', url: receiverUrl, events: [...events] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return createdWebhookSchema.parse(response.json());
  };
  const attempt = (companyId: string, deliveryId: string, lastAttempt = false) =>
    attemptWebhookDelivery(
      {
        config: { webhooksAllowLoopbackEndpoints: true },
        jobs: api.app.platform.jobs,
        notifications: api.app.platform.notifications,
      },
      (work) => api.database.withTenant({ companyId, userId: null }, work),
      deliveryId,
      lastAttempt,
    );
  const deliveriesOf = async (created: CreatedWebhook) =>
    api.database.owner
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.webhook.webhookId));
  const switchModules = (company: TestCompany, modules: string[]) =>
    api.inject(updateSubscribedModules, { as: company.owner, body: unchecked({ modules }) });

  it('delivers an event signed as Standard Webhooks sign it, and lists it with the answer', async () => {
    const created = await register(acme);
    expect(created.secret).toMatch(/^whsec_/);
    expect((await switchModules(acme, ['TIME_TRACKING', 'ABSENCE', 'HUMAN_RESOURCES'])).statusCode).toBe(200);
    const [delivery] = await deliveriesOf(created);
    expect(delivery).toBeDefined();
    expect(await attempt(acme.companyId, delivery!.id)).toBe('delivered');

    const received = receiver.received.at(-1)!;
    const id = received.headers['webhook-id'] as string;
    const timestamp = received.headers['webhook-timestamp'] as string;
    const key = Buffer.from(created.secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest('base64');
    expect(received.headers['webhook-signature']).toBe(`v1,${expected}`);
    expect(id).toBe(delivery!.eventId);
    expect(JSON.parse(received.body)).toMatchObject({
      type: 'company.module_switched',
      data: { companyId: acme.companyId },
    });

    const listed = await api.inject(getWebhookDeliveries, {
      as: acme.owner,
      params: { webhookId: created.webhook.webhookId },
    });
    const [shown] = webhookDeliveryListSchema.parse(listed.json()).deliveries;
    expect(shown).toMatchObject({ state: 'delivered', lastStatus: 200, lastAnswer: 'thanks', attempts: 1 });
    expect(JSON.stringify(listed.json())).not.toContain(created.secret);

    // The list of endpoints shows each one's newest delivery, and never a secret either.
    const endpoints = await api.inject(getWebhooks, { as: acme.admin });
    const endpoint = webhookListSchema
      .parse(endpoints.json())
      .webhooks.find((entry) => entry.webhookId === created.webhook.webhookId);
    expect(endpoint?.lastDelivery).toMatchObject({ state: 'delivered', lastStatus: 200 });
    expect(JSON.stringify(endpoints.json())).not.toContain(created.secret);
  });

  it('records one delivery per event and endpoint, however often the event is written', async () => {
    const created = await register(other);
    const event = {
      companyId: other.companyId,
      eventId: crypto.randomUUID(),
      kind: 'company.module_switched',
      params: { companyName: 'Other' },
    };
    const first = await api.database.withTenant({ companyId: other.companyId, userId: null }, (tx) =>
      recordWebhookEvent(tx, event),
    );
    const again = await api.database.withTenant({ companyId: other.companyId, userId: null }, (tx) =>
      recordWebhookEvent(tx, event),
    );
    expect(first).toHaveLength(1);
    // Not tried yet: the list shows it waiting, with no answer.
    const listed = webhookListSchema.parse((await api.inject(getWebhooks, { as: other.owner })).json());
    expect(
      listed.webhooks.find((entry) => entry.webhookId === created.webhook.webhookId)?.lastDelivery,
    ).toMatchObject({ state: 'pending', lastStatus: null });
    expect(again).toHaveLength(0);
    expect((await deliveriesOf(created)).filter((row) => row.eventId === event.eventId)).toHaveLength(1);
    // An event the endpoint did not choose is not sent to it.
    const unchosen = await api.database.withTenant({ companyId: other.companyId, userId: null }, (tx) =>
      recordWebhookEvent(tx, { ...event, eventId: crypto.randomUUID(), kind: 'job.finished' }),
    );
    expect(unchosen).toHaveLength(0);
  });

  it('tries a refused delivery again, and switches the endpoint off after failing too often, telling the admins', async () => {
    const company = await api.company({ name: 'Flaky' });
    const created = await register(company);
    receiver.status = 500;
    try {
      await switchModules(company, ['TIME_TRACKING']);
      const [delivery] = await deliveriesOf(created);
      expect(await attempt(company.companyId, delivery!.id)).toBe('retry');
      let [row] = await deliveriesOf(created);
      expect(row).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500, lastAnswer: 'not now' });

      await api.database.owner
        .update(webhookEndpoints)
        .set({ failuresInARow: FAILURES_BEFORE_DISABLING - 1 })
        .where(eq(webhookEndpoints.id, created.webhook.webhookId));
      expect(await attempt(company.companyId, delivery!.id, true)).toBe('failed');
      [row] = await deliveriesOf(created);
      expect(row?.state).toBe('failed');
      const [endpoint] = await api.database.owner
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, created.webhook.webhookId));
      expect(endpoint).toMatchObject({ enabled: false });
      expect(endpoint?.disabledForFailuresAt).not.toBeNull();
      const told = await api.database.owner
        .select()
        .from(notificationEvents)
        .where(
          and(
            eq(notificationEvents.companyId, company.companyId),
            eq(notificationEvents.kind, 'webhook.disabled'),
          ),
        );
      expect(told).toHaveLength(1);

      // A switched-off endpoint gets nothing more, and switching it on starts its count afresh.
      expect(await attempt(company.companyId, delivery!.id)).toBe('gone');
      const on = await api.inject(updateWebhook, {
        as: company.admin,
        params: { webhookId: created.webhook.webhookId },
        body: { name: 'Payroll', events: ['company.module_switched'], enabled: true },
      });
      expect(on.json()).toMatchObject({ enabled: true, failuresInARow: 0, disabledForFailuresAt: null });

      receiver.status = 200;
      const retried = await api.inject(retryWebhookDelivery, {
        as: company.admin,
        params: { webhookId: created.webhook.webhookId, deliveryId: delivery!.id },
      });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ state: 'pending' });
      expect(await attempt(company.companyId, delivery!.id)).toBe('delivered');
      const sameEvent = receiver.received.filter(
        (entry) => entry.headers['webhook-id'] === delivery!.eventId,
      );
      expect(sameEvent.length).toBeGreaterThanOrEqual(2);
      expect(new Set(sameEvent.map((entry) => entry.body)).size).toBe(1);
    } finally {
      receiver.status = 200;
    }
  });

  it('refuses addresses web push would refuse, at registration and at delivery', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://169.254.169.254/latest',
      'https://[fe80::1]/x',
    ]) {
      const response = await api.inject(createWebhook, {
        as: acme.admin,
        body: unchecked({ name: 'Bad', url, events: ['job.finished'] }),
      });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.path)).toContain('body.url');
    }
    const created = await register(acme, ['job.finished']);
    await api.database.owner
      .update(webhookEndpoints)
      .set({ url: 'https://192.168.1.10/hook' })
      .where(eq(webhookEndpoints.id, created.webhook.webhookId));
    const [deliveryId] = await api.database.withTenant({ companyId: acme.companyId, userId: null }, (tx) =>
      recordWebhookEvent(tx, {
        companyId: acme.companyId,
        eventId: crypto.randomUUID(),
        kind: 'job.finished',
        params: { jobName: 'x' },
      }),
    );
    expect(await attempt(acme.companyId, deliveryId!)).toBe('retry');
    const [row] = await api.database.owner
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId!));
    expect(row).toMatchObject({ lastStatus: null });
    expect(row?.lastAnswer).toContain('private');
  });

  it('is for owners and admins of the company only', async () => {
    const created = await register(acme);
    expect((await api.inject(getWebhooks, { as: acme.member })).statusCode).toBe(403);
    const member = await api.inject(createWebhook, {
      as: acme.member,
      body: { name: 'Mine', url: receiverUrl, events: ['job.finished'] },
    });
    expect(member.statusCode).toBe(403);
    const params = { webhookId: created.webhook.webhookId };
    expect((await api.inject(getWebhookDeliveries, { as: other.admin, params })).statusCode).toBe(404);
    expect((await api.inject(deleteWebhook, { as: other.owner, params })).statusCode).toBe(404);
    const listed = await api.inject(getWebhooks, { as: other.owner });
    expect(JSON.stringify(listed.json())).not.toContain(created.webhook.webhookId);
    expect((await api.inject(deleteWebhook, { as: acme.owner, params })).statusCode).toBe(204);
  });

  it('refuses bad input naming the field', async () => {
    const bad = async (body: unknown, field: string) => {
      const response = await api.inject(createWebhook, { as: acme.admin, body: unchecked(body) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.map((entry) => entry.path)).toContain(field);
    };
    await bad({ name: 'x', url: receiverUrl, events: [] }, 'body.events');
    await bad({ name: 'x', url: receiverUrl, events: ['invitation.received'] }, 'body.events.0');
    await bad({ name: '', url: receiverUrl, events: ['job.finished'] }, 'body.name');
  });
});
