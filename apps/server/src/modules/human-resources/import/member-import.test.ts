import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJobProgress } from '@atrium/contract/jobs';
import {
  getMemberImportErrorReport,
  getMemberImportTemplate,
  memberImportResultSchema,
  previewMemberImport,
  runMemberImport,
  uploadMemberImport,
} from '@atrium/contract/member-import';
import { createInvite, respondToInvite } from '@atrium/contract/companies';
import { defaultAccessRules, replaceAccessRules } from '@atrium/contract/human-resources';
import { hashInviteToken } from '../../companies/invite-token.ts';
import {
  companyInvites,
  companyMembers,
  departments,
  divisions,
  employmentRecords,
  leaveLedgerEntries,
  memberRecords,
  storedFiles,
  users,
} from '../../../db/schema/index.ts';
import { parseCsv } from '../../../platform/spreadsheet/test/parse-csv.ts';
import { uploadFile } from '../../../platform/uploads/upload-test-client.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { createPerson, errorOf, type TestCompany, type TestPerson } from '../../../test/tenant-fixtures.ts';
import { until } from '../../../test/until.ts';
import { csvText, memberRows, MK_HEADERS, windows1251 } from './import-test-files.ts';

describe('member import', () => {
  const api = useApiTest();
  let company: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    company = await api.company();
    other = await api.company({ name: 'Other' });
    await api.app.platform.jobs.startWorkers();
  });

  async function upload(as: TestPerson, data: Buffer, contentType = 'text/csv') {
    const response = await uploadFile(
      api.app,
      { url: uploadMemberImport.path, field: 'file', as, contentType, fileName: 'members.csv' },
      data,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: string }).id;
  }

  const membersOf = async (companyId: string) =>
    (
      await api.database.owner
        .select({ n: count() })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, companyId))
    )[0]!.n;

  it('imports 10,000 rows of a Windows-1251, semicolon-separated file with Macedonian headers', async () => {
    const otherBefore = await membersOf(other.companyId);
    const before = await membersOf(company.companyId);
    const data = windows1251(csvText(MK_HEADERS, memberRows(10_000, 'big.example')));
    const fileId = await upload(company.admin, data);

    const preview = await api.inject(previewMemberImport, { as: company.admin, query: { fileId } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      encoding: 'windows-1251',
      delimiter: ';',
      rows: 10_000,
      creates: 10_000,
      updates: 0,
      errorCount: 0,
    });
    expect(preview.json().columns.map((column: { field: string }) => column.field)).toEqual([
      'email',
      'givenName',
      'familyName',
      'birthDate',
      'gender',
      'city',
      'position',
      'employmentType',
    ]);

    const run = await api.inject(runMemberImport, { as: company.admin, body: { fileId } });
    expect(run.statusCode, run.body).toBe(202);
    const { jobId } = run.json() as { jobId: string };
    const progress = await until(async () => {
      const answer = (await api.inject(getJobProgress, { as: company.admin, params: { jobId } })).json();
      return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
    }, 400_000);
    expect(progress).toMatchObject({ state: 'completed', percent: 100, total: 10_000 });

    expect(await membersOf(company.companyId)).toBe(before + 10_000);
    expect(await membersOf(other.companyId)).toBe(otherBefore);
    // The planner's statistics know the people tables grew, so looking one person up (an
    // invitation being accepted) stays an index lookup instead of a search row by row.
    const planned = await api.database.owner.execute<{ relname: string; rows: number }>(
      sql`select relname, reltuples::int as rows from pg_class where relname in ('users', 'company_members')`,
    );
    for (const table of planned.rows) expect(table.rows, table.relname).toBeGreaterThanOrEqual(10_000);
    expect(planned.rows).toHaveLength(2);
    const [record] = await api.database.owner
      .select()
      .from(memberRecords)
      .innerJoin(companyMembers, eq(companyMembers.id, memberRecords.memberId))
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(users.email, 'member5@big.example'));
    expect(record!.member_records).toMatchObject({
      givenName: 'Ѓорѓи',
      familyName: 'Ристески',
      birthDate: '1965-06-06',
      gender: 'male',
      address: { city: 'Битола' },
    });
    expect(record!.company_members.position).toBe('Сметководител; главен');
    const [employment] = await api.database.owner
      .select()
      .from(employmentRecords)
      .where(eq(employmentRecords.memberId, record!.company_members.id));
    expect(employment).toMatchObject({ employmentType: 'full_time', position: 'Сметководител; главен' });
    // The file is gone once imported.
    expect(await api.database.owner.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);

    // A second import of the same people updates them by e-mail and adds nobody.
    const again = await upload(
      company.admin,
      Buffer.from(
        csvText(
          ['E-mail', 'Given name', 'Birth date'],
          [['MEMBER5@big.example', 'Ǵorgi', '1965-06-07']],
          ',',
        ),
      ),
    );
    const second = await api.inject(previewMemberImport, { as: company.admin, query: { fileId: again } });
    expect(second.json()).toMatchObject({ encoding: 'utf-8', delimiter: ',', creates: 0, updates: 1 });
  }, 600_000);

  it('imports nothing when one date is wrong, naming its row and column', async () => {
    const before = await membersOf(company.companyId);
    // Row 7,412 of the spreadsheet is the 7,411th member (the header is row 1).
    const rows = memberRows(10_000, 'bad.example', (index, cells) => {
      if (index === 7410) cells[3] = '31.2.1990';
    });
    const fileId = await upload(company.admin, windows1251(csvText(MK_HEADERS, rows)));

    const preview = await api.inject(previewMemberImport, { as: company.admin, query: { fileId } });
    expect(preview.json()).toMatchObject({
      errorCount: 1,
      errors: [{ row: 7412, column: 'Датум на раѓање', field: 'birthDate' }],
    });
    expect(preview.json().errors[0].message).toMatch(/31\.2\.1990 is no such day/);

    const run = await api.inject(runMemberImport, { as: company.admin, body: { fileId } });
    expect(run.statusCode).toBe(400);
    expect(errorOf(run).message).toMatch(
      /^Nothing was imported: 1 row has errors\. Row 7412, column „Датум на раѓање“/,
    );
    expect(await membersOf(company.companyId)).toBe(before);

    const report = await api.inject(getMemberImportErrorReport, { as: company.admin, query: { fileId } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('attachment');
    // The report comes back as the file came in: Windows-1251, semicolons.
    expect(new TextDecoder('windows-1251').decode(report.rawPayload)).toContain(
      '7412;"Датум на раѓање";"member7410@bad.example";"31.2.1990"',
    );
  }, 120_000);

  it('counts every data row of the file, a row with a wrong or missing e-mail too', async () => {
    // 200 members, no line break after the last one, two of them without a usable e-mail.
    const rows = memberRows(200, 'count.example', (index, cells) => {
      if (index === 10) cells[0] = 'not-an-address';
      if (index === 199) cells[0] = '';
    });
    const text = csvText(MK_HEADERS, rows).replace(/\r\n$/, '');
    const fileId = await upload(company.admin, windows1251(`${text}\r\n;;;\r\n\r\n`));
    const preview = await api.inject(previewMemberImport, { as: company.admin, query: { fileId } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ rows: 200, creates: 198, errorCount: 2 });
    expect(preview.json().errors.map((error: { row: number }) => error.row)).toEqual([12, 201]);
  });

  it('the error report of a Windows-1251, semicolon-separated file is Windows-1251 with semicolons', async () => {
    const rows = memberRows(3, 'report.example', (index, cells) => {
      if (index === 1) cells[3] = '31.2.1990';
      if (index === 2) cells[5] = '=1+1';
      if (index === 2) cells[4] = 'непознат';
    });
    const fileId = await upload(company.admin, windows1251(csvText(MK_HEADERS, rows)));
    const report = await api.inject(getMemberImportErrorReport, { as: company.admin, query: { fileId } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=windows-1251');
    // No byte-order mark: Excel in a Cyrillic locale reads Windows-1251 as it is.
    expect([...report.rawPayload.subarray(0, 2)]).toEqual([...windows1251('"R')]);
    const lines = parseCsv(new TextDecoder('windows-1251').decode(report.rawPayload), ';');
    expect(lines[0]).toEqual(['Row', 'Column', 'E-mail', 'Value', 'Problem']);
    expect(lines.slice(1).map((line) => line.slice(0, 4))).toEqual([
      ['3', 'Датум на раѓање', 'member1@report.example', '31.2.1990'],
      ['4', 'Пол', 'member2@report.example', 'непознат'],
    ]);
    expect(lines.every((line) => line.length === 5)).toBe(true);
  });

  it("writes the report and the dry run's problems in the reader's language", async () => {
    const rows = memberRows(2, 'language.example', (index, cells) => {
      if (index === 1) cells[3] = '31.2.1990';
    });
    const fileId = await upload(company.admin, windows1251(csvText(MK_HEADERS, rows)));
    const report = await api.inject(getMemberImportErrorReport, {
      as: company.admin,
      query: { fileId, language: 'mk' },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=windows-1251');
    const lines = parseCsv(new TextDecoder('windows-1251').decode(report.rawPayload), ';');
    expect(lines[0]).toEqual(['Ред', 'Колона', 'Е-пошта', 'Вредност', 'Проблем']);
    expect(lines[1]).toEqual([
      '3',
      'Датум на раѓање',
      'member1@language.example',
      '31.2.1990',
      'мора да биде датум како 31.12.1990, или година-месец-ден; 31.2.1990 не е постоечки ден',
    ]);
    const preview = await api.inject(previewMemberImport, {
      as: company.admin,
      query: { fileId, language: 'sq' },
    });
    expect(preview.json().errors).toEqual([
      expect.objectContaining({
        row: 3,
        message:
          'duhet të jetë një datë si 31.12.1990, ose vit-muaj-ditë; 31.2.1990 nuk është ditë që ekziston',
      }),
    ]);
    const english = await api.inject(getMemberImportErrorReport, { as: company.admin, query: { fileId } });
    expect(parseCsv(new TextDecoder('windows-1251').decode(english.rawPayload), ';')[0]).toEqual([
      'Row',
      'Column',
      'E-mail',
      'Value',
      'Problem',
    ]);
  });

  it('the error report of a UTF-8 file is UTF-8 with a byte-order mark, in the file’s separator', async () => {
    const text = csvText(
      ['E-mail', 'Given name', 'Birth date'],
      [
        ['ana@utf.example', 'Ана; Ëmri', '31.2.1990'],
        ['=cmd|"/C calc"!A0', 'Besë', ''],
      ],
      ',',
    );
    const fileId = await upload(company.admin, Buffer.from(text));
    const report = await api.inject(getMemberImportErrorReport, { as: company.admin, query: { fileId } });
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...report.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parseCsv(report.rawPayload.toString('utf8').slice(1), ',');
    expect(lines.slice(1).map((line) => line.slice(0, 4))).toEqual([
      ['2', 'Birth date', 'ana@utf.example', '31.2.1990'],
      // A value that would start a formula is neutralised as in every export.
      ['3', 'E-mail', '\'=cmd|"/C calc"!A0', '\'=cmd|"/C calc"!A0'],
    ]);
  });

  it('fails with a clear message when the header row cannot be read', async () => {
    const noHeader = await upload(
      company.admin,
      Buffer.from('ana@example.com;Ана;Петровска\nboris@example.com;Борис;Николовски\n'),
    );
    const first = await api.inject(previewMemberImport, { as: company.admin, query: { fileId: noHeader } });
    expect(first.statusCode).toBe(400);
    expect(errorOf(first).message).toBe(
      'The first row holds data („ana@example.com“, „Ана“, „Петровска“), not column names: add a header row such as E-mail;Given name;Family name.',
    );
    const unknown = await upload(company.admin, Buffer.from('\ufeffKolona;Tjetër\n1;2\n'));
    const second = await api.inject(runMemberImport, { as: company.admin, body: { fileId: unknown } });
    expect(second.statusCode).toBe(400);
    expect(errorOf(second).message).toMatch(
      /^The header row names no e-mail column \(found „Kolona“, „Tjetër“\)/,
    );
    const quote = await upload(company.admin, Buffer.from('E-mail,Name\n"ana@example.com,Ana\n'));
    const third = await api.inject(previewMemberImport, { as: company.admin, query: { fileId: quote } });
    expect(errorOf(third).message).toBe('A quote opened on line 2 is never closed.');
  });

  it('lists row errors of several kinds and recognises Albanian headers and a mapping', async () => {
    const text = csvText(
      ['Email-i', 'Emri', 'Mbiemri', 'Gjinia', 'Shtetësia', 'Departamenti', 'Shënim'],
      [
        ['ana@sq.example', 'Ana', 'Krasniqi', 'femër', 'AL', '', 'x'],
        ['not-an-address', 'Besa', 'Hoxha', '=HYPERLINK("x")', 'XX', 'Nuk ekziston', ''],
        ['ana@sq.example', 'Ana', 'Krasniqi', '', '', '', ''],
        ['', '', '', '', '', '', ''],
        ['drita@sq.example', '', '', '', '', '', ''],
      ],
      '\t',
    );
    const fileId = await upload(company.admin, Buffer.from(`\ufeff${text}`));
    const preview = await api.inject(previewMemberImport, { as: company.admin, query: { fileId } });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.delimiter).toBe('\t');
    expect(body.columns.at(-1)).toEqual({ header: 'Shënim', field: null });
    // Row 5 holds only delimiters: an empty row, no data and no error, though it keeps its number.
    expect(body).toMatchObject({ rows: 4, errorCount: 5 });
    expect(body.errors.map((error: { row: number; field: string }) => `${error.row}:${error.field}`)).toEqual(
      ['3:email', '3:gender', '3:citizenship', '4:email', '6:givenName'],
    );
    const report = await api.inject(getMemberImportErrorReport, { as: company.admin, query: { fileId } });
    // A value that would start a spreadsheet formula is neutralised, as in every export.
    expect(report.body).toContain('"\'=HYPERLINK(""x"")"');
    // Mapping the unknown column to the position takes it in.
    const mapped = await api.inject(previewMemberImport, {
      as: company.admin,
      query: { fileId, columns: 'email,givenName,familyName,gender,citizenship,department,position' },
    });
    expect(mapped.json().columns.at(-1)).toEqual({ header: 'Shënim', field: 'position' });
  });

  it('refuses a MEMBER (403) and another company’s or person’s file (404)', async () => {
    const data = Buffer.from('E-mail\nx@example.com\n');
    const response = await uploadFile(
      api.app,
      {
        url: uploadMemberImport.path,
        field: 'file',
        as: company.member,
        contentType: 'text/csv',
        fileName: 'm.csv',
      },
      data,
    );
    expect(response.statusCode).toBe(403);
    const fileId = await upload(company.admin, data);
    for (const operation of [previewMemberImport, getMemberImportErrorReport] as const) {
      expect((await api.inject(operation, { as: company.member, query: { fileId } })).statusCode).toBe(403);
      expect((await api.inject(operation, { as: other.admin, query: { fileId } })).statusCode).toBe(404);
      expect((await api.inject(operation, { as: company.owner, query: { fileId } })).statusCode).toBe(404);
    }
    expect((await api.inject(runMemberImport, { as: company.member, body: { fileId } })).statusCode).toBe(
      403,
    );
    expect((await api.inject(runMemberImport, { as: other.owner, body: { fileId } })).statusCode).toBe(404);
  });

  /** A company of its own with one department, so the rows below touch nobody else's members. */
  async function companyWithSales() {
    const own = await api.company({ name: 'Self import' });
    const [division] = await api.database.owner
      .insert(divisions)
      .values({ companyId: own.companyId, name: 'Commerce' })
      .returning();
    const [sales] = await api.database.owner
      .insert(departments)
      .values({ companyId: own.companyId, divisionId: division!.id, name: 'Sales' })
      .returning();
    return { own, salesId: sales!.id };
  }

  /** What the import could have written for `memberId`: placement, employment, record and ledger. */
  async function writtenFor(memberId: string) {
    const [member] = await api.database.owner
      .select({ position: companyMembers.position, departmentId: companyMembers.departmentId })
      .from(companyMembers)
      .where(eq(companyMembers.id, memberId));
    const employment = await api.database.owner
      .select({ id: employmentRecords.id })
      .from(employmentRecords)
      .where(eq(employmentRecords.memberId, memberId));
    const record = await api.database.owner
      .select({ givenName: memberRecords.givenName })
      .from(memberRecords)
      .where(eq(memberRecords.memberId, memberId));
    const ledger = await api.database.owner
      .select({ id: leaveLedgerEntries.id })
      .from(leaveLedgerEntries)
      .where(eq(leaveLedgerEntries.memberId, memberId));
    return { ...member, employment: employment.length, record: record[0] ?? null, ledger: ledger.length };
  }

  it("V8.2.3 an import row for the importer's own address cannot change her employment or open her leave balance; the row is refused by column and nothing is written", async () => {
    const { own } = await companyWithSales();
    const before = {
      admin: await writtenFor(own.admin.companyMemberId!),
      member: await writtenFor(own.member.companyMemberId!),
    };
    const text = csvText(
      ['E-mail', 'Given name', 'Position', 'Department', 'Employment type', 'Start date', 'Leave days'],
      [
        [own.member.email, 'Mira', 'Clerk', 'Sales', '', '2026-02-01', ''],
        [own.admin.email.toUpperCase(), 'Ana', 'Director', 'Sales', 'full_time', '2020-01-01', '45'],
      ],
      ',',
    );
    const fileId = await upload(own.admin, Buffer.from(text));

    const preview = await api.inject(previewMemberImport, { as: own.admin, query: { fileId } });
    expect(preview.statusCode, preview.body).toBe(200);
    // Her given name is personal data she edits on her profile too; every other cell is refused.
    expect(preview.json()).toMatchObject({ rows: 2, creates: 0, updates: 1, errorCount: 5 });
    expect(
      preview
        .json()
        .errors.map((error: { row: number; column: string; field: string; message: string }) => [
          error.row,
          error.column,
          error.field,
          error.message,
        ]),
    ).toEqual([
      [3, 'Position', 'position', 'Nobody changes their own employment'],
      [3, 'Department', 'department', 'Nobody changes their own employment'],
      [3, 'Employment type', 'employmentType', 'Nobody changes their own employment'],
      [3, 'Start date', 'startDate', 'Nobody changes their own employment'],
      [3, 'Leave days', 'leaveDays', 'Nobody adjusts their own leave balance: another owner or admin does'],
    ]);

    const run = await api.inject(runMemberImport, { as: own.admin, body: { fileId } });
    expect(run.statusCode).toBe(400);
    expect(errorOf(run).message).toBe(
      'Nothing was imported: 1 row has errors. Row 3, column „Position“: Nobody changes their own employment.',
    );
    expect(errorOf(run).fields?.map((field) => field.path)).toEqual([
      'row 3, column Position',
      'row 3, column Department',
      'row 3, column Employment type',
      'row 3, column Start date',
      'row 3, column Leave days',
    ]);
    // The import is all or nothing: the valid row waits with the refused one.
    expect(await writtenFor(own.admin.companyMemberId!)).toEqual(before.admin);
    expect(await writtenFor(own.member.companyMemberId!)).toEqual(before.member);

    // The owner is held to the same rule on her own row; her cells for the admin are hers to write.
    const ownerFile = await upload(
      own.owner,
      Buffer.from(
        csvText(
          ['E-mail', 'Position', 'Leave days'],
          [
            [own.owner.email, 'Owner', ''],
            [own.admin.email, 'Director', '20'],
          ],
          ',',
        ),
      ),
    );
    const ownerPreview = await api.inject(previewMemberImport, {
      as: own.owner,
      query: { fileId: ownerFile },
    });
    expect(
      ownerPreview
        .json()
        .errors.map((error: { row: number; field: string }) => `${error.row}:${error.field}`),
    ).toEqual(['2:position']);
  });

  it('V8.2.3 an import applies the company’s access rules to each row: employment an admin may only view is refused on that row and column', async () => {
    const { own } = await companyWithSales();
    // The company lets admins view employment, not change it; owners keep the defaults.
    const rules = defaultAccessRules('employment').map((rule) =>
      rule.role === 'ADMIN' && rule.level === 'edit' ? { ...rule, level: 'view' as const } : rule,
    );
    const replaced = await api.inject(replaceAccessRules, {
      as: own.owner,
      params: { part: 'employment' },
      body: { rules },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const before = await writtenFor(own.member.companyMemberId!);
    const text = csvText(
      ['E-mail', 'Family name', 'Job title'],
      [
        [own.member.email, 'Krasniqi', 'Clerk'],
        ['new.hire@self.example', 'Hoxha', 'Clerk'],
      ],
      ',',
    );
    const fileId = await upload(own.admin, Buffer.from(text));
    const preview = await api.inject(previewMemberImport, { as: own.admin, query: { fileId } });
    expect(preview.json()).toMatchObject({ creates: 0, updates: 0, errorCount: 2 });
    expect(preview.json().errors).toEqual([
      { row: 2, column: 'Job title', field: 'position', message: 'You may not change this employment' },
      { row: 3, column: 'Job title', field: 'position', message: 'You may not change this employment' },
    ]);
    const run = await api.inject(runMemberImport, { as: own.admin, body: { fileId } });
    expect(run.statusCode).toBe(400);
    expect(await writtenFor(own.member.companyMemberId!)).toEqual(before);
    expect(
      await api.database.owner.select().from(users).where(eq(users.email, 'new.hire@self.example')),
    ).toEqual([]);
    // The owner, whom the rule does not narrow, imports the same file as it is.
    const ownerFile = await upload(own.owner, Buffer.from(text));
    const ownerPreview = await api.inject(previewMemberImport, {
      as: own.owner,
      query: { fileId: ownerFile },
    });
    expect(ownerPreview.json()).toMatchObject({ creates: 1, updates: 1, errorCount: 0 });
  });

  it('a finished import reports how many members it added and updated, for the screen’s summary', async () => {
    const { own } = await companyWithSales();
    const text = csvText(
      ['E-mail', 'Given name', 'Family name'],
      [
        [own.member.email, 'Mira', ''],
        ['first.new@summary.example', 'Ana', 'Petrovska'],
        ['second.new@summary.example', 'Besa', 'Hoxha'],
      ],
      ',',
    );
    const fileId = await upload(own.admin, Buffer.from(`${text}\r\n`));
    const run = await api.inject(runMemberImport, { as: own.admin, body: { fileId } });
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json().rows).toBe(3);
    const { jobId } = run.json() as { jobId: string };
    const progress = await until(async () => {
      const answer = (await api.inject(getJobProgress, { as: own.admin, params: { jobId } })).json();
      return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
    });
    expect(progress).toMatchObject({
      state: 'completed',
      total: 3,
      result: { rows: 3, created: 2, updated: 1, invited: 0, notInvited: 0 },
    });
    expect(memberImportResultSchema.parse(progress.result)).toEqual(progress.result);
  });

  it('offers a template in each language that imports as it is', async () => {
    const template = await api.inject(getMemberImportTemplate, {
      as: company.admin,
      query: { language: 'mk' },
    });
    expect(template.statusCode).toBe(200);
    expect(template.body.split('\r\n')[0]).toContain('"Е-пошта","Име","Татково име","Презиме"');
    const fileId = await upload(company.admin, Buffer.from(template.body));
    const preview = await api.inject(previewMemberImport, { as: company.admin, query: { fileId } });
    expect(preview.json().errors).toEqual([]);
    expect(preview.json()).toMatchObject({ rows: 1, errorCount: 0, creates: 1 });
    expect(preview.json().columns.every((column: { field: string | null }) => column.field !== null)).toBe(
      true,
    );
  });

  it('an invitation to an imported member hands the membership to whoever accepts it', async () => {
    const fileId = await upload(
      company.admin,
      Buffer.from('E-mail,Given name,Family name\nnew.person@join.example,Nova,Osoba\n'),
    );
    const run = await api.inject(runMemberImport, {
      as: company.admin,
      body: { fileId, options: { invite: true } },
    });
    expect(run.statusCode, run.body).toBe(202);
    const { jobId } = run.json() as { jobId: string };
    const done = await until(async () => {
      const answer = (await api.inject(getJobProgress, { as: company.admin, params: { jobId } })).json();
      return answer.state === 'completed' || answer.state === 'failed' ? answer : undefined;
    });
    expect(done.state).toBe('completed');
    expect(done.result).toEqual({ rows: 1, created: 1, updated: 0, invited: 1, notInvited: 0 });
    const [placeholder] = await api.database.owner
      .select({ memberId: companyMembers.id, issuer: users.issuer })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(eq(companyMembers.companyId, company.companyId), sql`${users.email} = 'new.person@join.example'`),
      );
    expect(placeholder!.issuer).toBe('atrium:member-import');
    // Inviting an imported member again is allowed (they have not joined yet).
    const invite = await api.inject(createInvite, {
      as: company.admin,
      body: { email: 'new.person@join.example', role: 'MEMBER' },
    });
    expect(invite.statusCode, invite.body).toBe(201);

    // Accepting an invitation to that address hands the imported membership to the person.
    const person = await createPerson(api.database, { email: 'new.person@join.example' });
    const token = 'imported-member-token-0123456789abcdefghijk';
    await api.database.owner.insert(companyInvites).values({
      companyId: company.companyId,
      email: 'new.person@join.example',
      role: 'MEMBER',
      tokenHash: hashInviteToken(token),
      invitedByUserId: company.admin.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const accepted = await api.inject(respondToInvite, { as: person, body: { token, response: 'accept' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().companyMemberId).toBe(placeholder!.memberId);
    const memberships = await api.database.owner
      .select({ id: companyMembers.id, userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(eq(companyMembers.companyId, company.companyId), sql`${users.email} = 'new.person@join.example'`),
      );
    expect(memberships).toEqual([{ id: placeholder!.memberId, userId: person.userId }]);
  });
});
