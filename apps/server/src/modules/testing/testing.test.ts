import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJobProgress, jobProgressSchema, type JobProgress } from '@atrium/contract/jobs';
import { getNotifications, getUnreadCount } from '@atrium/contract/notifications';
import { sendTestEmail, sendTestInAppNotification, startTestJob } from '@atrium/contract/testing';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject } from '../../test/inject.ts';
import {
  createMember,
  createPerson,
  createTestCompany,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import { until } from '../../test/until.ts';

describe('testing: a test notification e-mail', () => {
  let database: TestDatabase;
  let app: TestApp;
  let acme: TestCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp({ database });
    acme = await createTestCompany(database, { name: 'Acme Testing' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const send = (as: TestPerson | undefined) => inject(app.app, sendTestEmail, { as });
  const mailsTo = (address: string) =>
    database.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(desc(mailOutbox.createdAt));

  it("goes to the caller's own address in their language, through the notifications' e-mail channel", async () => {
    const person = await createMember(database, acme.companyId);
    await database.owner.update(users).set({ language: 'mk' }).where(eq(users.id, person.userId));
    const response = await send(person);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: person.email });
    const [mail] = await mailsTo(person.email);
    expect(mail?.subject).toBe('Пробно известување од Atrium');
    expect(mail?.textBody).toContain('/testing');
  });

  it('is limited to three a minute per person', async () => {
    const person = await createMember(database, acme.companyId);
    for (let i = 0; i < 3; i += 1) expect((await send(person)).statusCode).toBe(200);
    const fourth = await send(person);
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth).code).toBe('RATE_LIMITED');
    expect(await mailsTo(person.email)).toHaveLength(3);
  });

  it('needs a company and a signed-in person; an account without an address is told so', async () => {
    expect((await send(await createPerson(database))).statusCode).toBe(403);
    expect((await send(undefined)).statusCode).toBe(401);
    const person = await createMember(database, acme.companyId);
    await database.owner.update(users).set({ email: null }).where(eq(users.id, person.userId));
    const response = await send(person);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[0]?.path).toBe('email');
  });

  describe('an in-app test notification and a background job', () => {
    beforeAll(async () => {
      await app.app.platform.jobs.startWorkers();
      await app.app.platform.notifications.start();
    });

    it('reaches the caller in the app, in their language, counted as unread; nobody else', async () => {
      const person = await createMember(database, acme.companyId);
      await database.owner.update(users).set({ language: 'sq' }).where(eq(users.id, person.userId));
      const sent = await inject(app.app, sendTestInAppNotification, { as: person });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().eventId).toMatch(/^[0-9a-f-]{36}$/);
      const list = async (who: typeof person) =>
        (await inject(app.app, getNotifications, { as: who })).json() as {
          items: { title: string; body: string; link: string; kind: string }[];
        };
      const [item] = await until(async () => {
        const { items } = await list(person);
        return items.length > 0 ? items : undefined;
      });
      expect(item).toMatchObject({
        kind: 'testing.notification',
        title: 'Njoftim provë',
        body: 'Njoftimet në aplikacion ju arrijnë.',
        link: '/testing',
      });
      const count = await inject(app.app, getUnreadCount, { as: person });
      expect(count.json()).toMatchObject({ unreadCount: 1 });
      expect((await list(acme.owner)).items.map((entry) => entry.kind)).not.toContain('testing.notification');
    });

    it('is limited to five a minute, and needs a company', async () => {
      const person = await createMember(database, acme.companyId);
      const send = (as: TestPerson | undefined) => inject(app.app, sendTestInAppNotification, { as });
      for (let i = 0; i < 5; i += 1) expect((await send(person)).statusCode).toBe(200);
      const sixth = await send(person);
      expect(sixth.statusCode).toBe(429);
      expect(errorOf(sixth).code).toBe('RATE_LIMITED');
      expect((await send(await createPerson(database))).statusCode).toBe(403);
      expect((await send(undefined)).statusCode).toBe(401);
    });

    it('runs a tracked job whose progress the caller reads step by step until it completes', async () => {
      const person = await createMember(database, acme.companyId);
      const started = await inject(app.app, startTestJob, { as: person });
      expect(started.statusCode).toBe(200);
      const { jobId } = started.json() as { jobId: string };
      const params = { jobId };
      const seen: JobProgress[] = [];
      const done = await until(async () => {
        const response = await inject(app.app, getJobProgress, { params, as: person });
        expect(response.statusCode).toBe(200);
        const progress = jobProgressSchema.parse(response.json());
        seen.push(progress);
        return progress.state === 'completed' ? progress : undefined;
      });
      expect(done).toMatchObject({ done: 5, total: 5, percent: 100 });
      // It moved through the steps on the way, not only from nothing to done.
      const between = seen.filter((p) => p.state === 'running' && p.done > 0 && p.done < 5);
      expect(between.length).toBeGreaterThan(0);
      expect(between[0]).toMatchObject({ total: 5, message: `step ${between[0]!.done} of 5` });
      // Only the person who started it sees it.
      expect((await inject(app.app, getJobProgress, { params, as: acme.owner })).statusCode).toBe(404);
      // It ends with a "finished" notification to them.
      await until(async () => {
        const { items } = (await inject(app.app, getNotifications, { as: person })).json() as {
          items: { kind: string }[];
        };
        return items.some((entry) => entry.kind === 'job.finished');
      });
    });

    it('starts jobs only for a member, at most three a minute', async () => {
      const person = await createMember(database, acme.companyId);
      const start = (as: TestPerson | undefined) => inject(app.app, startTestJob, { as });
      expect((await start(await createPerson(database))).statusCode).toBe(403);
      expect((await start(undefined)).statusCode).toBe(401);
      for (let i = 0; i < 3; i += 1) expect((await start(person)).statusCode).toBe(200);
      expect((await start(person)).statusCode).toBe(429);
    });
  });
});
