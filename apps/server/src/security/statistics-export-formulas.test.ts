import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStatistics } from '@atrium/contract/time-tracking';
import { naiveSplit, parseCsv } from '../platform/spreadsheet/test/parse-csv.ts';
import { createTestApp, type TestApp } from '../platform/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { inject } from '../test/inject.ts';
import { createMember, createTestCompany, type TestCompany } from '../test/tenant-fixtures.ts';
import { createCatalog, insertActivity } from '../modules/time-tracking/test/time-tracking-fixtures.ts';

/**
 * A member names themselves so that a spreadsheet splitting the export on `;` (Excel in the
 * Macedonian and Albanian locales) or tab would find a formula cell: the file the API answers
 * must hold none, however it is split.
 */
const HOSTILE_NAMES = ['Milan;=5+5;', 'Ana\t=1+1', 'Vesna\n=2+2'];

describe('V1.2.10 the statistics export holds no formula, whatever the separator', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let company: TestCompany;
  let csv = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
    company = await createTestCompany(database);
    const catalog = await createCatalog(database, company.companyId);
    for (const name of HOSTILE_NAMES) {
      const person = await createMember(database, company.companyId, 'MEMBER', { name });
      await insertActivity(database, person, {
        start: '2026-06-01T08:00:00Z',
        end: '2026-06-01T10:00:00Z',
        projectId: catalog.projectId,
        actionTypeId: catalog.actionTypeId,
      });
    }
    const response = await inject(testApp.app, exportStatistics, {
      as: company.owner,
      query: { from: '2026-06-01', to: '2026-06-30', report: 'users', format: 'csv' },
    });
    expect(response.statusCode, response.body).toBe(200);
    csv = response.body.replace(/^\uFEFF/, '');
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  it.each([';', '\t'])(
    'V1.2.10 the CSV of a member named "Milan;=5+5;" read with separator %j starts no cell with a formula',
    (separator) => {
      const cells = parseCsv(csv, separator).flat();
      expect(cells.some((cell) => cell.includes('Milan'))).toBe(true);
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      // A program that ignores the quotes as well.
      for (const cell of naiveSplit(csv, separator)) expect(cell).not.toMatch(/^[=+\-@]/);
    },
  );

  it('V1.2.10 read with the comma it was written for, each name comes back whole, behind its quote', () => {
    const names = parseCsv(csv, ',')
      .slice(1)
      .map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining(["Milan;'=5+5;", "Ana\t'=1+1", "Vesna\n'=2+2"]));
  });
});
