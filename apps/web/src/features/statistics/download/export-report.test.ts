import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { exportReport } from './export-report.ts';

const filters = { from: '2025-03-01', to: '2025-03-31', projectId: '00000000-0000-4000-8000-000000000001' };

describe('exportReport', () => {
  it('asks for the report with the filters and saves the answer under its file name', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response(new Uint8Array([80, 75]), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="users.xlsx"' },
        }),
    );
    const save = vi.fn();
    expect(await exportReport(fetcher, 'users', 'xlsx', filters, save)).toBe('users.xlsx');
    const [url] = fetcher.mock.calls[0] as unknown as [string];
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/Statistics/export?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({ ...filters, report: 'users', format: 'xlsx' });
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('users.xlsx');
    expect(blob.size).toBe(2);
  });

  it('names the file itself without a disposition header', async () => {
    const save = vi.fn();
    await exportReport(async () => new Response('a;b', { status: 200 }), 'hours', 'csv', filters, save);
    expect(save.mock.calls[0]?.[1]).toBe('hours-2025-03-01-2025-03-31.csv');
  });

  it('throws the API error of a refusal and saves nothing', async () => {
    const save = vi.fn();
    const refusal = new Response(
      JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'bad range', requestId: 'r' } }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
    const error = await exportReport(async () => refusal, 'users', 'csv', filters, save).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(save).not.toHaveBeenCalled();
  });
});
