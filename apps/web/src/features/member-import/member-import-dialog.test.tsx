import { getLeaveTypes, type LeaveType } from '@atrium/contract/absence';
import { getJobProgress } from '@atrium/contract/jobs';
import {
  getMemberImportErrorReport,
  previewMemberImport,
  runMemberImport,
  uploadMemberImport,
  type MemberImportPreview,
  type MemberImportResult,
  type RunMemberImportBody,
} from '@atrium/contract/member-import';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../test/api-server.ts';
import { MemberImportButton } from './member-import-dialog.tsx';

serveApiInTests();

const FILE = '44444444-4444-4444-8444-444444444444';
const leaveType = (n: number, name: string, archived = false): LeaveType => ({
  leaveTypeId: `00000000-0000-4000-8000-0000000000a${n}`,
  names: { en: name },
  colour: '#228be6',
  unit: 'day',
  category: 'vacation',
  countsAgainstAllowance: true,
  certificateRequiredFromDay: null,
  minimumNoticeDays: 0,
  maximumConsecutiveDays: null,
  eligibleAfterDays: 0,
  allowedNegativeHours: 0,
  visibility: 'public',
  autoApprove: false,
  sortOrder: n,
  archived,
});
const preview = (columns: MemberImportPreview['columns']): MemberImportPreview => ({
  encoding: 'utf-8',
  delimiter: ';',
  columns,
  rows: 2,
  creates: 2,
  updates: 0,
  errorCount: 0,
  errors: [],
});

/** Opens the dialog and uploads a file; the upload's chunk loop runs over HTTP. */
async function upload(result: MemberImportResult | null = null, language?: string) {
  answer(getJobProgress, {
    jobId: '55555555-5555-4555-8555-555555555555',
    state: 'completed',
    done: 2,
    total: 2,
    percent: 100,
    message: null,
    result,
    updatedAt: '2026-11-27T10:00:00.000Z',
  });
  answer(uploadMemberImport, () => ({
    status: 'complete' as const,
    id: FILE,
    name: 'members.csv',
    size: 10,
    contentType: 'text/csv',
    url: '/api/x',
  }));
  const rendered = await renderScreen(<MemberImportButton />, language ? { language } : {});
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const input = (await screen.findByTestId('uploader')).querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File(['E-mail;Leave days\n'], 'members.csv', { type: 'text/csv' })] },
  });
  return rendered;
}

describe('member import: the leave type of opening balances', () => {
  it('asks for the leave type when a column is imported as Leave days, and sends it', async () => {
    answer(
      previewMemberImport,
      preview([
        { header: 'E-mail', field: 'email' },
        { header: 'Leave days', field: 'leaveDays' },
      ]),
    );
    answer(getLeaveTypes, [
      leaveType(1, 'Annual leave'),
      leaveType(2, 'Old leave', true),
      leaveType(3, 'Study leave'),
    ]);
    const runs = answer(runMemberImport, { jobId: 'job-1', rows: 2 });
    await upload();
    const select = (
      await screen.findAllByLabelText(/Leave type of the opening balances/, undefined, { timeout: 5_000 })
    ).find((element) => element.tagName === 'INPUT')!;
    const run = screen.getByRole('button', { name: 'Import 2 rows' });
    expect(run).toBeDisabled();
    fireEvent.click(select);
    // The dropdown is still in its opening transition in jsdom, hence hidden.
    const study = await screen.findByRole('option', { name: 'Study leave', hidden: true });
    expect(screen.getByRole('option', { name: 'Annual leave', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old leave', hidden: true })).toBeNull();
    fireEvent.click(study);
    await waitFor(() => expect(run).toBeEnabled());
    fireEvent.click(run);
    await waitFor(() => expect(runs).toHaveLength(1));
    expect((runs[0]!.body as RunMemberImportBody).options).toEqual({
      invite: false,
      leaveTypeId: '00000000-0000-4000-8000-0000000000a3',
      balanceDate: null,
    });
  });

  it('offers no leave type without a Leave days column and does not read the leave types', async () => {
    answer(previewMemberImport, preview([{ header: 'E-mail', field: 'email' }]));
    const read = answer(getLeaveTypes, []);
    const runs = answer(runMemberImport, { jobId: 'job-2', rows: 2 });
    await upload();
    const run = await screen.findByRole('button', { name: 'Import 2 rows' }, { timeout: 5_000 });
    expect(screen.queryByText('Leave type of the opening balances')).toBeNull();
    fireEvent.click(run);
    await waitFor(() => expect(runs).toHaveLength(1));
    expect((runs[0]!.body as RunMemberImportBody).options.leaveTypeId).toBeNull();
    expect(read).toHaveLength(0);
  });
});

describe('member import: the summary at the end', () => {
  async function runImport(result: MemberImportResult) {
    answer(previewMemberImport, preview([{ header: 'E-mail', field: 'email' }]));
    answer(runMemberImport, { jobId: '55555555-5555-4555-8555-555555555555', rows: result.rows });
    const rendered = await upload(result);
    fireEvent.click(await screen.findByRole('button', { name: /^Import \d+ rows$/ }, { timeout: 5_000 }));
    return {
      ...rendered,
      summary: await screen.findByTestId('member-import-summary', {}, { timeout: 5_000 }),
    };
  }

  it('says how many members were added, updated and invited, and links to the member list', async () => {
    const { summary, router } = await runImport({
      rows: 12,
      created: 11,
      updated: 1,
      invited: 10,
      notInvited: 1,
    });
    expect(summary).toHaveTextContent('The import is finished');
    const items = Array.from(summary.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toEqual([
      '12 rows of the file imported, none skipped',
      '11 new members added',
      '1 member updated',
      '10 invitations sent',
      '1 invitation could not be sent: invite them from the member list',
    ]);
    const link = screen.getByRole('link', { name: 'Open the member list' });
    expect(link).toHaveAttribute('href', '/admin/users/list');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/list'));
  });

  it('names no invitations when the import sent none, and counts one row as one', async () => {
    const { summary } = await runImport({ rows: 1, created: 0, updated: 1, invited: 0, notInvited: 0 });
    expect(Array.from(summary.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      '1 row of the file imported, none skipped',
      '0 new members added',
      '1 member updated',
    ]);
  });
});

// docs/product/human-resources.md#importing-members: the dry run and its report speak the reader's language.
describe("member import: the reader's language", () => {
  it('asks for the dry run and its error report in the interface language', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const asked = answer(previewMemberImport, {
      ...preview([{ header: 'E-mail', field: 'email' }]),
      errorCount: 1,
      errors: [{ row: 3, column: 'E-mail', field: 'email', message: 'мора да биде адреса на е-пошта' }],
    });
    const reports = answer(getMemberImportErrorReport, 'Ред;Колона\r\n');
    await upload(null, 'mk');
    expect(await screen.findByText('мора да биде адреса на е-пошта')).toBeInTheDocument();
    expect(asked[0]!.query.get('language')).toBe('mk');
    fireEvent.click(screen.getByRole('button', { name: 'Download the error report' }));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.query.get('language')).toBe('mk');
    expect(reports[0]!.query.get('fileId')).toBe(FILE);
  });
});
