import { getMemberList } from '@atrium/contract/human-resources';
import { getJobProgress } from '@atrium/contract/jobs';
import {
  downloadBulkGeneration,
  generateDocument,
  getBulkGeneration,
  getDocumentFormats,
  getLeaveRequestChoices,
  startBulkGeneration,
  type BulkGeneration,
  type TemplateDetail,
} from '@atrium/contract/templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../test/api-server.ts';
import { GeneratePanel } from './generate-panel.tsx';

serveApiInTests();
// A server without PDF, unless a test says otherwise.
beforeEach(() => {
  answer(getDocumentFormats, { pdf: false });
});

const TEMPLATE = '11111111-1111-4111-8111-111111111111';
const ANA = '22222222-2222-4222-8222-222222222222';
const BOJAN = '33333333-3333-4333-8333-333333333333';
const JOB = '44444444-4444-4444-8444-444444444444';
const REQUEST = '55555555-5555-4555-8555-555555555555';

const template: TemplateDetail = {
  companyUserTemplateId: TEMPLATE,
  name: 'Certificate',
  kind: 'member',
  language: 'en',
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  unknownTags: 0,
  problems: 0,
  versions: [],
};

const member = (companyMemberId: string, name: string, email: string) =>
  ({ companyMemberId, userId: companyMemberId, name, email }) as never;

/** The bulk job's progress: all `total` items done, ended in `state`. */
function answerJobEnded(total: number, state: BulkGeneration['state'] = 'completed') {
  answer(getJobProgress, {
    jobId: JOB,
    state,
    done: total,
    total,
    percent: 100,
    message: null,
    result: null,
    updatedAt: '2026-11-27T10:00:00.000Z',
  });
}

describe('template generation: a leave request and many at once', () => {
  it('generates for two chosen members in bulk, shows progress and failures, downloads the ZIP', async () => {
    answer(getMemberList, {
      items: [
        member(ANA, 'Ana Petrova', 'ana@example.com'),
        member(BOJAN, 'Bojan Ilievski', 'bojan@example.com'),
      ],
      total: 2,
      nextCursor: null,
    });
    const chosen = { kind: 'members', unit: null, filter: null, people: 2 } as const;
    const started = answer(startBulkGeneration, { jobId: JOB, items: 2, selection: chosen });
    answerJobEnded(2);
    answer(getBulkGeneration, {
      jobId: JOB,
      state: 'completed',
      done: 2,
      total: 2,
      documents: 1,
      failures: [{ id: BOJAN, name: 'Bojan Ilievski', message: 'The member was not found.' }],
      url: `/api/Templates/bulk/${JOB}/zip`,
      expiresAt: '2026-12-04T10:00:00.000Z',
      expired: false,
      storageFull: false,
      selection: chosen,
    });
    const zip = answer(
      downloadBulkGeneration,
      () =>
        new Response(new Blob(['PK']), {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''Certificate.zip" },
        }),
    );
    await renderScreen(<GeneratePanel template={template} />);
    const start = screen.getByRole('button', { name: 'Generate for 0 members' });
    expect(start).toBeDisabled();
    const picker = screen.getByPlaceholderText('Add members by name or e-mail');
    fireEvent.click(picker);
    // The single choice above offers the same names: the bulk list is the last one.
    const option = async (name: string) =>
      (await screen.findAllByRole('option', { name, hidden: true })).at(-1)!;
    fireEvent.click(await option('Ana Petrova · ana@example.com'));
    fireEvent.click(picker);
    fireEvent.click(await option('Bojan Ilievski · bojan@example.com'));
    const two = await screen.findByRole('button', { name: 'Generate for 2 members' });
    fireEvent.click(two);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]!.body).toEqual({
      companyUserTemplateId: TEMPLATE,
      selection: { kind: 'members', ids: [ANA, BOJAN] },
    });

    expect(await screen.findByRole('progressbar', { name: 'Generating documents' })).toBeInTheDocument();
    expect(await screen.findByText('1 document is ready.')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-selection')).toHaveTextContent('Chosen members (2 people)');
    expect(screen.getByText('1 document could not be made')).toBeInTheDocument();
    expect(screen.getByText(/Bojan Ilievski: The member was not found\./)).toBeInTheDocument();
    expect(screen.getByText(/^Kept until Dec 4, 2026, .+, then removed\.$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download ZIP' }));
    await waitFor(() => expect(zip).toHaveLength(1));
    expect(
      screen.getByText('Documents are made as DOCX; PDF is not available on this server.'),
    ).toBeInTheDocument();
  });

  it('asks for PDF where the server makes it: one document as PDF, a bulk run as DOCX and PDF', async () => {
    answer(getDocumentFormats, { pdf: true });
    answer(getMemberList, {
      items: [member(ANA, 'Ana Petrova', 'ana@example.com')],
      total: 1,
      nextCursor: null,
    });
    const generated = answer(
      generateDocument,
      () =>
        new Response(new Blob(['%PDF-']), {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''Certificate.pdf" },
        }),
    );
    const chosen = { kind: 'members', unit: null, filter: null, people: 1 } as const;
    const started = answer(startBulkGeneration, { jobId: JOB, items: 1, selection: chosen });
    answerJobEnded(1);
    await renderScreen(<GeneratePanel template={template} />);
    const [single, bulk] = await screen.findAllByRole('radiogroup', { name: 'Format' });
    fireEvent.click(within(single!).getByText('PDF'));
    fireEvent.click(screen.getByPlaceholderText('Search by name or e-mail'));
    fireEvent.click(
      (await screen.findAllByRole('option', { name: 'Ana Petrova · ana@example.com', hidden: true }))[0]!,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(generated).toHaveLength(1));
    expect(generated[0]!.body).toMatchObject({ companyMemberId: ANA, format: 'pdf' });

    fireEvent.click(within(bulk!).getByText('DOCX and PDF'));
    fireEvent.click(screen.getByPlaceholderText('Add members by name or e-mail'));
    fireEvent.click(
      (await screen.findAllByRole('option', { name: 'Ana Petrova · ana@example.com', hidden: true })).at(-1)!,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate for 1 member' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]!.body).toMatchObject({ format: 'both', selection: { kind: 'members', ids: [ANA] } });
  });

  /** Starts a bulk run for Ana whose job ends as `result` says. */
  async function bulkEndingWith(result: Partial<BulkGeneration>) {
    answer(getMemberList, {
      items: [member(ANA, 'Ana Petrova', 'ana@example.com')],
      total: 1,
      nextCursor: null,
    });
    const chosen = { kind: 'members', unit: null, filter: null, people: 1 } as const;
    answer(startBulkGeneration, { jobId: JOB, items: 1, selection: chosen });
    answerJobEnded(1, result.state);
    answer(getBulkGeneration, {
      jobId: JOB,
      state: 'completed',
      done: 1,
      total: 1,
      documents: 0,
      failures: [],
      url: null,
      expiresAt: null,
      expired: false,
      storageFull: false,
      selection: chosen,
      ...result,
    });
    await renderScreen(<GeneratePanel template={template} />);
    fireEvent.click(screen.getByPlaceholderText('Add members by name or e-mail'));
    fireEvent.click(
      (await screen.findAllByRole('option', { name: 'Ana Petrova · ana@example.com', hidden: true })).at(-1)!,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate for 1 member' }));
  }

  it('says when a finished bulk ZIP has expired, with nothing to download', async () => {
    await bulkEndingWith({ expired: true });
    expect(await screen.findByTestId('bulk-expired')).toHaveTextContent(
      'This ZIP has expired: ZIPs are kept for 7 days. Generate the documents again.',
    );
    expect(screen.queryByRole('button', { name: 'Download ZIP' })).not.toBeInTheDocument();
    expect(screen.queryByText(/documents? (is|are) ready/)).not.toBeInTheDocument();
  });

  it('says when a bulk ZIP did not fit the company’s storage', async () => {
    await bulkEndingWith({ state: 'failed', storageFull: true });
    expect(
      await screen.findByText(/^The ZIP did not fit: the company’s files take up their storage\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be generated/)).not.toBeInTheDocument();
  });

  it('chooses a leave request by member and generates its document; bulk takes a period', async () => {
    const choices = answer(getLeaveRequestChoices, [
      {
        leaveRequestId: REQUEST,
        companyMemberId: ANA,
        memberName: 'Ana Petrova',
        leaveType: { en: 'Annual leave', mk: 'Годишен одмор' },
        startsOn: '2026-07-06',
        endsOn: '2026-07-10',
        status: 'approved',
      },
    ]);
    const generated = answer(
      generateDocument,
      () =>
        new Response(new Blob(['PK']), {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''letter.docx" },
        }),
    );
    await renderScreen(<GeneratePanel template={{ ...template, kind: 'leave_request' }} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Member' }), { target: { value: 'Ana' } });
    await waitFor(() => expect(choices.at(-1)!.query.get('search')).toBe('Ana'));
    fireEvent.click(screen.getByPlaceholderText('Choose a leave request'));
    fireEvent.click(
      await screen.findByRole('option', {
        name: /^Ana Petrova · Annual leave · .+ · approved$/,
        hidden: true,
      }),
    );
    const download = screen.getByRole('button', { name: 'Download DOCX' });
    await waitFor(() => expect(download).toBeEnabled());
    fireEvent.click(download);
    await waitFor(() => expect(generated).toHaveLength(1));
    expect(generated[0]!.body).toEqual({ companyUserTemplateId: TEMPLATE, leaveRequestId: REQUEST });
    // Bulk for leave requests asks for a period first.
    expect(screen.getByRole('button', { name: 'Generate for the period' })).toBeDisabled();
  });
});
