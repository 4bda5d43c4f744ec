import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { companySchema, getCurrentCompany, updateSubscribedModules } from '@atrium/contract/companies';
import { defineOperation } from '@atrium/contract/operations';
import { registerOperation } from '../../platform/operations/register-operation.ts';
import { useApiTest } from '../../test/api-test.ts';
import { errorOf, type TestCompany } from '../../test/tenant-fixtures.ts';

/** An ABSENCE-gated operation, gated exactly as the module's real ones are (the access gate). */
const absenceProbe = defineOperation({
  operationId: 'testing_AbsenceProbe',
  method: 'GET',
  path: '/api/Testing/absence-probe',
  summary: 'test only',
  tag: 'Testing',
  response: { schema: z.object({ ok: z.boolean() }) },
  access: { kind: 'member', modules: ['ABSENCE'] },
});

describe('switching a module off (settings / subscription-modules)', () => {
  const api = useApiTest({
    routes: (app) => registerOperation(app, absenceProbe, async () => ({ ok: true })),
  });
  let acme: TestCompany;

  beforeAll(async () => {
    acme = await api.company();
  });

  it("denies the module's operations to a member on their next request and restores them when back on", async () => {
    // The member's token was issued while ABSENCE was on and still says so.
    const memberToken = await api.signIn(acme.member);
    const probe = () => api.inject(absenceProbe, { as: memberToken });
    expect((await probe()).statusCode).toBe(200);

    const off = await api.inject(updateSubscribedModules, {
      as: acme.owner,
      body: { modules: ['TIME_TRACKING', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION'] },
    });
    expect(off.statusCode, off.body).toBe(200);

    const denied = await probe();
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied)).toMatchObject({ code: 'MODULE_NOT_SUBSCRIBED', modules: ['ABSENCE'] });
    const company = companySchema.parse((await api.inject(getCurrentCompany, { as: memberToken })).json());
    expect(company.modules).not.toContain('ABSENCE');

    const on = await api.inject(updateSubscribedModules, {
      as: acme.admin,
      body: { modules: ['TIME_TRACKING', 'HUMAN_RESOURCES', 'TEMPLATE_GENERATION', 'ABSENCE'] },
    });
    expect(on.statusCode).toBe(200);
    expect((await probe()).statusCode).toBe(200);
  });

  it('refuses a member who tries to switch modules', async () => {
    const response = await api.inject(updateSubscribedModules, { as: acme.member, body: { modules: [] } });
    expect(response.statusCode).toBe(403);
    const company = companySchema.parse((await api.inject(getCurrentCompany, { as: acme.member })).json());
    expect(company.modules).toHaveLength(4);
  });
});
