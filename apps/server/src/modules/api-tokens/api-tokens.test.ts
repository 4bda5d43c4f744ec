import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiTokenListSchema,
  companyApiTokenListSchema,
  createApiToken,
  createdApiTokenSchema,
  getCompanyApiTokens,
  getMyApiTokens,
  revokeCompanyApiToken,
  revokeMyApiToken,
  type CreateApiTokenBody,
} from '@atrium/contract/api-tokens';
import { getCurrentUser } from '@atrium/contract/account';
import { getCompanyPeople } from '@atrium/contract/people';
import { createActivity, getAllCurrentUserTimelines } from '@atrium/contract/time-tracking';
import { apiTokens, auditLog, companyMembers, companyModules } from '../../db/schema/index.ts';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { errorOf, type TestCompany, type TestPerson } from '../../test/tenant-fixtures.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('API tokens', () => {
  const api = useApiTest();
  let acme: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    acme = await api.company({ name: 'Acme' });
    other = await api.company({ name: 'Other' });
  });

  const create = async (as: TestPerson, body: Partial<CreateApiTokenBody> = {}) => {
    const response = await api.inject(createApiToken, {
      as,
      body: { name: 'Payroll sync', scopes: ['time:read'], expiresOn: inDays(30), ...body },
    });
    expect(response.statusCode).toBe(201);
    return createdApiTokenSchema.parse(response.json());
  };

  it('shows the token once and keeps only its hash', async () => {
    const created = await create(acme.member);
    expect(created.secret).toMatch(/^atr_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.token.hint.replace('…', ''))).toBe(true);
    const [row] = await api.database.owner
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.token.tokenId));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = apiTokenListSchema.parse((await api.inject(getMyApiTokens, { as: acme.member })).json());
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed.tokens.map((token) => token.tokenId)).toContain(created.token.tokenId);
    const audit = await api.database.owner
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, created.token.tokenId));
    expect(audit.map((entry) => entry.action)).toEqual(['apiToken.created']);
  });

  it('acts as its holder in its company, within its scopes, and records its last use', async () => {
    const { secret, token } = await create(acme.member, { scopes: ['time:read'] });
    const read = await api.inject(getAllCurrentUserTimelines, { as: secret });
    expect(read.statusCode).toBe(200);
    const written = await api.inject(createActivity, {
      as: secret,
      body: unchecked({ start: '2026-03-02T08:00:00.000Z', end: '2026-03-02T09:00:00.000Z' }),
    });
    expect(written.statusCode).toBe(403);
    expect(errorOf(written).message).toContain('time:write');
    const [row] = await api.database.owner.select().from(apiTokens).where(eq(apiTokens.id, token.tokenId));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('is refused outside its scopes and for operations no token may call', async () => {
    const { secret } = await create(acme.member, { scopes: ['time:read'] });
    const people = await api.inject(getCompanyPeople, { as: secret });
    expect(people.statusCode).toBe(403);
    expect(errorOf(people).message).toContain('people:read');
    const account = await api.inject(getCurrentUser, { as: secret });
    expect(account.statusCode).toBe(403);
    // A token cannot mint or list tokens: that needs the person, not a script.
    const minted = await api.inject(createApiToken, {
      as: secret,
      body: { name: 'More', scopes: ['time:write'], expiresOn: inDays(5) },
    });
    expect(minted.statusCode).toBe(403);
  });

  it("never carries more than its holder's rights: a member's token cannot list the company's tokens", async () => {
    const { secret } = await create(acme.member, { scopes: ['people:read'] });
    expect((await api.inject(getCompanyPeople, { as: secret })).statusCode).toBe(200);
    expect((await api.inject(getCompanyApiTokens, { as: secret })).statusCode).toBe(403);
  });

  it('is refused at once after its revocation', async () => {
    const { secret, token } = await create(acme.member);
    expect((await api.inject(getAllCurrentUserTimelines, { as: secret })).statusCode).toBe(200);
    const revoked = await api.inject(revokeMyApiToken, {
      as: acme.member,
      params: { tokenId: token.tokenId },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ tokenId: token.tokenId, revokedAt: expect.any(String) });
    const refused = await api.inject(getAllCurrentUserTimelines, { as: secret });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('UNAUTHENTICATED');
  });

  it('is refused once past its last day', async () => {
    const { secret, token } = await create(acme.member);
    await api.database.owner
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.tokenId));
    expect((await api.inject(getAllCurrentUserTimelines, { as: secret })).statusCode).toBe(401);
  });

  it('is refused when its holder is no longer an active member, or its module is switched off', async () => {
    const { secret } = await create(other.member);
    await api.database.owner.delete(companyModules).where(eq(companyModules.companyId, other.companyId));
    expect(errorOf(await api.inject(getAllCurrentUserTimelines, { as: secret })).code).toBe(
      'MODULE_NOT_SUBSCRIBED',
    );
    await api.database.owner
      .update(companyMembers)
      .set({ status: 'DISABLED' })
      .where(eq(companyMembers.id, other.member.companyMemberId!));
    expect((await api.inject(getCompanyPeople, { as: secret })).statusCode).toBe(403);
  });

  it('refuses an unknown token and a token-looking string', async () => {
    expect((await api.inject(getAllCurrentUserTimelines, { as: 'atr_pat_unknown' })).statusCode).toBe(401);
  });

  it('refuses bad input naming the field', async () => {
    const bad = async (body: unknown, field: string) => {
      const response = await api.inject(createApiToken, { as: acme.member, body: unchecked(body) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.map((entry) => entry.path)).toContain(field);
    };
    await bad({ name: 'x', scopes: [], expiresOn: inDays(3) }, 'body.scopes');
    await bad({ name: 'x', scopes: ['time:admin'], expiresOn: inDays(3) }, 'body.scopes.0');
    await bad({ name: '', scopes: ['time:read'], expiresOn: inDays(3) }, 'body.name');
    await bad({ name: 'x', scopes: ['time:read'], expiresOn: inDays(-1) }, 'body.expiresOn');
    await bad({ name: 'x', scopes: ['time:read'], expiresOn: inDays(400) }, 'body.expiresOn');
  });

  it("lets a member revoke only their own tokens, and not another company's", async () => {
    const { token } = await create(acme.admin);
    const byMember = await api.inject(revokeMyApiToken, {
      as: acme.member,
      params: { tokenId: token.tokenId },
    });
    expect(byMember.statusCode).toBe(404);
    const byOtherOwner = await api.inject(revokeCompanyApiToken, {
      as: other.owner,
      params: { tokenId: token.tokenId },
    });
    expect(byOtherOwner.statusCode).toBe(404);
  });

  it("lets an owner see and revoke the company's tokens, and no one else", async () => {
    const { secret, token } = await create(acme.admin, { name: 'Admin script', scopes: ['people:read'] });
    const listed = await api.inject(getCompanyApiTokens, { as: acme.owner });
    expect(listed.statusCode).toBe(200);
    const tokens = companyApiTokenListSchema.parse(listed.json()).tokens;
    expect(tokens.find((entry) => entry.tokenId === token.tokenId)).toMatchObject({
      name: 'Admin script',
      ownerEmail: acme.admin.email,
    });
    const otherList = companyApiTokenListSchema.parse(
      (await api.inject(getCompanyApiTokens, { as: other.owner })).json(),
    );
    expect(otherList.tokens.map((entry) => entry.tokenId)).not.toContain(token.tokenId);
    expect((await api.inject(getCompanyApiTokens, { as: acme.admin })).statusCode).toBe(403);
    expect(
      (await api.inject(revokeCompanyApiToken, { as: acme.admin, params: { tokenId: token.tokenId } }))
        .statusCode,
    ).toBe(403);
    const revoked = await api.inject(revokeCompanyApiToken, {
      as: acme.owner,
      params: { tokenId: token.tokenId },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await api.inject(getCompanyPeople, { as: secret })).statusCode).toBe(401);
  });
});

describe('API tokens in the OpenAPI document', () => {
  const api = useApiTest();

  it('says how to send a token and which scopes each operation needs', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as {
      info: { description: string };
      components: { securitySchemes: { bearerAuth: { description: string } } };
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(document.info.description).toContain('Authorization: Bearer atr_pat_');
    expect(document.components.securitySchemes.bearerAuth.description).toContain('API token');
    expect(document.paths['/api/Users/current-user/timelines']?.get?.description).toContain('`time:read`');
    expect(document.paths['/api/ApiTokens/mine']?.post?.description ?? '').not.toContain('API token scopes');
  });
});
