import { randomUUID } from 'node:crypto';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceIdOf } from '@atrium/push';
import { PushEndpointStandIn, type StandInSubscription } from '@atrium/push/testing';
import { companyMembers, users } from '../../db/schema/index.ts';
import type { RunningJob } from '../../platform/jobs/jobs.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  createMember,
  createTestCompany,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';
import {
  PUSH_CHUNK,
  PUSH_QUEUE,
  pushChunks,
  runPushFanOut,
  type PushFanOutJob,
  type PushRecipient,
} from './push-fan-out.ts';

// The push jobs are run here directly, as the queue would run them (and run them again after a
// crash); the app's workers are not started, so nothing else sends meanwhile.
const standIn = new PushEndpointStandIn();
const defaultCertificates = getCACertificates('default');
let database: TestDatabase;
let testApp: TestApp;
let acme: TestCompany;
const service = () => testApp.app.platform.push.service;

beforeAll(async () => {
  await standIn.start();
  setDefaultCACertificates([...defaultCertificates, standIn.ca]);
  database = await createTestDatabase();
  testApp = await createTestApp({ database, env: { PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true' } });
  acme = await createTestCompany(database, { name: 'Acme' });
}, 60_000);

afterAll(async () => {
  setDefaultCACertificates(defaultCertificates);
  await testApp?.close();
  await database?.dispose();
  await standIn.close();
});

async function memberWithDevices(devices: number, language = 'en') {
  const person = await createMember(database, acme.companyId);
  await database.owner.update(users).set({ language }).where(eq(users.id, person.userId));
  const subscribed: StandInSubscription[] = [];
  for (let n = 0; n < devices; n += 1) {
    const device = standIn.subscription();
    await service().subscribe({ userId: person.userId, companyId: acme.companyId, ...device });
    subscribed.push(device);
  }
  return { person, devices: subscribed };
}

const recipient = (person: TestPerson, language: PushRecipient['language'] = 'en'): PushRecipient => ({
  userId: person.userId,
  language,
});

function eventPush(people: PushRecipient[]): PushFanOutJob {
  return {
    eventId: randomUUID(),
    companyId: acme.companyId,
    kind: 'job.failed',
    link: '/notifications/overview',
    companyName: 'Acme',
    urgent: true,
    people,
  };
}

/** A run of the job, as the queue gives it; the same data again is what a retried job gets. */
async function run(data: PushFanOutJob) {
  const later: { job: PushFanOutJob; at: Date }[] = [];
  const tenant = { companyId: data.companyId, userId: null };
  const job: RunningJob<PushFanOutJob> = {
    id: randomUUID(),
    name: PUSH_QUEUE,
    data,
    retryCount: 0,
    tenant,
    withTenant: (work) => database.withTenant(tenant, work),
    withCompany: (companyId, work) => database.withTenant({ companyId, userId: null }, work),
    reportProgress: async () => {},
    reportResult: async () => {},
  };
  const result = await runPushFanOut(job, {
    push: service(),
    retryLater: async (next, at) => void later.push({ job: next, at }),
  });
  return { result, later };
}

const statuses = (device: StandInSubscription) => standIn.to(device.endpoint).map((entry) => entry.status);

describe("an event's push to its recipients", () => {
  it('reaches every device once in its person’s language, and the job run again sends nothing twice', async () => {
    const ana = await memberWithDevices(2);
    const ivo = await memberWithDevices(1, 'mk');
    const data = eventPush([recipient(ana.person), recipient(ivo.person, 'mk')]);

    const first = await run(data);
    expect(first.result).toMatchObject({ delivered: 3, removed: 0, failed: 0, alreadySent: 0 });
    expect(first.later).toEqual([]);
    expect(standIn.to(ana.devices[0]!.endpoint)[0]?.payload).toMatchObject({
      body: 'New notification in Acme',
    });
    expect(standIn.to(ivo.devices[0]!.endpoint)[0]?.payload).toMatchObject({
      body: 'Ново известување во Acme',
    });

    // The queue runs the job again (its process died before it could mark it done).
    const again = await run(data);
    expect(again.result).toMatchObject({ delivered: 0, alreadySent: 3 });
    for (const device of [...ana.devices, ...ivo.devices]) expect(statuses(device)).toEqual([201]);
  });

  it('drops only the device answered 410 and sends later only to the device asked to wait', async () => {
    const ana = await memberWithDevices(2);
    const ivo = await memberWithDevices(2);
    const [gone, fine] = ana.devices as [StandInSubscription, StandInSubscription];
    const [busy, alsoFine] = ivo.devices as [StandInSubscription, StandInSubscription];
    standIn.answer(gone.endpoint, { status: 410 });
    standIn.answer(busy.endpoint, { status: 503, headers: { 'retry-after': '120' } });
    const data = eventPush([recipient(ana.person), recipient(ivo.person)]);

    const before = Date.now();
    const first = await run(data);
    expect(first.result).toMatchObject({ delivered: 2, removed: 1, failed: 0 });
    expect(
      await service().subscriptionState({ userId: ana.person.userId, companyId: acme.companyId }),
    ).toEqual({ devices: 1, thisDevice: false });
    // One later attempt, for that device only, not before its push service's Retry-After.
    expect(first.later).toHaveLength(1);
    const [later] = first.later;
    expect(later!.job.retry).toMatchObject({ devices: [deviceIdOf(busy.endpoint)], attempt: 1 });
    expect(later!.at.getTime()).toBeGreaterThanOrEqual(before + 120_000);

    const second = await run(later!.job);
    expect(second.result).toMatchObject({ delivered: 1, removed: 0, alreadySent: 0 });
    expect(second.later).toEqual([]);
    // And the later attempt run again after a crash: nobody gets it twice.
    expect((await run(later!.job)).result).toMatchObject({ delivered: 0, alreadySent: 1 });
    expect(statuses(gone)).toEqual([410]);
    expect(statuses(fine)).toEqual([201]);
    expect(statuses(busy)).toEqual([503, 201]);
    expect(statuses(alsoFine)).toEqual([201]);
  });

  it('gives nothing to a member disabled since the event, and removes their devices in the company', async () => {
    const stays = await memberWithDevices(1);
    const leaves = await memberWithDevices(1);
    await database.owner
      .update(companyMembers)
      .set({ status: 'DISABLED' })
      .where(eq(companyMembers.id, leaves.person.companyMemberId!));
    const { result } = await run(eventPush([recipient(stays.person), recipient(leaves.person)]));
    expect(result).toMatchObject({ delivered: 1, retry: { devices: [] } });
    expect(standIn.to(leaves.devices[0]!.endpoint)).toHaveLength(0);
    expect(
      await service().subscriptionState({ userId: leaves.person.userId, companyId: acme.companyId }),
    ).toEqual({ devices: 0, thisDevice: false });
  });

  it('keeps at most 64 requests open while it sends to 150 devices', async () => {
    const people: PushRecipient[] = [];
    for (let n = 0; n < 150; n += 1) people.push(recipient((await memberWithDevices(1)).person));
    standIn.peakInFlight = 0;
    // Slow answers: every request let out overlaps the others, so the peak is the bound itself.
    standIn.answerDelayMs = 1_000;
    try {
      const { result } = await run(eventPush(people));
      expect(result.delivered).toBe(150);
      expect(standIn.peakInFlight).toBeLessThanOrEqual(64);
      expect(standIn.peakInFlight).toBeGreaterThan(32);
    } finally {
      standIn.answerDelayMs = 0;
    }
  }, 60_000);
});

describe('the push jobs of one event', () => {
  const notification = {
    eventId: randomUUID(),
    companyId: randomUUID(),
    kind: 'company.module_switched',
    link: '/current-company-info/about',
    companyName: 'Acme',
    urgent: false,
  };
  const people = Array.from({ length: 1_200 }, () => ({ userId: randomUUID(), language: 'en' as const }));

  it('are chunks of at most PUSH_CHUNK people, keyed the same whatever order the plan listed them in', () => {
    const chunks = pushChunks(notification, people, null);
    expect(chunks.map((chunk) => chunk.job.people.length)).toEqual([PUSH_CHUNK, PUSH_CHUNK, 200]);
    expect(new Set(chunks.flatMap((chunk) => chunk.job.people.map((person) => person.userId))).size).toBe(
      1_200,
    );
    const reversed = pushChunks(notification, [...people].reverse(), null);
    expect(reversed.map((chunk) => chunk.key)).toEqual(chunks.map((chunk) => chunk.key));
  });

  it('are new jobs when the chunk or its time differs, so a changed plan is not lost to an old key', () => {
    const keys = new Set(pushChunks(notification, people, null).map((chunk) => chunk.key));
    const later = pushChunks(notification, people, new Date('2026-12-01T07:00:00Z'));
    expect(later.some((chunk) => keys.has(chunk.key))).toBe(false);
    // Without the person who sorts first, the first chunk is someone else's: another job.
    const [first] = [...people].sort((a, b) => (a.userId < b.userId ? -1 : 1));
    const fewer = pushChunks(
      notification,
      people.filter((person) => person !== first),
      null,
    );
    expect(keys.has(fewer[0]!.key)).toBe(false);
  });
});
