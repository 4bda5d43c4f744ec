import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMailOutbox } from '@atrium/contract/mail';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { call, createPerson, createTestCompany, errorOf } from '../../test/tenant-fixtures.ts';

describe('mail_GetOutbox', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
    const mail = testApp.app.platform.mail;
    await mail.send({ to: 'first@example.test', subject: 'First', text: 'one' });
    await mail.send({ to: 'Second@Example.test', subject: 'Reset your password', text: 'link: x' });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  it('shows a SUPERADMIN what was sent, newest first, filtered by recipient', async () => {
    const superadmin = await createPerson(database, { globalRoles: ['SUPERADMIN'] });
    const all = await call(testApp.app, { method: 'GET', url: getMailOutbox.path, as: superadmin });
    expect(all.statusCode).toBe(200);
    const body = all.json() as {
      items: Array<{ to: string; subject: string; status: string }>;
      total: number;
    };
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.subject)).toEqual(['Reset your password', 'First']);
    expect(body.items[0]?.status).toBe('OUTBOX');

    const filtered = await call(testApp.app, {
      method: 'GET',
      url: `${getMailOutbox.path}?to=second@example.test&pageSize=1`,
      as: superadmin,
    });
    expect((filtered.json() as { total: number }).total).toBe(1);
  });

  it('refuses everyone else, company owners included', async () => {
    const company = await createTestCompany(database);
    const translator = await createPerson(database, { globalRoles: ['TRANSLATOR'] });
    for (const person of [company.owner, translator]) {
      const response = await call(testApp.app, { method: 'GET', url: getMailOutbox.path, as: person });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('names a bad page size', async () => {
    const superadmin = await createPerson(database, { globalRoles: ['SUPERADMIN'] });
    const response = await call(testApp.app, {
      method: 'GET',
      url: `${getMailOutbox.path}?pageSize=1000`,
      as: superadmin,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response).fields)).toContain('pageSize');
  });
});
