import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archiveNotification,
  getMandatoryNotifications,
  getNotificationPreferences,
  getNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPreferencesSchema,
  notificationsPageSchema,
  updateMandatoryNotifications,
  updateNotificationPreferences,
  type NotificationsPage,
} from '@atrium/contract/notifications';
import {
  createInvite,
  respondToInvite,
  updateMemberRole,
  updateSubscribedModules,
} from '@atrium/contract/companies';
import { getJobProgress } from '@atrium/contract/jobs';
import { companyMembers, jobProgress, mailOutbox, notifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject, unchecked } from '../../test/inject.ts';
import {
  addMember,
  createPerson,
  createTestCompany,
  errorOf,
  tokenFor,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { cleanUpNotifications } from './clean-up-notifications.ts';
import { until } from '../../test/until.ts';

let database: TestDatabase;
let testApp: TestApp;
let acme: TestCompany;
let other: TestCompany;
const app = () => testApp.app;

async function list(person: TestPerson, query: Record<string, string> = {}): Promise<NotificationsPage> {
  const response = await inject(app(), getNotifications, { as: person, query });
  expect(response.statusCode).toBe(200);
  return notificationsPageSchema.parse(response.json());
}

/** Waits for the person's notification of `kind` (delivery runs as a background job). */
function delivered(person: TestPerson, kind: string) {
  return until(async () => (await list(person, { kind })).items[0]);
}

const mailsTo = (address: string) =>
  database.owner.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database, env: { PUBLIC_URL: 'https://atrium.example' } });
  await app().platform.jobs.startWorkers();
  await app().platform.notifications.start();
  acme = await createTestCompany(database, { name: 'Acme' });
  other = await createTestCompany(database, { name: 'Other' });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
});

describe('notifications of company events', () => {
  it('tells a person with an account about an invitation, in their language, linking to it', async () => {
    await database.owner.update(users).set({ language: 'mk' }).where(eq(users.id, other.member.userId));
    const invited = await inject(app(), createInvite, {
      as: acme.admin,
      body: { email: other.member.email, role: 'MEMBER' },
    });
    expect(invited.statusCode).toBe(201);
    // The invitee works in Other; the invitation from Acme is in their list all the same.
    const notification = await delivered(other.member, 'invitation.received');
    expect(notification).toMatchObject({
      companyId: acme.companyId,
      companyName: 'Acme',
      title: 'Покана за Acme',
      readAt: null,
    });
    expect(notification.body).toContain('ве покани да се приклучите на Acme');
    expect(notification.link).toMatch(/^\/respond-to-invite\?token=[A-Za-z0-9_-]{43}$/);
    const count = await inject(app(), getUnreadCount, { as: other.member });
    expect(count.json()).toEqual({ unreadCount: 1, otherCompaniesUnread: 0 });
    // The inviter is not notified of their own action.
    expect((await list(acme.admin, { kind: 'invitation.received' })).items).toEqual([]);
  });

  it('tells the administrators when an invitation is accepted, and not the person who accepted', async () => {
    const newcomer = await createPerson(database, { name: 'Nora Newcomer' });
    const token = await tokenFor(app(), newcomer);
    const created = await inject(app(), createInvite, {
      as: acme.owner,
      body: { email: newcomer.email, role: 'MEMBER' },
    });
    expect(created.statusCode).toBe(201);
    const received = await delivered(newcomer, 'invitation.received');
    const inviteToken = new URL(received.link, 'https://x').searchParams.get('token')!;
    const accepted = await inject(app(), respondToInvite, {
      as: token,
      body: { token: inviteToken, response: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    for (const admin of [acme.owner, acme.admin]) {
      const notification = await delivered(admin, 'invitation.accepted');
      expect(notification.title).toBe('Nora Newcomer joined Acme');
      expect(notification.link).toBe('/current-company-info/people');
    }
    expect((await list(acme.member, { kind: 'invitation.accepted' })).items).toEqual([]);
  });

  it('tells a member their role changed, by e-mail too unless they switched e-mail off', async () => {
    const first = await inject(app(), updateMemberRole, {
      params: { companyMemberId: acme.member.companyMemberId! },
      as: acme.owner,
      body: { role: 'ADMIN' },
    });
    expect(first.statusCode).toBe(200);
    const notification = await delivered(acme.member, 'member.role_changed');
    expect(notification).toMatchObject({
      title: 'Your role in Acme changed',
      body: 'You are now an administrator in Acme.',
    });
    const mail = await until(async () => (await mailsTo(acme.member.email))[0]);
    expect(mail.subject).toBe('Your role in Acme changed');
    expect(mail.textBody).toContain('https://atrium.example/current-company-info/about');

    const off = await inject(app(), updateNotificationPreferences, {
      as: acme.member,
      body: { choices: [{ kind: 'member.role_changed', channel: 'email', enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    await inject(app(), updateMemberRole, {
      params: { companyMemberId: acme.member.companyMemberId! },
      as: acme.owner,
      body: { role: 'MEMBER' },
    });
    await until(async () => (await list(acme.member, { kind: 'member.role_changed' })).total === 2);
    // The e-mail would be queued in the same delivery as the in-app row; give its job time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsTo(acme.member.email)).toHaveLength(1);
  });

  it('tells every member but the actor that a module was switched off', async () => {
    const company = await createTestCompany(database, { name: 'Modular' });
    const switched = await inject(app(), updateSubscribedModules, {
      as: company.owner,
      body: { modules: ['TIME_TRACKING', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION'] },
    });
    expect(switched.statusCode).toBe(200);
    for (const person of [company.admin, company.member]) {
      expect((await delivered(person, 'company.module_switched')).title).toBe(
        'Absence switched off for Modular',
      );
    }
    expect((await list(company.owner, { kind: 'company.module_switched' })).items).toEqual([]);
  });

  it('delivers to a company of 400 members at once (the change announcement is split to fit NOTIFY)', async () => {
    const company = await createTestCompany(database, { name: 'Large' });
    const people = await database.owner
      .insert(users)
      .values(Array.from({ length: 397 }, (_, n) => ({ issuer: 'https://idp.test', subject: `large-${n}` })))
      .returning({ id: users.id });
    await database.owner
      .insert(companyMembers)
      .values(people.map((person) => ({ companyId: company.companyId, userId: person.id })));
    await inject(app(), updateSubscribedModules, { as: company.owner, body: { modules: ['TIME_TRACKING'] } });
    const delivered = await until(async () => {
      const rows = await database.owner
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.companyId, company.companyId));
      return rows[0]!.count >= 399 * 3 ? rows[0]!.count : undefined;
    }, 30_000);
    // Three modules switched off, each to every member but the owner who did it.
    expect(delivered).toBe(399 * 3);
  });
});

describe('the notification list', () => {
  let person: TestPerson;
  beforeAll(async () => {
    const company = await createTestCompany(database, { name: 'Lister' });
    person = company.member;
    const rows = Array.from({ length: 5 }, (_, n) => ({
      companyId: company.companyId,
      userId: person.userId,
      kind: n % 2 === 0 ? 'job.finished' : 'member.role_changed',
      params: {
        jobName: `Export ${n}`,
        jobLink: '/notifications/overview',
        companyName: 'Lister',
        role: 'MEMBER',
      },
      link: '/notifications/overview',
      createdAt: new Date(Date.now() - (5 - n) * 60_000),
    }));
    await database.owner.insert(notifications).values(rows);
    // One in the person's other company.
    const second = await createTestCompany(database, { name: 'Second' });
    await addMember(database, second.companyId, { userId: person.userId, email: person.email });
    await database.owner.insert(notifications).values({
      companyId: second.companyId,
      userId: person.userId,
      kind: 'job.failed',
      params: { jobName: 'Import', jobLink: '/', companyName: 'Second' },
      link: '/',
    });
  });

  it('pages newest first, filters by kind and status, and counts the other companies', async () => {
    const page = await list(person, { pageSize: '2' });
    expect(page.total).toBe(5);
    expect(page.items.map((item) => item.title)).toEqual([
      'Export 4 finished',
      'Your role in Lister changed',
    ]);
    expect(page.unreadCount).toBe(5);
    expect(page.otherCompanies).toEqual([
      { companyId: expect.any(String), companyName: 'Second', unreadCount: 1 },
    ]);
    const last = await list(person, { pageSize: '2', page: '3' });
    expect(last.items.map((item) => item.title)).toEqual(['Export 0 finished']);
    expect((await list(person, { kind: 'job.finished' })).total).toBe(3);
  });

  it('marks one read, archives one, marks all read', async () => {
    const [first, second] = (await list(person)).items;
    const read = await inject(app(), markNotificationRead, {
      params: { notificationId: first!.notificationId },
      as: person,
    });
    expect(read.statusCode).toBe(204);
    expect((await list(person, { status: 'read' })).items.map((item) => item.notificationId)).toEqual([
      first!.notificationId,
    ]);
    const archived = await inject(app(), archiveNotification, {
      params: { notificationId: second!.notificationId },
      as: person,
    });
    expect(archived.statusCode).toBe(204);
    expect((await list(person)).total).toBe(4);
    const all = await inject(app(), markAllNotificationsRead, { as: person });
    expect(all.json()).toEqual({ updated: 3 });
    const count = await inject(app(), getUnreadCount, { as: person });
    // The other company's notification stays unread: it belongs to the list of that company.
    expect(count.json()).toEqual({ unreadCount: 0, otherCompaniesUnread: 1 });
  });

  it('answers 404 for someone else’s notification and another company’s, and changes nothing', async () => {
    const [mine] = (await list(person)).items;
    for (const stranger of [other.owner, acme.member]) {
      for (const operation of [markNotificationRead, archiveNotification]) {
        const response = await inject(app(), operation, {
          params: { notificationId: mine!.notificationId },
          as: stranger,
        });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('NOT_FOUND');
      }
      expect((await list(stranger)).items.map((item) => item.notificationId)).not.toContain(
        mine!.notificationId,
      );
    }
    const [row] = await database.owner
      .select()
      .from(notifications)
      .where(eq(notifications.id, mine!.notificationId));
    expect(row!.archivedAt).toBeNull();
  });

  it('refuses bad input naming the field, and anonymous callers', async () => {
    const bad = await inject(app(), getNotifications, { as: person, query: { pageSize: '500' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.[0]?.path).toContain('pageSize');
    const kind = await inject(app(), getNotifications, { as: person, query: unchecked({ kind: 'nope' }) });
    expect(kind.statusCode).toBe(400);
    const badId = await inject(app(), markNotificationRead, {
      params: { notificationId: 'not-a-uuid' },
      as: person,
    });
    expect(badId.statusCode).toBe(400);
    expect((await inject(app(), getUnreadCount)).statusCode).toBe(401);
  });

  it('forgets notifications after 90 days', async () => {
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 89 * 24 * 60 * 60 * 1000);
    const [a, b] = await database.owner
      .insert(notifications)
      .values([
        {
          companyId: acme.companyId,
          userId: acme.owner.userId,
          kind: 'job.finished',
          params: {},
          link: '/',
          createdAt: old,
        },
        {
          companyId: acme.companyId,
          userId: acme.owner.userId,
          kind: 'job.finished',
          params: {},
          link: '/',
          createdAt: recent,
        },
      ])
      .returning();
    expect(await cleanUpNotifications(database)).toBeGreaterThanOrEqual(1);
    const left = await database.owner
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.id} in (${a!.id}, ${b!.id})`);
    expect(left).toEqual([{ id: b!.id }]);
  });
});

describe('preferences and mandatory events', () => {
  it('shows the defaults, saves quiet hours, time zone and the digest', async () => {
    const company = await createTestCompany(database);
    const initial = notificationPreferencesSchema.parse(
      (await inject(app(), getNotificationPreferences, { as: company.member })).json(),
    );
    expect(initial.events.find((event) => event.kind === 'member.role_changed')?.channels).toEqual({
      inApp: { enabled: true, locked: false },
      email: { enabled: true, locked: false },
      push: { enabled: false, locked: false },
    });
    expect(initial).toMatchObject({ timeZone: 'UTC', quietHours: null, dailyDigest: false });
    const saved = await inject(app(), updateNotificationPreferences, {
      as: company.member,
      body: { timeZone: 'Europe/Skopje', quietHours: { start: '22:00', end: '07:00' }, dailyDigest: true },
    });
    expect(saved.json()).toMatchObject({
      timeZone: 'Europe/Skopje',
      quietHours: { start: '22:00', end: '07:00' },
      dailyDigest: true,
    });
  });

  it('refuses a bad time zone or clock time naming the field, saving nothing', async () => {
    const company = await createTestCompany(database);
    const bad = await inject(app(), updateNotificationPreferences, {
      as: company.member,
      body: { timeZone: 'Mars/Olympus', quietHours: { start: '25:00', end: '07:00' }, dailyDigest: true },
    });
    expect(bad.statusCode).toBe(400);
    const paths = errorOf(bad).fields?.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['body.timeZone', 'body.quietHours.start']));
    const after = await inject(app(), getNotificationPreferences, { as: company.member });
    expect(after.json()).toMatchObject({ timeZone: 'UTC', dailyDigest: false });
  });

  it('lets an administrator make an event mandatory; members then cannot switch it off', async () => {
    const company = await createTestCompany(database);
    const refused = await inject(app(), updateMandatoryNotifications, {
      as: company.member,
      body: { mandatory: ['member.role_changed'] },
    });
    expect(refused.statusCode).toBe(403);
    const notAllowed = await inject(app(), updateMandatoryNotifications, {
      as: company.admin,
      body: { mandatory: ['invitation.received'] },
    });
    expect(notAllowed.statusCode).toBe(400);
    expect(errorOf(notAllowed).fields?.[0]?.path).toBe('body.mandatory.0');
    const made = await inject(app(), updateMandatoryNotifications, {
      as: company.admin,
      body: { mandatory: ['member.role_changed'] },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().mandatory).toEqual(['member.role_changed']);
    const read = await inject(app(), getMandatoryNotifications, { as: company.owner });
    expect(read.json().available).toContain('invitation.accepted');

    const off = await inject(app(), updateNotificationPreferences, {
      as: company.member,
      body: {
        dailyDigest: true,
        choices: [
          { kind: 'member.role_changed', channel: 'push', enabled: true },
          { kind: 'member.role_changed', channel: 'email', enabled: false },
        ],
      },
    });
    expect(off.statusCode).toBe(409);
    expect(errorOf(off).fields).toEqual([
      { path: 'body.choices.1.enabled', message: 'is mandatory in this company' },
    ]);
    const prefs = notificationPreferencesSchema.parse(
      (await inject(app(), getNotificationPreferences, { as: company.member })).json(),
    );
    const event = prefs.events.find((entry) => entry.kind === 'member.role_changed')!;
    expect(event.mandatory).toBe(true);
    expect(event.channels.email).toEqual({ enabled: true, locked: true });
    // Nothing of the refused request was saved.
    expect(event.channels.push.enabled).toBe(false);
    expect(prefs.dailyDigest).toBe(false);
  });
});

describe('job progress', () => {
  it('shows a tracked job to the person who started it, 404 to anyone else', async () => {
    const jobId = crypto.randomUUID();
    await database.owner.insert(jobProgress).values({
      jobId,
      companyId: acme.companyId,
      startedByUserId: acme.member.userId,
      queue: 'export',
      state: 'running',
      done: 3,
      total: 12,
    });
    const mine = await inject(app(), getJobProgress, { params: { jobId }, as: acme.member });
    expect(mine.json()).toMatchObject({ jobId, state: 'running', done: 3, total: 12, percent: 25 });
    for (const stranger of [acme.owner, other.owner]) {
      expect((await inject(app(), getJobProgress, { params: { jobId }, as: stranger })).statusCode).toBe(404);
    }
  });
});
