import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyInviteSchema,
  createdInviteSchema,
  createInvite,
  getCompanyInvites,
  getCurrentCompany,
  getInvite,
  inviteDetailsSchema,
  respondToInvite,
  revokeInvite,
} from '@atrium/contract/companies';
import { auditLog, companyInvites, companyMembers, mailOutbox } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
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
import { hashInviteToken } from './invite-token.ts';

describe('company invitations', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let acme: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A developer machine: the outbox keeps the invitation link readable for these tests to follow.
    testApp = await createTestApp({
      database,
      env: { PUBLIC_URL: 'https://atrium.example', DEV_WEB_ORIGIN: 'http://localhost:5173' },
    });
    acme = await createTestCompany(database, { name: 'Acme' });
    other = await createTestCompany(database, { name: 'Other' });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });
  const app = () => testApp.app;

  async function lastMailTo(address: string) {
    const [mail] = await database.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(desc(mailOutbox.createdAt));
    return mail;
  }

  /** Invites `email` as `by`, returns the invitation and the token from the e-mailed link. */
  async function invite(by: TestPerson, email: string, role: 'ADMIN' | 'MEMBER' = 'MEMBER') {
    const response = await inject(app(), createInvite, { as: by, body: { email, role } });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await lastMailTo(email.trim().toLowerCase());
    const token = /respond-to-invite\?token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
    expect(token).toBeDefined();
    return { invite: companyInviteSchema.parse(response.json()), token: token!, mail: mail! };
  }

  const respond = (as: TestPerson, token: string, response: 'accept' | 'decline') =>
    inject(app(), respondToInvite, { as, body: { token, response } });

  it('lifecycle: create → mail → get → accept → membership; a second use is refused', async () => {
    const invitee = await createPerson(database, { email: 'New.Person@Example.test' });
    const { invite: created, token, mail } = await invite(acme.admin, ' new.person@example.TEST ', 'ADMIN');
    expect(created).toMatchObject({ email: 'new.person@example.test', role: 'ADMIN', status: 'PENDING' });
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(mail.textBody).toContain(`https://atrium.example/respond-to-invite?token=${token}`);
    expect(mail.subject).toContain('Acme');

    // Only the hash is stored.
    const [row] = await database.owner
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.id, created.inviteId));
    expect(row?.tokenHash).toBe(hashInviteToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await inject(app(), getCompanyInvites, { as: acme.owner });
    expect(
      companyInviteSchema
        .array()
        .parse(listed.json())
        .map((i) => i.inviteId),
    ).toContain(created.inviteId);

    const details = await inject(app(), getInvite, { as: invitee, body: { token } });
    expect(details.statusCode).toBe(200);
    expect(inviteDetailsSchema.parse(details.json())).toMatchObject({
      companyName: 'Acme',
      role: 'ADMIN',
      status: 'PENDING',
      expired: false,
      emailMatches: true,
    });
    expect(details.json().inviterName).toBeTruthy();

    const accepted = await respond(invitee, token, 'accept');
    expect(accepted.statusCode).toBe(200);
    const result = accepted.json();
    expect(result).toMatchObject({ status: 'ACCEPTED', companyId: acme.companyId });
    const [member] = await database.owner
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, result.companyMemberId));
    expect(member).toMatchObject({
      userId: invitee.userId,
      companyId: acme.companyId,
      role: 'ADMIN',
      status: 'ACTIVE',
    });
    // The new membership works with a token for it.
    const asMember = { ...invitee, companyId: acme.companyId, companyMemberId: result.companyMemberId };
    expect((await inject(app(), getCurrentCompany, { as: asMember })).statusCode).toBe(200);
    const audits = await database.owner
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, created.inviteId)));
    expect(audits.map((a) => a.action).sort()).toEqual(['invite.accepted', 'invite.created']);

    const again = await respond(invitee, token, 'accept');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toEqual([{ path: 'body.token', message: 'was already used' }]);
    const stillPending = await inject(app(), getCompanyInvites, { as: acme.owner });
    expect(stillPending.json().map((i: { inviteId: string }) => i.inviteId)).not.toContain(created.inviteId);
  });

  it('decline: no membership, and the link is spent', async () => {
    const invitee = await createPerson(database);
    const { token } = await invite(acme.owner, invitee.email);
    const declined = await respond(invitee, token, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: 'DECLINED', companyId: acme.companyId, companyMemberId: null });
    expect(
      await database.owner.$count(
        companyMembers,
        and(eq(companyMembers.companyId, acme.companyId), eq(companyMembers.userId, invitee.userId)),
      ),
    ).toBe(0);
    expect((await respond(invitee, token, 'accept')).statusCode).toBe(409);
  });

  it('expired: refused with 409 naming the token, GetInvite says expired', async () => {
    const invitee = await createPerson(database);
    const { invite: created, token } = await invite(acme.owner, invitee.email);
    await database.owner
      .update(companyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvites.id, created.inviteId));
    const details = await inject(app(), getInvite, { as: invitee, body: { token } });
    expect(details.json()).toMatchObject({ status: 'PENDING', expired: true });
    const response = await respond(invitee, token, 'accept');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/expired/) });
    expect(errorOf(response).fields).toEqual([{ path: 'body.token', message: 'has expired' }]);
    expect(await database.owner.$count(companyMembers, eq(companyMembers.userId, invitee.userId))).toBe(0);
  });

  it('wrong e-mail: 403, and the invitation stays usable by the right person', async () => {
    const invitee = await createPerson(database);
    const stranger = await createPerson(database);
    const { token } = await invite(acme.owner, invitee.email);
    const details = await inject(app(), getInvite, { as: stranger, body: { token } });
    expect(details.json()).toMatchObject({ emailMatches: false });
    for (const answer of ['accept', 'decline'] as const) {
      const response = await respond(stranger, token, answer);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect(await database.owner.$count(companyMembers, eq(companyMembers.userId, stranger.userId))).toBe(0);
    expect((await respond(invitee, token, 'accept')).statusCode).toBe(200);
  });

  it('unknown token 404, malformed token 400 naming the field, anonymous 401', async () => {
    const person = await createPerson(database);
    const unknown = await respond(person, 'A'.repeat(43), 'accept');
    expect(unknown.statusCode).toBe(404);
    const lookup = await inject(app(), getInvite, { as: person, body: { token: 'B'.repeat(43) } });
    expect(lookup.statusCode).toBe(404);
    const malformed = await respond(person, 'short', 'accept');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields?.[0]?.path).toBe('body.token');
    const badAnswer = await inject(app(), respondToInvite, {
      as: person,
      body: unchecked({ token: 'A'.repeat(43), response: 'maybe' }),
    });
    expect(errorOf(badAnswer).fields?.[0]?.path).toBe('body.response');
    const anonymous = await inject(app(), respondToInvite, {
      body: { token: 'A'.repeat(43), response: 'accept' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('re-inviting a pending address replaces the old invitation', async () => {
    const email = `again-${Date.now()}@example.test`;
    const first = await invite(acme.admin, email);
    const second = await invite(acme.admin, email.toUpperCase(), 'ADMIN');
    const pending = companyInviteSchema
      .array()
      .parse((await inject(app(), getCompanyInvites, { as: acme.admin })).json())
      .filter((i) => i.email === email);
    expect(pending.map((i) => i.inviteId)).toEqual([second.invite.inviteId]);
    const invitee = await createPerson(database, { email });
    expect((await respond(invitee, first.token, 'accept')).statusCode).toBe(409);
    expect((await respond(invitee, second.token, 'accept')).statusCode).toBe(200);
  });

  it('refuses inviting a member (409 naming e-mail), a bad address or role (400), and a MEMBER (403)', async () => {
    const member = await inject(app(), createInvite, {
      as: acme.owner,
      body: { email: acme.member.email.toUpperCase(), role: 'MEMBER' },
    });
    expect(member.statusCode).toBe(409);
    expect(errorOf(member).fields?.[0]?.path).toBe('body.email');
    // A member of another company is invitable.
    expect((await invite(acme.owner, other.member.email)).invite.status).toBe('PENDING');
    for (const [body, field] of [
      [{ email: 'not-an-address', role: 'MEMBER' }, 'body.email'],
      [{ email: 'x@example.test', role: 'OWNER' }, 'body.role'],
      [{ role: 'MEMBER' }, 'body.email'],
    ] as const) {
      const before = await database.owner.$count(companyInvites);
      const response = await inject(app(), createInvite, { as: acme.admin, body: unchecked(body) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.map((f) => f.path)).toContain(field);
      expect(await database.owner.$count(companyInvites)).toBe(before);
    }
    const denied = await inject(app(), createInvite, {
      as: acme.member,
      body: { email: 'y@example.test', role: 'MEMBER' },
    });
    expect(denied.statusCode).toBe(403);
    expect(await lastMailTo('y@example.test')).toBeUndefined();
  });

  it("lists and revokes only the caller company's invitations", async () => {
    const ours = await invite(acme.admin, `ours-${Date.now()}@example.test`);
    const theirs = await invite(other.admin, `theirs-${Date.now()}@example.test`);
    const list = companyInviteSchema
      .array()
      .parse((await inject(app(), getCompanyInvites, { as: acme.admin })).json());
    expect(list.map((i) => i.inviteId)).not.toContain(theirs.invite.inviteId);
    expect(list.every((i) => i.status === 'PENDING')).toBe(true);

    const foreign = await inject(app(), revokeInvite, {
      params: { inviteId: theirs.invite.inviteId },
      as: acme.owner,
    });
    expect(foreign.statusCode).toBe(404);
    const asMember = await inject(app(), revokeInvite, {
      params: { inviteId: ours.invite.inviteId },
      as: acme.member,
    });
    expect(asMember.statusCode).toBe(403);
    const revoked = await inject(app(), revokeInvite, {
      params: { inviteId: ours.invite.inviteId },
      as: acme.owner,
    });
    expect(revoked.statusCode).toBe(204);
    expect(
      (await inject(app(), revokeInvite, { params: { inviteId: ours.invite.inviteId }, as: acme.owner }))
        .statusCode,
    ).toBe(409);
    const badId = await inject(app(), revokeInvite, { params: { inviteId: 'x' }, as: acme.owner });
    expect(errorOf(badId).fields?.[0]?.path).toBe('params.inviteId');

    const invitee = await createPerson(database, { email: ours.invite.email });
    const response = await respond(invitee, ours.token, 'accept');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fields).toEqual([{ path: 'body.token', message: 'was revoked' }]);
    // The other company's invitation still works.
    const theirInvitee = await createPerson(database, { email: theirs.invite.email });
    expect((await respond(theirInvitee, theirs.token, 'accept')).statusCode).toBe(200);
  });

  it('refuses accepting into a company the person already belongs to, leaving the invitation pending', async () => {
    const { invite: created, token } = await invite(acme.owner, `later-${Date.now()}@example.test`);
    const person = await createPerson(database, { email: created.email });
    await database.owner
      .insert(companyMembers)
      .values({ companyId: acme.companyId, userId: person.userId, status: 'DISABLED' });
    const response = await respond(person, token, 'accept');
    expect(response.statusCode).toBe(409);
    const [row] = await database.owner
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.id, created.inviteId));
    expect(row?.status).toBe('PENDING');
  });
});

describe('company invitations without a mail server', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    // As in production without SMTP_URL: the outbox withholds the link from its stored copy.
    testApp = await createTestApp({ database, env: { PUBLIC_URL: 'https://atrium.example' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  it('answers the link to the inviter, who passes it on; the invitee accepts through it and it is spent', async () => {
    const company = await createTestCompany(database, { name: 'Mailless' });
    const created = await inject(testApp.app, createInvite, {
      as: company.admin,
      body: { email: 'Newcomer@Example.test', role: 'MEMBER' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { link } = createdInviteSchema.parse(created.json());
    expect(link).toMatch(/^https:\/\/atrium\.example\/respond-to-invite\?token=[A-Za-z0-9_-]{43}$/);
    const [mail] = await database.owner
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'newcomer@example.test'));
    expect(mail?.textBody).not.toContain(link);
    // Only the token's hash is kept: the list never shows a link again.
    const listed = await inject(testApp.app, getCompanyInvites, { as: company.admin });
    expect(JSON.stringify(listed.json())).not.toContain('token=');

    const token = new URL(link).searchParams.get('token')!;
    const newcomer = await createPerson(database, { email: 'newcomer@example.test' });
    const accepted = await inject(testApp.app, respondToInvite, {
      as: newcomer,
      body: { token, response: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await inject(testApp.app, respondToInvite, {
      as: newcomer,
      body: { token, response: 'accept' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('sending again answers a new link and the old one stops working', async () => {
    const company = await createTestCompany(database);
    const body = { email: 'twice@example.test', role: 'MEMBER' as const };
    const first = createdInviteSchema.parse(
      (await inject(testApp.app, createInvite, { as: company.owner, body })).json(),
    );
    const second = createdInviteSchema.parse(
      (await inject(testApp.app, createInvite, { as: company.owner, body })).json(),
    );
    expect(second.link).not.toBe(first.link);
    const invitee = await createPerson(database, { email: 'twice@example.test' });
    const lookup = (link: string) =>
      inject(testApp.app, getInvite, {
        as: invitee,
        body: { token: new URL(link).searchParams.get('token')! },
      });
    expect((await lookup(second.link)).json()).toMatchObject({ status: 'PENDING' });
    expect((await lookup(first.link)).json()).toMatchObject({ status: 'REVOKED' });
  });
});

describe('company invitations when mail fails', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const failing: Mailer = {
      driver: 'smtp',
      send: async () => {
        throw new Error('smtp down');
      },
      close: async () => {},
    };
    testApp = await createTestAppWithMailer(database, failing);
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  it('leaves no pending invitation whose link nobody received', async () => {
    const company = await createTestCompany(database);
    const response = await inject(testApp.app, createInvite, {
      as: company.admin,
      body: { email: 'lost@example.test', role: 'MEMBER' },
    });
    expect(response.statusCode).toBe(503);
    expect(await database.owner.$count(companyInvites)).toBe(0);
  });
});

/** createTestApp has no mailer option; build the same app with one. */
async function createTestAppWithMailer(database: TestDatabase, mailer: Mailer): Promise<TestApp> {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { buildApp } = await import('../../app.ts');
  const { loadConfig } = await import('../../config.ts');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const app = await buildApp({ config, database, mailer, webDistDir: path.join(dataDir, 'none') });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
