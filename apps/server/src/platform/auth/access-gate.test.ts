import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_ROLES, MANAGER_ROLES, TRANSLATION_ROLES } from '@atrium/contract/access';
import { errorEnvelopeSchema } from '@atrium/contract/errors';
import { getSupportedLanguages } from '@atrium/contract/languages';
import { defineOperation, type OperationDefinition } from '@atrium/contract/operations';
import {
  companies,
  companyMembers,
  companyModules,
  departmentRoles,
  departments,
  divisions,
  users,
} from '../../db/schema/index.ts';
import { inject } from '../../test/inject.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { registerOperation } from '../operations/register-operation.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { loadAccessTokenKey } from './access-token-key.ts';
import { ACCESS_TOKEN_AUDIENCE } from './access-token.ts';

const contextSchema = z.object({
  userId: z.string().nullable(),
  companyId: z.string().nullable(),
  companyMemberId: z.string().nullable(),
  roles: z.array(z.string()),
  modules: z.array(z.string()),
  visibleMembers: z.number(),
});

const op = (operationId: string, path: string, access: Parameters<typeof defineOperation>[0]['access']) =>
  defineOperation({
    operationId,
    method: 'GET',
    path,
    summary: 'test only',
    tag: 'Gate',
    response: { schema: contextSchema },
    access,
  });

const operations = {
  signedIn: op('gate_SignedIn', '/api/Gate/signed-in', { kind: 'signed-in' }),
  member: op('gate_Member', '/api/Gate/member', { kind: 'member' }),
  admin: op('gate_Admin', '/api/Gate/admin', { kind: 'member', roles: ADMIN_ROLES }),
  manager: op('gate_Manager', '/api/Gate/manager', { kind: 'member', roles: MANAGER_ROLES }),
  absence: op('gate_Absence', '/api/Gate/absence', {
    kind: 'member',
    modules: ['TIME_TRACKING', 'ABSENCE', 'HUMAN_RESOURCES'],
  }),
  translations: op('gate_Translations', '/api/Gate/translations', {
    kind: 'global',
    roles: TRANSLATION_ROLES,
  }),
};

interface Person {
  userId: string;
  companyId?: string;
  memberId?: string;
}

const postOperation = defineOperation({
  operationId: 'gate_Post',
  method: 'POST',
  path: '/api/Gate/post',
  summary: 'test only',
  tag: 'Gate',
  request: { body: z.object({ name: z.string() }) },
  response: { schema: z.object({ name: z.string() }) },
  access: { kind: 'member' },
});

describe('access gate', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const people: Record<string, Person> = {};
  let acme = '';

  async function insertUser(subject: string, extra: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await database.owner
      .insert(users)
      .values({ issuer: 'test', subject, ...extra })
      .returning({ id: users.id });
    return row!.id;
  }
  async function insertMember(
    companyId: string,
    userId: string,
    role: 'OWNER' | 'ADMIN' | 'MEMBER' = 'MEMBER',
  ) {
    const [row] = await database.owner
      .insert(companyMembers)
      .values({ companyId, userId, role })
      .returning({ id: companyMembers.id });
    return row!.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const [a, b] = await database.owner
      .insert(companies)
      .values([{ name: 'Acme' }, { name: 'Other' }])
      .returning({ id: companies.id });
    acme = a!.id;
    await database.owner.insert(companyModules).values({ companyId: acme, module: 'TIME_TRACKING' });

    for (const [name, role] of [
      ['owner', 'OWNER'],
      ['member', 'MEMBER'],
      ['manager', 'MEMBER'],
    ] as const) {
      const userId = await insertUser(name);
      people[name] = { userId, companyId: acme, memberId: await insertMember(acme, userId, role) };
    }
    const otherOwner = await insertUser('other-owner');
    people.otherOwner = {
      userId: otherOwner,
      companyId: b!.id,
      memberId: await insertMember(b!.id, otherOwner, 'OWNER'),
    };
    people.translator = { userId: await insertUser('translator', { globalRoles: ['TRANSLATOR'] }) };
    people.loner = { userId: await insertUser('loner') };

    const [division] = await database.owner
      .insert(divisions)
      .values({ companyId: acme, name: 'Ops' })
      .returning({ id: divisions.id });
    const [department] = await database.owner
      .insert(departments)
      .values({ companyId: acme, divisionId: division!.id, name: 'Eng' })
      .returning({ id: departments.id });
    await database.owner.insert(departmentRoles).values({
      companyId: acme,
      companyMemberId: people.manager!.memberId!,
      departmentId: department!.id,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    });

    testApp = await createTestApp({
      database,
      routes(app) {
        for (const operation of Object.values(operations)) {
          registerOperation(app, operation, async ({ context }) => ({
            userId: context.userId,
            companyId: context.companyId,
            companyMemberId: context.companyMemberId,
            roles: [...context.roles],
            modules: [...context.modules],
            visibleMembers: await context.withTenant(async (tx) => {
              const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(companyMembers);
              return row?.count ?? 0;
            }),
          }));
        }
        registerOperation(app, postOperation, async ({ body }) => ({ name: body.name }));
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  const tokenFor = (person: Person) =>
    testApp.app.platform.accessTokens.signAccessToken({
      sub: person.userId,
      CompanyId: person.companyId ?? null,
      CompanyMemberId: person.memberId ?? null,
    });

  function call(operation: OperationDefinition, token?: string) {
    return inject(testApp.app, operation, token === undefined ? {} : { as: token });
  }
  function errorOf(response: Awaited<ReturnType<typeof call>>) {
    return errorEnvelopeSchema.parse(response.json()).error;
  }

  describe('authentication', () => {
    it('refuses a request without a token with 401 UNAUTHENTICATED', async () => {
      const response = await call(operations.signedIn);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    });

    it('refuses a token in another scheme or a malformed header', async () => {
      const token = await tokenFor(people.member!);
      for (const authorization of [`Basic ${token}`, token, 'Bearer ', `Bearer ${token} extra`]) {
        // Raw on purpose: a malformed Authorization header.
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/Gate/signed-in',
          headers: { authorization },
        });
        expect(response.statusCode, authorization.slice(0, 12)).toBe(401);
      }
    });

    it('refuses an invalid, an expired and an unsigned (alg none) token', async () => {
      const key = await loadAccessTokenKey({ privateKeyPem: null, dataDir: testApp.config.dataDir });
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
        .setSubject(people.member!.userId)
        .setIssuer(testApp.config.publicUrl)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now - 400)
        .setExpirationTime(now - 60)
        .sign(key.privateKey);
      const unsigned = new UnsecuredJWT({ sub: people.member!.userId })
        .setIssuer(testApp.config.publicUrl)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .encode();
      for (const token of ['garbage', expired, unsigned]) {
        const response = await call(operations.signedIn, token);
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).code).toBe('UNAUTHENTICATED');
      }
      // Same key, valid token: the refusals above are about the tokens, not the key.
      const fine = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
        .setSubject(people.member!.userId)
        .setIssuer(testApp.config.publicUrl)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key.privateKey);
      expect((await call(operations.signedIn, fine)).statusCode).toBe(200);
    });

    it('refuses a token for a person who no longer exists or is disabled', async () => {
      const gone = await tokenFor({ userId: '00000000-0000-4000-8000-000000000000' });
      expect((await call(operations.signedIn, gone)).statusCode).toBe(401);

      const userId = await insertUser('soon-disabled');
      const token = await tokenFor({ userId });
      expect((await call(operations.signedIn, token)).statusCode).toBe(200);
      await database.owner.update(users).set({ disabled: true }).where(eq(users.id, userId));
      expect((await call(operations.signedIn, token)).statusCode).toBe(401);
    });

    it('lets public operations through without a token', async () => {
      const response = await call(getSupportedLanguages);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('signed-in', () => {
    it('gives a person without a company a context without one', async () => {
      const response = await call(operations.signedIn, await tokenFor(people.loner!));
      expect(response.statusCode).toBe(200);
      expect(contextSchema.parse(response.json())).toMatchObject({
        userId: people.loner!.userId,
        companyId: null,
        companyMemberId: null,
        roles: [],
        modules: [],
        visibleMembers: 0,
      });
    });

    it('refuses member operations to a person without a company', async () => {
      const response = await call(operations.member, await tokenFor(people.loner!));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'FORBIDDEN', message: 'Choose a company first.' });
    });
  });

  describe('member', () => {
    it('reads roles and modules from the database and scopes the transaction to the company', async () => {
      const response = await call(operations.member, await tokenFor(people.owner!));
      expect(response.statusCode).toBe(200);
      expect(contextSchema.parse(response.json())).toEqual({
        userId: people.owner!.userId,
        companyId: acme,
        companyMemberId: people.owner!.memberId,
        roles: ['OWNER'],
        modules: ['TIME_TRACKING'],
        // owner, member, manager of Acme; not Other's owner.
        visibleMembers: 3,
      });
    });

    it('ignores roles and modules the token claims', async () => {
      const token = await testApp.app.platform.accessTokens.signAccessToken({
        sub: people.member!.userId,
        CompanyId: acme,
        CompanyMemberId: people.member!.memberId!,
        role: ['OWNER', 'SUPERADMIN'],
        Modules: ['ABSENCE', 'HUMAN_RESOURCES'],
      });
      expect((await call(operations.admin, token)).statusCode).toBe(403);
      expect((await call(operations.absence, token)).statusCode).toBe(403);
      expect((await call(operations.translations, token)).statusCode).toBe(403);
    });

    it('refuses a role gate with 403 FORBIDDEN and passes the right roles', async () => {
      const denied = await call(operations.admin, await tokenFor(people.member!));
      expect(denied.statusCode).toBe(403);
      expect(errorOf(denied).code).toBe('FORBIDDEN');

      expect((await call(operations.admin, await tokenFor(people.owner!))).statusCode).toBe(200);
      expect((await call(operations.manager, await tokenFor(people.member!))).statusCode).toBe(403);

      const manager = await call(operations.manager, await tokenFor(people.manager!));
      expect(manager.statusCode).toBe(200);
      expect(manager.json().roles).toEqual(['COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER']);
    });

    it('refuses a module gate with 403 MODULE_NOT_SUBSCRIBED naming the missing modules', async () => {
      const response = await call(operations.absence, await tokenFor(people.owner!));
      expect(response.statusCode).toBe(403);
      const error = errorOf(response);
      expect(error.code).toBe('MODULE_NOT_SUBSCRIBED');
      expect(error.modules).toEqual(['ABSENCE', 'HUMAN_RESOURCES']);
      expect(error.message).toContain('Absence, Human Resources');
    });

    it('applies a module subscription on the next request', async () => {
      const token = await tokenFor(people.owner!);
      await database.owner.insert(companyModules).values([
        { companyId: acme, module: 'ABSENCE' },
        { companyId: acme, module: 'HUMAN_RESOURCES' },
      ]);
      try {
        expect((await call(operations.absence, token)).statusCode).toBe(200);
      } finally {
        await database.owner
          .delete(companyModules)
          .where(sql`${companyModules.companyId} = ${acme} and ${companyModules.module} <> 'TIME_TRACKING'`);
      }
      expect((await call(operations.absence, token)).statusCode).toBe(403);
    });

    it('refuses a disabled member on the next request, with the same token', async () => {
      const userId = await insertUser('to-disable');
      const memberId = await insertMember(acme, userId, 'ADMIN');
      const token = await tokenFor({ userId, companyId: acme, memberId });
      expect((await call(operations.admin, token)).statusCode).toBe(200);

      await database.owner
        .update(companyMembers)
        .set({ status: 'DISABLED' })
        .where(eq(companyMembers.id, memberId));

      const refused = await call(operations.member, token);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You are no longer an active member of this company.',
      });
      // Still signed in (may switch company), but without this company.
      const signedIn = await call(operations.signedIn, token);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ companyId: null, roles: [] });
    });

    it('applies a role change on the next request', async () => {
      const userId = await insertUser('demoted');
      const memberId = await insertMember(acme, userId, 'ADMIN');
      const token = await tokenFor({ userId, companyId: acme, memberId });
      expect((await call(operations.admin, token)).statusCode).toBe(200);
      await database.owner
        .update(companyMembers)
        .set({ role: 'MEMBER' })
        .where(eq(companyMembers.id, memberId));
      expect((await call(operations.admin, token)).statusCode).toBe(403);
    });

    it("refuses a membership of another company paired with this company's id", async () => {
      const token = await tokenFor({
        userId: people.otherOwner!.userId,
        companyId: acme,
        memberId: people.otherOwner!.memberId!,
      });
      expect((await call(operations.member, token)).statusCode).toBe(403);
      // And someone else's membership id does not lend its roles.
      const borrowed = await tokenFor({
        userId: people.member!.userId,
        companyId: acme,
        memberId: people.owner!.memberId!,
      });
      expect((await call(operations.admin, borrowed)).statusCode).toBe(403);
    });
  });

  describe('global', () => {
    it('lets a translator through and refuses a company owner', async () => {
      const translator = await call(operations.translations, await tokenFor(people.translator!));
      expect(translator.statusCode).toBe(200);
      expect(translator.json().roles).toEqual(['TRANSLATOR']);

      const owner = await call(operations.translations, await tokenFor(people.owner!));
      expect(owner.statusCode).toBe(403);
      expect(errorOf(owner).code).toBe('FORBIDDEN');
    });
  });

  it('refuses before reading the body, so an anonymous caller learns nothing about the schema', async () => {
    // Raw on purpose: a body the contract refuses, sent with and without a token.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/Gate/post',
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(401);
    const withToken = await testApp.app.inject({
      method: 'POST',
      url: '/api/Gate/post',
      payload: { name: 42 },
      headers: { authorization: `Bearer ${await tokenFor(people.member!)}` },
    });
    expect(withToken.statusCode).toBe(400);
    expect(errorOf(withToken).fields?.[0]?.path).toBe('body.name');
  });
});
