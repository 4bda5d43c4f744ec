import { getLeaveTypes, type LeaveType } from '@atrium/contract/absence';
import {
  createAbsenceFileRule,
  deleteAbsenceFileRule,
  deleteMemberDocument,
  getAbsenceFileRules,
  getMemberDocuments,
  type AbsenceFileRule,
  type MemberDocument,
} from '@atrium/contract/member-documents';
import { getDocumentFormats, getTemplates, type TemplateSummary } from '@atrium/contract/templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { AbsenceFileRulesScreen } from './absence-file-rules-screen.tsx';
import { MemberDocumentsCard } from './member-documents-card.tsx';

serveApiInTests();

const ANNUAL: LeaveType = {
  leaveTypeId: '00000000-0000-4000-8000-0000000000a1',
  names: { en: 'Annual leave' },
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
  sortOrder: 0,
  archived: false,
};
const SICK: LeaveType = {
  ...ANNUAL,
  leaveTypeId: '00000000-0000-4000-8000-0000000000a2',
  names: { en: 'Sick leave' },
};
const APPROVAL: TemplateSummary = {
  companyUserTemplateId: '00000000-0000-4000-8000-0000000000c1',
  name: 'Leave approval',
  kind: 'leave_request',
  language: 'en',
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  unknownTags: 0,
  problems: 0,
};
const MEMBER = '00000000-0000-4000-8000-0000000000e1';

async function pick(label: RegExp, option: string) {
  fireEvent.click(await screen.findByLabelText(label, { selector: 'input' }));
  // The dropdown is still in its opening transition in jsdom, hence hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function showRules(rules: AbsenceFileRule[], pdf = false) {
  answer(getLeaveTypes, [ANNUAL, SICK]);
  answer(getDocumentFormats, { pdf });
  answer(getTemplates, [APPROVAL]);
  answer(getAbsenceFileRules, () => rules);
  await renderScreen(<AbsenceFileRulesScreen />);
}

describe('AbsenceFileRulesScreen', { timeout: 20_000 }, () => {
  it('adds a rule: the fields are required first, then the chosen type, state and template are sent', async () => {
    const rules: AbsenceFileRule[] = [];
    await showRules(rules);
    expect(await screen.findByText('No rules yet.')).toBeInTheDocument();
    const sent = answer(createAbsenceFileRule, ({ body }) => {
      const rule = {
        absenceFileRuleId: '00000000-0000-4000-8000-0000000000f1',
        ...(body as object),
      } as AbsenceFileRule;
      rules.push(rule);
      return rule;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findAllByText('Choose one')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    await pick(/^Leave type/, 'Annual leave');
    await pick(/^Template/, 'Leave approval');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      leaveTypeId: ANNUAL.leaveTypeId,
      stateChange: 'approved',
      companyUserTemplateId: APPROVAL.companyUserTemplateId,
      withPdf: false,
    });
    // This server makes no PDF: the choice is not offered.
    expect(screen.queryByLabelText('Also file a PDF of each document')).toBeNull();
    const table = within(await screen.findByRole('table', { name: 'Absence document rules' }));
    expect(table.getByRole('row', { name: /Annual leave/ })).toHaveTextContent('ApprovedLeave approval');
  });

  it('offers a PDF beside each document where the server makes one, and lists the rule with it', async () => {
    const rules: AbsenceFileRule[] = [];
    await showRules(rules, true);
    const sent = answer(createAbsenceFileRule, ({ body }) => {
      const rule = { absenceFileRuleId: '00000000-0000-4000-8000-0000000000f3', ...(body as object) };
      rules.push(rule as AbsenceFileRule);
      return rule as AbsenceFileRule;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
    await pick(/^Leave type/, 'Sick leave');
    await pick(/^Template/, 'Leave approval');
    fireEvent.click(await dialog.findByLabelText('Also file a PDF of each document'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ withPdf: true });
    const table = within(await screen.findByRole('table', { name: 'Absence document rules' }));
    expect(table.getByRole('row', { name: /Sick leave/ })).toHaveTextContent('Leave approval · with PDF');
  });

  it('shows a duplicate refused by the server under the template, and removes a rule after asking', async () => {
    const rules: AbsenceFileRule[] = [
      {
        absenceFileRuleId: '00000000-0000-4000-8000-0000000000f2',
        leaveTypeId: SICK.leaveTypeId,
        stateChange: 'cancelled',
        companyUserTemplateId: APPROVAL.companyUserTemplateId,
        withPdf: false,
      },
    ];
    await showRules(rules);
    answer(
      createAbsenceFileRule,
      refusal(409, 'CONFLICT', [{ path: 'body.companyUserTemplateId', message: 'already used' }]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
    await pick(/^Leave type/, 'Sick leave');
    await pick(/^Template/, 'Leave approval');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('This leave type and state already use this template.'),
    ).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    const removed = answer(deleteAbsenceFileRule, () => {
      rules.splice(0, 1);
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the rule for Sick leave' }));
    const question = within(await screen.findByRole('dialog', { name: 'Remove rule' }));
    fireEvent.click(question.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(await screen.findByText('No rules yet.')).toBeInTheDocument();
  });
});

/** A document an admin filed by generating it. */
const CERTIFICATE: MemberDocument = {
  memberDocumentId: '00000000-0000-4000-8000-0000000000b3',
  name: 'Employment certificate - Mila Member.docx',
  sizeBytes: 1300,
  createdAt: '2026-11-20T09:00:00.000Z',
  filedBy: 'Ana Admin',
  leaveRequestId: null,
  stateChange: null,
};

describe('MemberDocumentsCard', { timeout: 20_000 }, () => {
  it('lists the member’s documents, a rule’s as filed automatically', async () => {
    const documents: MemberDocument[] = [
      {
        memberDocumentId: '00000000-0000-4000-8000-0000000000b1',
        name: 'Leave approval - Mila Member.docx',
        sizeBytes: 1200,
        createdAt: '2026-11-25T09:00:00.000Z',
        filedBy: null,
        leaveRequestId: '00000000-0000-4000-8000-0000000000b2',
        stateChange: 'approved',
      },
      CERTIFICATE,
    ];
    answer(getMemberDocuments, documents);
    await renderScreen(<MemberDocumentsCard companyMemberId={MEMBER} />);
    const table = within(await screen.findByRole('table', { name: 'Generated documents' }));
    expect(table.getByRole('row', { name: /Leave approval/ })).toHaveTextContent('Automatically');
    expect(table.getByRole('row', { name: /Employment certificate/ })).toHaveTextContent('Ana Admin');
    expect(
      table.getByRole('button', { name: 'Download Leave approval - Mila Member.docx' }),
    ).toBeInTheDocument();
    // Only who may change the record is offered removal.
    expect(table.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('removes a document after asking, for who may change the record; a refusal leaves it listed', async () => {
    let documents: MemberDocument[] = [CERTIFICATE];
    answer(getMemberDocuments, () => documents);
    let refuse = true;
    const asked = answer(deleteMemberDocument, ({ params }) => {
      if (refuse) return refusal(409, 'CONFLICT');
      documents = documents.filter((document) => document.memberDocumentId !== params.memberDocumentId);
      return undefined;
    });
    await renderScreen(<MemberDocumentsCard companyMemberId={MEMBER} canRemove />);
    const name = 'Employment certificate - Mila Member.docx';
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this document?' }));
    expect(dialog.getByText(new RegExp(`^${name} and its file are removed`))).toBeInTheDocument();

    // The toasts are Mantine's (their host is the app's, not this test's).
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove document' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ color: 'red', message: 'The document could not be removed.' }),
      ),
    );
    expect(screen.getByRole('row', { name: new RegExp(name) })).toBeInTheDocument();

    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Remove document' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ message: 'The document is removed.' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(name) })).toBeNull());
    toast.mockRestore();
    expect(asked.map((request) => request.params.memberDocumentId)).toEqual([
      '00000000-0000-4000-8000-0000000000b3',
      '00000000-0000-4000-8000-0000000000b3',
    ]);
  });

  it('shows nothing to a caller who may not see the member’s documents', async () => {
    const answered = answer(getMemberDocuments, refusal(404, 'NOT_FOUND'));
    await renderScreen(<MemberDocumentsCard companyMemberId={MEMBER} />);
    await waitFor(() => expect(answered.length).toBeGreaterThan(0));
    // Showing nothing leaves nothing to wait for: give the refusal a moment to reach the card.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Generated documents' })).toBeNull();
  });
});
