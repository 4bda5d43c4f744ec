// Scale target (docs/performance.md): a tenant of 10,000 members. Measures the HR member list
// (admin/users) through the real API (token check, access and module gate, tenant transaction under
// RLS, serialisation) with app.inject, one request at a time, so the figures are per-request latency.
// The big company of support/big-company.ts, plus an employment row for every member of the measured
// company (types spread over the five kinds) and the HUMAN_RESOURCES module.
//
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/member-list.ts
//   node bench/member-list.ts            # embedded PGlite, for comparison
import { sql } from 'drizzle-orm';
import { MEMBERS, measureBigCompany } from './support/big-company.ts';

const pageSize = 50;

await measureBigCompany({
  name: 'members',
  prepare: async ({ database, companyId }) => {
    await database.owner.execute(
      sql`insert into company_modules (company_id, module) values (${companyId}, 'HUMAN_RESOURCES')`,
    );
    await database.owner.execute(sql`
      insert into employment_records (company_id, member_id, effective_from, position, department_id, employment_type, start_date, weekly_hours)
      select company_id, id, date '2020-01-01' + (n % 1500)::int, position, department_id,
             (array['full_time','part_time','contractor','intern','temporary'])[1 + n % 5], date '2020-01-01' + (n % 1500)::int, 40
      from (select *, row_number() over (order by id) as n from company_members where company_id = ${companyId}) m`);
  },
  scenarios: async ({ database, companyId, departmentIds, divisionIds, get, getAs }) => {
    // Managers list whose profile they may open: a division manager by the defaults (their
    // division), and a department manager whom a rule on one section opens the whole company to.
    const managerOf = async (role: string) =>
      (
        (
          await database.owner.execute(
            sql`select company_member_id from department_roles where company_id = ${companyId} and role = ${role} order by company_member_id limit 1`,
          )
        ).rows as { company_member_id: string }[]
      )[0]!.company_member_id;
    const divisionManager = await getAs(await managerOf('COMPANYDEPARTMENTROLE_DIVISIONMANAGER'));
    const departmentManager = await getAs(await managerOf('COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER'));
    await database.owner.execute(sql`
      with section as (
        insert into detail_sections (company_id, name, tab) values (${companyId}, 'Certificates', 'other') returning id
      )
      insert into section_access_rules (company_id, section_id, role, scope, level)
      select ${companyId}, section.id, role, 'company', level
      from section, (values ('OWNER', 'edit'), ('ADMIN', 'edit'), ('DEPARTMENT_MANAGER', 'view')) as r(role, level)`);
    // A position near the end of the name order, reached by following the cursors.
    let cursor: string | null = null;
    for (let walked = 0; walked + 200 < MEMBERS - pageSize; walked += 200) {
      const page = (await get(`/api/Admin/users?pageSize=200${cursor ? `&cursor=${cursor}` : ''}`)) as {
        nextCursor: string | null;
      };
      cursor = page.nextCursor;
    }
    const list = `/api/Admin/users?pageSize=${pageSize}`;
    return [
      ['reference: companies_GetCurrentCompany', '/api/Companies/current-company'],
      ['member list, first page', list],
      ['member list, search "mar"', `${list}&search=mar`],
      ['member list, search "kelmendi"', `${list}&search=kelmendi`],
      ['member list, department filter', `${list}&departmentId=${departmentIds[7]}`],
      ['member list, division filter', `${list}&divisionId=${divisionIds[1]}`],
      ['member list, employment type filter', `${list}&employmentType=contractor`],
      ['member list, role filter (department managers)', `${list}&role=DEPARTMENT_MANAGER`],
      ['member list, sorted by department, descending', `${list}&sort=department&direction=desc`],
      ['member list, deep page (after ~9,800 by cursor)', `${list}&cursor=${cursor}`],
      ['member list, first page as a division manager', list, divisionManager],
      ['member list, first page as a department manager with a section rule', list, departmentManager],
    ];
  },
  describe: (answer) => {
    const body = answer as { total?: number; items?: unknown[] };
    return body.items ? `${body.items.length} of ${body.total}` : 'one company';
  },
});
