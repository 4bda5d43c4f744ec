import { beforeAll, describe, expect, it } from 'vitest';
import { getMailOutbox } from '@atrium/contract/mail';
import { useApiTest } from '../../test/api-test.ts';
import { unchecked } from '../../test/inject.ts';
import { createPerson, errorOf } from '../../test/tenant-fixtures.ts';

describe('mail_GetOutbox', () => {
  const api = useApiTest();

  beforeAll(async () => {
    const mail = api.app.platform.mail;
    await mail.send({ to: 'first@example.test', subject: 'First', text: 'one' });
    await mail.send({ to: 'Second@Example.test', subject: 'Reset your password', text: 'link: x' });
  });

  it('shows a SUPERADMIN what was sent, newest first, filtered by recipient', async () => {
    const superadmin = await createPerson(api.database, { globalRoles: ['SUPERADMIN'] });
    const all = await api.inject(getMailOutbox, { as: superadmin });
    expect(all.statusCode).toBe(200);
    const body = all.json() as {
      items: Array<{ to: string; subject: string; status: string }>;
      total: number;
    };
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.subject)).toEqual(['Reset your password', 'First']);
    expect(body.items[0]?.status).toBe('OUTBOX');

    const filtered = await api.inject(getMailOutbox, {
      as: superadmin,
      query: { to: 'second@example.test', pageSize: 1 },
    });
    expect((filtered.json() as { total: number }).total).toBe(1);
  });

  it('V8.2.1 refuses everyone else, company owners included', async () => {
    const company = await api.company();
    const translator = await createPerson(api.database, { globalRoles: ['TRANSLATOR'] });
    for (const person of [company.owner, translator]) {
      const response = await api.inject(getMailOutbox, { as: person });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('names a bad page size', async () => {
    const superadmin = await createPerson(api.database, { globalRoles: ['SUPERADMIN'] });
    const response = await api.inject(getMailOutbox, {
      as: superadmin,
      query: unchecked({ pageSize: 1000 }),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response).fields)).toContain('pageSize');
  });
});
