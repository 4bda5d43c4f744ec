// Scale target (docs/performance.md): a tenant of 10,000 members. Measures the people directory and the
// organisation read through the real API (token check, access gate, tenant transaction under RLS,
// serialisation) with app.inject, one request at a time, so the figures are per-request latency.
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/people-and-organization.ts
//   node bench/people-and-organization.ts            # embedded PGlite, for comparison
//
// The data is the big company of support/big-company.ts. With BENCH_DATABASE_URL a fresh database is
// created and dropped again. BENCH_MEMBERS and BENCH_ITERATIONS override the sizes.
import { MEMBERS, measureBigCompany } from './support/big-company.ts';

const pageSize = 25;

await measureBigCompany({
  name: 'people',
  scenarios: async ({ departmentIds }) => [
    // The floor: the smallest authenticated tenant read, for comparison on the same machine.
    ['reference: companies_GetCurrentCompany', '/api/Companies/current-company'],
    ['people, first page', `/api/People?pageSize=${pageSize}`],
    ['people, search "mar" (common prefix)', `/api/People?pageSize=${pageSize}&search=mar`],
    ['people, search "kelmendi" (family name)', `/api/People?pageSize=${pageSize}&search=kelmendi`],
    [
      'people, search by e-mail',
      `/api/People?pageSize=${pageSize}&search=${encodeURIComponent('zoran.gashi')}`,
    ],
    ['people, department filter', `/api/People?pageSize=${pageSize}&departmentId=${departmentIds[7]}`],
    [
      'people, department + search',
      `/api/People?pageSize=${pageSize}&departmentId=${departmentIds[7]}&search=a`,
    ],
    [
      'people, deep page (offset 9,975)',
      `/api/People?pageSize=${pageSize}&page=${Math.ceil(MEMBERS / pageSize)}`,
    ],
    ['people, 100 per page', `/api/People?pageSize=100&page=3`],
    ['organisation read', '/api/Organization'],
  ],
  describe: (answer) => {
    const body = answer as { total?: number; items?: unknown[]; divisions?: unknown[] };
    if (body.items) return `${body.items.length} of ${body.total}`;
    return body.divisions ? `${body.divisions.length} divisions` : 'one company';
  },
});
