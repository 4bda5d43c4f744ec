import { Modules, Roles } from '@atrium/contract/access';
import {
  decideChangeProposal,
  getChangeProposals,
  getMemberProfile,
  getMyChangeProposals,
  getMyProfile,
  getRecordAudit,
  proposeChange,
  updateMemberRecord,
  type ChangeProposal,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { session } from '../../../auth/session.ts';
import { answer, serveApiInTests, type ApiRequest } from '../../../test/api-server.ts';
import { claims } from '../../../test/test-router.ts';
import { MyRecordCard } from '../my-record/my-record-card.tsx';
import { AdminUserAdministrationScreen } from '../admin-user-administration-screen.tsx';
import { AdminUserPersonalInformationScreen } from '../admin-user-personal-information-screen.tsx';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

serveApiInTests();

const MEMBER = '00000000-0000-4000-8000-000000000007';

function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    companyMemberId: MEMBER,
    name: 'Elena Petrovska',
    email: 'elena@demo.test',
    initials: 'EP',
    pictureUrl: null,
    role: 'MEMBER',
    status: 'ACTIVE',
    access: { personal: 'edit', specialCategory: 'edit', employment: 'edit', administration: 'edit' },
    record: {
      givenName: 'Elena',
      middleName: null,
      familyName: 'Petrovska',
      birthDate: '1990-05-17',
      gender: 'female',
      citizenship: 'MK',
      address: { street: 'Partizanska 1', city: 'Skopje', country: 'MK' },
      privateEmail: null,
      privatePhone: null,
      workPhone: null,
      emergencyContacts: [],
      otherNotes: null,
    },
    specialCategory: { ethnicity: null, healthNotes: null },
    employment: [],
    sections: [],
    ...overrides,
  };
}

const proposal: ChangeProposal = {
  proposalId: '00000000-0000-4000-8000-0000000000aa',
  companyMemberId: MEMBER,
  memberName: 'Elena Petrovska',
  sectionId: null,
  status: 'pending',
  changes: {
    address: {
      from: { street: 'Partizanska 1', city: 'Skopje', country: 'MK' },
      to: { street: 'Ilindenska 5', city: 'Tetovo', country: 'MK' },
    },
  },
  effectiveDate: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
};

let updates: ApiRequest[] = [];
let decisions: ApiRequest[] = [];
let proposals: ApiRequest[] = [];

beforeEach(() => {
  session.set(claims({ roles: [Roles.ADMIN], modules: [Modules.HUMAN_RESOURCES] }));
  answer(getMemberProfile, profile());
  answer(
    getMyProfile,
    profile({
      access: { personal: 'propose', specialCategory: 'none', employment: 'view', administration: 'none' },
      specialCategory: null,
    }),
  );
  answer(getMyChangeProposals, []);
  answer(getChangeProposals, [proposal]);
  answer(getRecordAudit, [
    {
      id: 1,
      kind: 'special_category_read',
      section: 'special_category',
      actorName: 'Olivia Owner',
      details: {},
      createdAt: '2026-11-25T08:00:00.000Z',
    },
  ]);
  updates = answer(updateMemberRecord, profile());
  decisions = answer(decideChangeProposal, { ...proposal, status: 'approved' });
  proposals = answer(proposeChange, proposal);
});
afterEach(() => {
  session.clear();
  notifications.clean();
});

const at = `/admin/users/profile/${MEMBER}/personal-information`;
const path = '/admin/users/profile/:companyMemberId/personal-information';

describe('member profile', () => {
  it('an admin edits personal data and special-category data; empty texts are sent as null', async () => {
    await renderScreen(
      <>
        <Notifications />
        <AdminUserPersonalInformationScreen />
      </>,
      { path, at },
    );
    const given = await screen.findByLabelText('Given name');
    expect(screen.getByText('Special-category data')).toBeInTheDocument();
    fireEvent.change(given, { target: { value: ' Elena M. ' } });
    fireEvent.change(screen.getByLabelText('Work phone'), { target: { value: '+389 2 3000 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    fireEvent.change(screen.getAllByLabelText(/^Name/)[0]!, { target: { value: 'Marko' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.params.companyMemberId).toBe(MEMBER);
    expect(updates[0]!.body).toMatchObject({
      givenName: 'Elena M.',
      middleName: null,
      workPhone: '+389 2 3000 000',
      address: { street: 'Partizanska 1', city: 'Skopje', country: 'MK' },
      emergencyContacts: [{ name: 'Marko', relationship: null, phone: null, email: null }],
      ethnicity: null,
      healthNotes: null,
    });
    // A long form with three country lists: slow to render in jsdom on a shared machine.
  }, 30_000);

  it('shows read-only fields and no special-category data to a manager who may only view', async () => {
    answer(
      getMemberProfile,
      profile({
        access: { personal: 'view', specialCategory: 'none', employment: 'view', administration: 'view' },
        specialCategory: null,
      }),
    );
    await renderScreen(<AdminUserPersonalInformationScreen />, { path, at });
    await screen.findByLabelText('Given name');
    expect(screen.queryByText('Special-category data')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Given name')).toBeDisabled();
  });

  it('the administration tab shows a proposal old → new and approves it with an effective date', async () => {
    await renderScreen(
      <>
        <Notifications />
        <AdminUserAdministrationScreen />
      </>,
      {
        path: '/admin/users/profile/:companyMemberId/administration',
        at: `/admin/users/profile/${MEMBER}/administration`,
      },
    );
    const card = await screen.findByRole('region', { name: 'Proposed by Elena Petrovska' });
    expect(within(card).getByText('Partizanska 1, Skopje, North Macedonia')).toBeInTheDocument();
    expect(within(card).getByText('Ilindenska 5, Tetovo, North Macedonia')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]!.body).toEqual({ decision: 'approve' });
    expect(await screen.findByText('Read special-category data')).toBeInTheDocument();
  });

  it('the administration tab names the countries of proposals and of the history in the reader’s language', async () => {
    answer(getChangeProposals, [
      {
        ...proposal,
        changes: {
          ...proposal.changes,
          citizenship: { from: 'MK', to: 'AL' },
        },
      },
    ]);
    answer(getRecordAudit, [
      {
        id: 2,
        kind: 'change',
        section: 'personal',
        actorName: 'Olivia Owner',
        details: {
          changes: {
            ethnicity: { from: null, to: 'AL' },
            address: { from: null, to: { street: 'Ilindenska 5', city: 'Tetovo', country: 'MK' } },
          },
        },
        createdAt: '2026-11-25T08:00:00.000Z',
      },
    ]);
    await renderScreen(<AdminUserAdministrationScreen />, {
      path: '/admin/users/profile/:companyMemberId/administration',
      at: `/admin/users/profile/${MEMBER}/administration`,
      language: 'mk',
    });
    const card = await screen.findByRole('region', { name: 'Proposed by Elena Petrovska' });
    expect(within(card).getByText('Partizanska 1, Skopje, Северна Македонија')).toBeInTheDocument();
    expect(within(card).getByText('Северна Македонија')).toBeInTheDocument();
    expect(within(card).getByText('Албанија')).toBeInTheDocument();
    const history = await screen.findByRole('row', { name: /Olivia Owner/ });
    expect(within(history).getByText('Ilindenska 5, Tetovo, Северна Македонија')).toBeInTheDocument();
    expect(within(history).getByText('Албанија')).toBeInTheDocument();
    expect(screen.queryByText(/\b(MK|AL)\b/)).toBeNull();
  });

  it('the read-only personal tab shows citizenship and the address country by name', async () => {
    answer(
      getMemberProfile,
      profile({
        access: { personal: 'view', specialCategory: 'none', employment: 'view', administration: 'view' },
        specialCategory: null,
      }),
    );
    await renderScreen(<AdminUserPersonalInformationScreen />, { path, at, language: 'sq' });
    await screen.findByLabelText('Given name');
    // Citizenship and the address's country, each shown as its name, with the country's own beside it.
    expect(screen.getAllByDisplayValue('Maqedonia e Veriut (Северна Македонија)')).toHaveLength(2);
  }, 30_000);

  it('my record shows my address with its country named in the reader’s language', async () => {
    session.set(claims({ roles: [], modules: [Modules.HUMAN_RESOURCES], companyMemberId: MEMBER }));
    await renderScreen(<MyRecordCard />, { language: 'sq' });
    expect(await screen.findByText('Partizanska 1, Skopje, Maqedonia e Veriut')).toBeInTheDocument();
    expect(screen.queryByText(/\bMK\b/)).toBeNull();
  });

  it("shows the company's own sections of a tab with their values", async () => {
    answer(
      getMemberProfile,
      profile({
        sections: [
          {
            sectionId: '00000000-0000-4000-8000-0000000000b1',
            tab: 'personal',
            name: 'Equipment',
            description: 'What the company lent.',
            repeatable: false,
            access: 'view',
            fields: [
              {
                fieldId: 'f1',
                label: 'Laptop',
                type: 'text',
                options: [],
                helpText: null,
                required: false,
                expiry: false,
              },
              {
                fieldId: 'f2',
                label: 'Company phone',
                type: 'yes_no',
                options: [],
                helpText: null,
                required: false,
                expiry: false,
              },
              {
                fieldId: 'f3',
                label: 'Handed over',
                type: 'date',
                options: [],
                helpText: null,
                required: false,
                expiry: false,
              },
              {
                fieldId: 'f4',
                label: 'Bought in',
                type: 'country',
                options: [],
                helpText: null,
                required: false,
                expiry: false,
              },
            ],
            entries: [
              {
                entryId: '00000000-0000-4000-8000-0000000000c1',
                values: { f1: 'ThinkPad T14', f2: true, f3: '2026-01-05', f4: 'DE' },
                files: [],
              },
            ],
          },
        ],
      }),
    );
    await renderScreen(<AdminUserPersonalInformationScreen />, { path, at });
    const section = await screen.findByRole('region', { name: 'Equipment' });
    expect(within(section).getByText('ThinkPad T14')).toBeInTheDocument();
    expect(within(section).getByText('Yes')).toBeInTheDocument();
    expect(within(section).getByText('Jan 5, 2026')).toBeInTheDocument();
    expect(within(section).getByText('Germany (Deutschland)')).toBeInTheDocument();
  }, 30_000);

  it('a member proposes a new address from their own record', async () => {
    session.set(claims({ roles: [], modules: [Modules.HUMAN_RESOURCES], companyMemberId: MEMBER }));
    await renderScreen(
      <>
        <Notifications />
        <MyRecordCard />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Propose a change' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the proposal' }));
    expect(await within(dialog).findByText('Change at least one field.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Street and number'), {
      target: { value: 'Ilindenska 5' },
    });
    fireEvent.change(within(dialog).getByLabelText('City'), { target: { value: 'Tetovo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the proposal' }));
    await waitFor(() => expect(proposals).toHaveLength(1));
    expect(proposals[0]!.body).toEqual({
      changes: { address: { street: 'Ilindenska 5', city: 'Tetovo', country: 'MK' } },
    });
  });

  it("lists the member's own documents with their expiry, soonest first", async () => {
    session.set(claims({ roles: [], modules: [Modules.HUMAN_RESOURCES], companyMemberId: MEMBER }));
    const field = (fieldId: string, label: string, type: 'select' | 'date', expiry = false) => ({
      fieldId,
      label,
      type,
      options: type === 'select' ? ['ID card', 'Work permit'] : [],
      helpText: null,
      required: false,
      expiry,
    });
    const day = (days: number) => {
      const at = new Date();
      at.setDate(at.getDate() + days);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
    };
    answer(
      getMyProfile,
      profile({
        access: { personal: 'propose', specialCategory: 'none', employment: 'view', administration: 'none' },
        specialCategory: null,
        sections: [
          {
            sectionId: '00000000-0000-4000-8000-0000000000d1',
            tab: 'personal',
            name: 'Documents',
            description: null,
            repeatable: true,
            access: 'propose',
            fields: [field('k', 'Document', 'select'), field('v', 'Valid until', 'date', true)],
            entries: [
              {
                entryId: '00000000-0000-4000-8000-0000000000e1',
                values: { k: 'ID card', v: day(400) },
                files: [],
              },
              {
                entryId: '00000000-0000-4000-8000-0000000000e2',
                values: { k: 'Work permit', v: day(12) },
                files: [],
              },
            ],
          },
        ],
      }),
    );
    await renderScreen(<MyRecordCard />);
    const mine = await screen.findByRole('table', { name: 'My documents' });
    const rows = within(mine).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByText(/ID card|Work permit/)[0]!.textContent)).toEqual([
      'Work permit',
      'ID card',
    ]);
    expect(within(rows[0]!).getByText('In 12 days')).toBeInTheDocument();
    // A year away the date says enough.
    expect(within(rows[1]!).queryByText(/^In /)).toBeNull();
  });
});
