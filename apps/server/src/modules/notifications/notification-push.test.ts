import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNotifications,
  NOTIFICATION_EVENTS,
  notificationsPageSchema,
  updateNotificationPreferences,
  type NotificationKind,
} from '@atrium/contract/notifications';
import { createInvite } from '@atrium/contract/companies';
import { subscribePush } from '@atrium/contract/push';
import { PushEndpointStandIn, type StandInSubscription } from '@atrium/push/testing';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import {
  createMember,
  createTestCompany,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';

// Two push services on loopback: a 429 holds back a whole push service (its origin), so the one
// asked to wait long is a different one from the rest.
const pushService = new PushEndpointStandIn();
const slowPushService = new PushEndpointStandIn({ commonName: 'slow push service' });
const defaultCertificates = getCACertificates('default');
const WAITED_IN_PLACE_MS = 1_500;
let database: TestDatabase;
let testApp: TestApp;
let acme: TestCompany;
let other: TestCompany;
const app = () => testApp.app;
/** A push crosses the jobs queue and a TLS stand-in: more time than the usual wait on a busy machine. */
const PUSH_ARRIVES_MS = 30_000;

async function subscribe(person: TestPerson, device: StandInSubscription) {
  const response = await inject(app(), subscribePush, { as: person, body: device });
  expect(response.statusCode).toBe(200);
}

async function pushOn(person: TestPerson, kind: NotificationKind) {
  const response = await inject(app(), updateNotificationPreferences, {
    as: person,
    body: { choices: [{ kind, channel: 'push', enabled: true }] },
  });
  expect(response.statusCode).toBe(200);
}

/** A long job of the person's failed: a real catalogue event, urgent, emitted as a module would. */
async function emitJobFailed(person: TestPerson, companyId: string, jobName: string) {
  await database.withTenant({ companyId, userId: person.userId }, (tx) =>
    app().platform.notifications.emit(tx, {
      companyId,
      kind: 'job.failed',
      params: { jobName, jobLink: '/notifications/overview' },
      subjectUserIds: [person.userId],
    }),
  );
}

const statuses = (standIn: PushEndpointStandIn, device: StandInSubscription) =>
  standIn.to(device.endpoint).map((entry) => entry.status);

beforeAll(async () => {
  await Promise.all([pushService.start(), slowPushService.start()]);
  // The server trusts the stand-ins' certificates as it would a real push service's.
  setDefaultCACertificates([...defaultCertificates, pushService.ca, slowPushService.ca]);
  database = await createTestDatabase();
  testApp = await createTestApp({
    database,
    env: { PUBLIC_URL: 'https://atrium.example', PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true' },
    // Waits up to 1.5 s in place instead of 10 s, so the "longer wait" below costs 3 s, not 12.
    pushMaxRetryWaitMs: WAITED_IN_PLACE_MS,
  });
  await app().platform.jobs.startWorkers();
  await app().platform.notifications.start();
  acme = await createTestCompany(database, { name: 'Acme' });
  other = await createTestCompany(database, { name: 'Other' });
}, 60_000);

afterAll(async () => {
  setDefaultCACertificates(defaultCertificates);
  await testApp?.close();
  await database?.dispose();
  await Promise.all([pushService.close(), slowPushService.close()]);
});

describe('a notification as a push', () => {
  it('reaches an invited person’s device with nothing personal on the lock screen, opening the invitation', async () => {
    const invitee = other.member;
    await database.owner.update(users).set({ language: 'mk' }).where(eq(users.id, invitee.userId));
    const device = pushService.subscription();
    // Subscribed while working in Other; the invitation comes from Acme, where they are no member.
    await subscribe(invitee, device);
    const invited = await inject(app(), createInvite, {
      as: acme.admin,
      body: { email: invitee.email, role: 'MEMBER' },
    });
    expect(invited.statusCode).toBe(201);

    const [received] = await until(
      () => (pushService.to(device.endpoint).length > 0 ? pushService.to(device.endpoint) : false),
      PUSH_ARRIVES_MS,
    );
    const page = notificationsPageSchema.parse(
      (await inject(app(), getNotifications, { as: invitee, query: { kind: 'invitation.received' } })).json(),
    );
    const link = page.items[0]!.link;
    expect(link).toMatch(/^\/respond-to-invite\?token=[A-Za-z0-9_-]{43}$/);
    expect(received?.payload).toEqual({
      title: 'Atrium',
      body: 'Ново известување во Acme',
      url: link,
      tag: 'invitation-received',
      notificationData: { additionalData: { Url: link } },
    });
    // Neither who invited, nor the invitee's address, nor the notification's own text.
    const shown = JSON.stringify(received?.payload);
    const [inviter] = await database.owner.select().from(users).where(eq(users.id, acme.admin.userId));
    for (const personal of [inviter!.name!, acme.admin.email, invitee.email, page.items[0]!.body]) {
      expect(shown).not.toContain(personal);
    }
    const urgency = NOTIFICATION_EVENTS['invitation.received'].urgent ? 'high' : 'normal';
    expect(received).toMatchObject({ topic: 'invitation-received', urgency, ttl: '86400', vapidValid: true });
  });

  it('marks an urgent event of the catalogue urgent', async () => {
    const person = await createMember(database, acme.companyId);
    const device = pushService.subscription();
    await subscribe(person, device);
    await pushOn(person, 'job.failed');
    await emitJobFailed(person, acme.companyId, 'Payroll export');
    const [received] = await until(
      () => (pushService.to(device.endpoint).length > 0 ? pushService.to(device.endpoint) : false),
      PUSH_ARRIVES_MS,
    );
    expect(NOTIFICATION_EVENTS['job.failed'].urgent).toBe(true);
    expect(received).toMatchObject({ urgency: 'high', topic: 'job-failed' });
    expect(received?.payload).toMatchObject({
      title: 'Atrium',
      body: 'New notification in Acme',
      notificationData: { additionalData: { Url: '/notifications/overview' } },
    });
    expect(JSON.stringify(received?.payload)).not.toContain('Payroll');
  });
});

describe('a push some devices did not take', () => {
  it('is sent again later to those devices only, after the Retry-After their push service asked for', async () => {
    const person = await createMember(database, acme.companyId);
    const fine = pushService.subscription();
    const unavailable = pushService.subscription();
    const busy = slowPushService.subscription();
    for (const device of [fine, unavailable, busy]) await subscribe(person, device);
    await pushOn(person, 'job.failed');
    pushService.answer(unavailable.endpoint, { status: 503, headers: { 'retry-after': '1' } });
    // Longer than what is waited out in place: the attempt is skipped and the job sends it later.
    slowPushService.answer(busy.endpoint, { status: 429, headers: { 'retry-after': '3' } });

    await emitJobFailed(person, acme.companyId, 'Import');
    await until(() => statuses(slowPushService, busy).length === 2, 40_000);
    expect(statuses(pushService, fine)).toEqual([201]);
    expect(statuses(pushService, unavailable)).toEqual([503, 201]);
    const [refused, accepted] = slowPushService.to(busy.endpoint);
    expect([refused?.status, accepted?.status]).toEqual([429, 201]);
    expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(2_900);
    expect(accepted?.payload).toMatchObject({ body: 'New notification in Acme' });

    // Nothing more arrives: each device got the message exactly once.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(statuses(pushService, fine)).toEqual([201]);
    expect(statuses(pushService, unavailable)).toEqual([503, 201]);
    expect(statuses(slowPushService, busy)).toEqual([429, 201]);
  }, 60_000);
});
