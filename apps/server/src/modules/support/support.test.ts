import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_RATE_LIMIT,
  createSupportMessage,
  getSupportInfo,
  supportMessageCreatedSchema,
} from '@atrium/contract/support';
import { auditLog, mailOutbox, supportMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inject, unchecked } from '../../test/inject.ts';
import {
  createPerson,
  createTestCompany,
  errorOf,
  type TestCompany,
  type TestPerson,
} from '../../test/tenant-fixtures.ts';

const SUPPORT = 'help@atrium.example';

describe('contact support', () => {
  let database: TestDatabase;
  let withAddress: TestApp;
  let withoutAddress: TestApp;
  let acme: TestCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    withAddress = await createTestApp({ database, env: { SUPPORT_EMAIL: SUPPORT } });
    withoutAddress = await createTestApp({ database });
    acme = await createTestCompany(database, { name: 'Acme Support Test' });
  });
  afterAll(async () => {
    await withAddress?.close();
    await withoutAddress?.close();
    await database?.dispose();
  });

  const send = (app: TestApp, as: TestPerson | undefined, body: unknown) =>
    inject(app.app, createSupportMessage, { ...(as ? { as } : {}), body: unchecked(body) });
  const messagesOf = (person: TestPerson) =>
    database.owner
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.userId, person.userId))
      .orderBy(desc(supportMessages.createdAt));
  const mailsToSupport = () =>
    database.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, SUPPORT))
      .orderBy(desc(mailOutbox.createdAt));

  it('stores the message with the company and mails it to SUPPORT_EMAIL', async () => {
    const mailsBefore = (await mailsToSupport()).length;
    const response = await send(withAddress, acme.member, {
      subject: '  Cannot export  ',
      message: 'The export button does nothing.',
      includeCompany: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = supportMessageCreatedSchema.parse(response.json());
    expect(created.delivery).toBe('EMAILED');

    const [row] = await messagesOf(acme.member);
    expect(row).toMatchObject({
      id: created.messageId,
      companyId: acme.companyId,
      subject: 'Cannot export',
      message: 'The export button does nothing.',
    });
    const mails = await mailsToSupport();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]).toMatchObject({ status: 'OUTBOX', subject: '[Atrium support] Cannot export' });
    expect(mails[0]?.textBody).toContain('The export button does nothing.');
    expect(mails[0]?.textBody).toContain(acme.member.email);
    expect(mails[0]?.textBody).toContain(`Acme Support Test (${acme.companyId})`);

    const [audit] = await database.owner
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support.message_created'), eq(auditLog.target, created.messageId)));
    expect(audit).toMatchObject({ actorUserId: acme.member.userId, companyId: acme.companyId });
  });

  it('leaves the company out unless asked', async () => {
    const response = await send(withAddress, acme.admin, {
      subject: 'A question',
      message: 'How do I invite people?',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await messagesOf(acme.admin);
    expect(row?.companyId).toBeNull();
    expect((await mailsToSupport())[0]?.textBody).toContain('Company: not included');
  });

  it('only stores when no support address is configured, and says so', async () => {
    const person = await createPerson(database);
    const info = await inject(withoutAddress.app, getSupportInfo, { as: person });
    expect(info.json()).toEqual({ supportEmail: null });
    const configured = await inject(withAddress.app, getSupportInfo, { as: person });
    expect(configured.json()).toEqual({ supportEmail: SUPPORT });

    const mailsBefore = (await database.owner.select().from(mailOutbox)).length;
    const response = await send(withoutAddress, person, {
      subject: 'No company yet',
      message: 'I signed up but see nothing.',
    });
    expect(response.statusCode).toBe(201);
    expect(supportMessageCreatedSchema.parse(response.json()).delivery).toBe('STORED');
    expect(await messagesOf(person)).toHaveLength(1);
    expect(await database.owner.select().from(mailOutbox)).toHaveLength(mailsBefore);
  });

  it('names each bad field and stores nothing', async () => {
    const person = await createPerson(database);
    const response = await send(withAddress, person, {
      subject: 'Hi\r\nBcc: everyone@example.test',
      message: 'short',
      includeCompany: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(
      errorOf(response)
        .fields?.map((field) => field.path)
        .sort(),
    ).toEqual(['body.includeCompany', 'body.message', 'body.subject']);
    expect(await messagesOf(person)).toHaveLength(0);
  });

  it('refuses "include my company" from a person without one', async () => {
    const person = await createPerson(database);
    const response = await send(withAddress, person, {
      subject: 'About my company',
      message: 'Which company am I in?',
      includeCompany: true,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.map((field) => field.path)).toEqual(['body.includeCompany']);
    expect(await messagesOf(person)).toHaveLength(0);
  });

  it(`limits each person to ${SUPPORT_RATE_LIMIT} messages an hour, counted apart from others`, async () => {
    const person = await createPerson(database);
    const body = { subject: 'Again', message: 'Still not working, sorry.' };
    const answers = await Promise.all(
      Array.from({ length: SUPPORT_RATE_LIMIT + 2 }, () => send(withAddress, person, body)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SUPPORT_RATE_LIMIT);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(errorOf(refused[0]!).code).toBe('RATE_LIMITED');
    expect(await messagesOf(person)).toHaveLength(SUPPORT_RATE_LIMIT);

    const someoneElse = await createPerson(database);
    expect((await send(withAddress, someoneElse, body)).statusCode).toBe(201);
  });

  it('refuses anonymous callers', async () => {
    const response = await send(withAddress, undefined, {
      subject: 'Anon',
      message: 'Anonymous message here',
    });
    expect(response.statusCode).toBe(401);
  });
});
