import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { exportReport } from './export-report.ts';

const filters = { from: '2025-03-01', to: '2025-03-31', projectId: '00000000-0000-4000-8000-000000000001' };

describe('exportReport', () => {
  it('asks for the report with the filters and saves it under a name with its range and filters', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response(new Uint8Array([80, 75]), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="users.xlsx"' },
        }),
    );
    const save = vi.fn();
    const named = 'statistics-users-2025-03-01_2025-03-31-project-website-northwind.xlsx';
    expect(
      await exportReport(fetcher, 'users', 'xlsx', filters, { projectId: 'Website Northwind' }, save),
    ).toBe(named);
    const [url] = fetcher.mock.calls[0] as unknown as [string];
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/Statistics/export?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({ ...filters, report: 'users', format: 'xlsx' });
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe(named);
    expect(blob.size).toBe(2);
  });

  it('names a filtered export apart from the unfiltered one', async () => {
    const save = vi.fn();
    const answer = async () => new Response('a;b', { status: 200 });
    await exportReport(answer, 'hours', 'csv', filters, {}, save);
    await exportReport(answer, 'hours', 'csv', { from: filters.from, to: filters.to }, {}, save);
    expect(save.mock.calls.map((call) => call[1])).toEqual([
      'statistics-hours-2025-03-01_2025-03-31-project-00000000.csv',
      'statistics-hours-2025-03-01_2025-03-31.csv',
    ]);
  });

  it('throws the API error of a refusal and saves nothing', async () => {
    const save = vi.fn();
    const refusal = new Response(
      JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'bad range', requestId: 'r' } }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
    const error = await exportReport(async () => refusal, 'users', 'csv', filters, {}, save).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(save).not.toHaveBeenCalled();
  });
});
