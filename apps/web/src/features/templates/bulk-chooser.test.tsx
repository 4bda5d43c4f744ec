import { getMemberList } from '@atrium/contract/human-resources';
import { getJobProgress } from '@atrium/contract/jobs';
import { getOrganization, type Organization } from '@atrium/contract/organization';
import {
  getBulkGeneration,
  getBulkSelectionCount,
  startBulkGeneration,
  type BulkGeneration,
  type BulkSelectionSummary,
  type TemplateDetail,
  getDocumentFormats,
} from '@atrium/contract/templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { BulkGenerate } from './bulk-generate.tsx';

serveApiInTests();
// A server without PDF, unless a test says otherwise.
beforeEach(() => {
  answer(getDocumentFormats, { pdf: false });
});

const TEMPLATE = '11111111-1111-4111-8111-111111111111';
const JOB = '44444444-4444-4444-8444-444444444444';
const OPERATIONS = '66666666-6666-4666-8666-666666666666';
const SALES = '77777777-7777-4777-8777-777777777777';
const SUPPORT = '88888888-8888-4888-8888-888888888888';

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

const department = (departmentId: string, name: string, memberCount: number) => ({
  departmentId,
  divisionId: OPERATIONS,
  name,
  sortOrder: 0,
  memberCount,
  managers: [],
});

const organization: Organization = {
  companyName: 'Demo',
  memberCount: 20,
  unplacedCount: 2,
  divisions: [
    {
      divisionId: OPERATIONS,
      name: 'Operations',
      sortOrder: 0,
      memberCount: 18,
      managers: [],
      departments: [department(SALES, 'Sales', 12), department(SUPPORT, 'Support', 6)],
    },
  ],
  canManage: true,
};

/** The screen's other reads: the member picker's list and, once started, the job's progress. */
function answerTheRest(selection: BulkSelectionSummary) {
  answer(getMemberList, { items: [], total: 0, nextCursor: null });
  answer(getOrganization, organization);
  answer(getJobProgress, {
    jobId: JOB,
    state: 'completed',
    done: selection.people,
    total: selection.people,
    percent: 100,
    message: null,
    result: null,
    updatedAt: '2026-11-27T10:00:00.000Z',
  });
  const result: BulkGeneration = {
    jobId: JOB,
    state: 'completed',
    done: selection.people,
    total: selection.people,
    documents: selection.people,
    failures: [],
    url: `/api/Templates/bulk/${JOB}/zip`,
    expiresAt: '2026-12-04T10:00:00.000Z',
    expired: false,
    storageFull: false,
    selection,
  };
  answer(getBulkGeneration, result);
  return answer(startBulkGeneration, { jobId: JOB, items: selection.people, selection });
}

const bulk = () => within(screen.getByRole('region', { name: 'Generate for many' }));

/** The count line once it has its answer (it says "Counting…" until then). */
async function countSays(text: string) {
  await waitFor(() => expect(bulk().getByTestId('bulk-count')).toHaveTextContent(text));
}

async function choose(label: string, option: string) {
  fireEvent.click(bulk().getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('bulk generation: who the documents are for', () => {
  it('offers members one by one first, then a department, counts it and names it on the result', async () => {
    const started = answerTheRest({
      kind: 'department',
      unit: { id: SALES, name: 'Sales' },
      filter: null,
      people: 12,
    });
    const counts = answer(getBulkSelectionCount, { people: 12, limit: 1000 });
    await renderScreen(<BulkGenerate template={template} />);
    expect(bulk().getByRole('radio', { name: 'Chosen members' })).toBeChecked();
    expect(bulk().getByPlaceholderText('Add members by name or e-mail')).toBeInTheDocument();
    expect(bulk().getByRole('button', { name: 'Generate for 0 members' })).toBeDisabled();

    fireEvent.click(bulk().getByRole('radio', { name: 'A department' }));
    expect(bulk().queryByPlaceholderText('Add members by name or e-mail')).not.toBeInTheDocument();
    // Nothing is counted before a department is chosen.
    expect(counts).toHaveLength(0);
    expect(bulk().getByRole('button', { name: 'Generate for 0 members' })).toBeDisabled();
    await choose('Department', 'Sales');
    await countSays('This covers 12 people.');
    expect(Object.fromEntries(counts.at(-1)!.query)).toEqual({ kind: 'department', id: SALES });

    const start = bulk().getByRole('button', { name: 'Generate for 12 members' });
    expect(start).toBeEnabled();
    fireEvent.click(start);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]!.body).toEqual({
      companyUserTemplateId: TEMPLATE,
      selection: { kind: 'department', id: SALES },
    });
    expect(await bulk().findByTestId('bulk-selection')).toHaveTextContent('Department: Sales (12 people)');
  });

  it('refuses to start a choice over the limit or of nobody, and says so', async () => {
    answerTheRest({ kind: 'everyone', unit: null, filter: null, people: 1 });
    answer(getBulkSelectionCount, ({ query }) =>
      query.get('kind') === 'everyone' ? { people: 1200, limit: 1000 } : { people: 0, limit: 1000 },
    );
    await renderScreen(<BulkGenerate template={template} />);
    fireEvent.click(bulk().getByRole('radio', { name: 'Everyone' }));
    await countSays(
      'This covers 1200 people, more than the 1000 one run makes. Narrow the choice, or run it in parts.',
    );
    expect(bulk().getByRole('button', { name: 'Generate for 1200 members' })).toBeDisabled();

    fireEvent.click(bulk().getByRole('radio', { name: 'A division' }));
    await choose('Division', 'Operations');
    expect(await bulk().findByText('This covers nobody you may generate documents for.')).toBeInTheDocument();
    expect(bulk().getByRole('button', { name: 'Generate for 0 members' })).toBeDisabled();
  });

  it('filters the member list as the list does, counting the search once typing pauses', async () => {
    const started = answerTheRest({
      kind: 'filter',
      unit: null,
      filter: { search: 'ana', status: 'ACTIVE' },
      people: 3,
    });
    const counts = answer(getBulkSelectionCount, { people: 3, limit: 1000 });
    await renderScreen(<BulkGenerate template={template} />);
    fireEvent.click(bulk().getByRole('radio', { name: 'Filter the member list' }));
    fireEvent.change(bulk().getByRole('searchbox', { name: 'Search' }), { target: { value: 'ana' } });
    await choose('Status', 'Active');
    await waitFor(() =>
      expect(Object.fromEntries(counts.at(-1)!.query)).toEqual({
        kind: 'filter',
        search: 'ana',
        status: 'ACTIVE',
      }),
    );
    expect(await bulk().findByText('This covers 3 people.')).toBeInTheDocument();
    fireEvent.click(bulk().getByRole('button', { name: 'Generate for 3 members' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]!.body).toEqual({
      companyUserTemplateId: TEMPLATE,
      selection: { kind: 'filter', search: 'ana', status: 'ACTIVE' },
    });
    expect(await bulk().findByTestId('bulk-selection')).toHaveTextContent(
      'Member list: “ana”, Active (3 people)',
    );
  });

  it('says when the people cannot be counted', async () => {
    answerTheRest({ kind: 'everyone', unit: null, filter: null, people: 1 });
    answer(getBulkSelectionCount, refusal(403, 'MODULE_NOT_SUBSCRIBED'));
    await renderScreen(<BulkGenerate template={template} />);
    fireEvent.click(bulk().getByRole('radio', { name: 'Everyone' }));
    await countSays('The people this covers could not be counted. Try again.');
    expect(bulk().getByRole('button', { name: 'Generate for 0 members' })).toBeDisabled();
  });
});
