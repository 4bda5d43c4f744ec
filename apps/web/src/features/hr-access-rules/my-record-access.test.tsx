import { Modules } from '@atrium/contract/access';
import { getMyChangeProposals, getMyProfile, type MemberProfile } from '@atrium/contract/human-resources';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, serveApiInTests } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { MyRecordCard } from '../hr/my-record/my-record-card.tsx';

serveApiInTests();

const MEMBER = '00000000-0000-4000-8000-000000000007';

const mine = (access: MemberProfile['access']): MemberProfile => ({
  companyMemberId: MEMBER,
  name: 'Elena Petrovska',
  email: 'elena@demo.test',
  initials: 'EP',
  pictureUrl: null,
  role: 'MEMBER',
  status: 'ACTIVE',
  access,
  record: null,
  specialCategory: null,
  employment: [
    {
      employmentRecordId: '00000000-0000-4000-8000-0000000000e1',
      effectiveFrom: '2026-01-01',
      position: 'Backend Developer',
      department: null,
      manager: null,
      employmentType: null,
      startDate: null,
      endDate: null,
      weeklyHours: null,
      contractType: null,
      contractEndDate: null,
      note: null,
      current: true,
    },
  ],
  sections: [],
});

afterEach(() => session.clear());

describe('my HR record under the company access rules', () => {
  it('hides personal data and the proposal button when a rule gives members none', async () => {
    session.set(claims({ roles: [], modules: [Modules.HUMAN_RESOURCES], companyMemberId: MEMBER }));
    answer(getMyChangeProposals, []);
    answer(
      getMyProfile,
      mine({ personal: 'none', specialCategory: 'none', employment: 'view', administration: 'none' }),
    );
    await renderScreen(<MyRecordCard />);
    expect(await screen.findByText('Backend Developer')).toBeInTheDocument();
    expect(screen.queryByText('Given name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose a change' })).toBeNull();
    // The words follow the rules too: nothing tells the member to propose a change.
    expect(
      screen.getByText('What HR keeps about you. To have something here changed, ask HR.'),
    ).toBeVisible();
    expect(screen.queryByText(/propose a change/i)).toBeNull();
  });

  it('shows personal data with the proposal button under the defaults', async () => {
    session.set(claims({ roles: [], modules: [Modules.HUMAN_RESOURCES], companyMemberId: MEMBER }));
    answer(getMyChangeProposals, []);
    answer(
      getMyProfile,
      mine({ personal: 'propose', specialCategory: 'none', employment: 'none', administration: 'none' }),
    );
    await renderScreen(<MyRecordCard />);
    expect(await screen.findByText('Given name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose a change' })).toBeInTheDocument();
    expect(screen.getByText(/propose a change; HR approves it/)).toBeInTheDocument();
    expect(screen.queryByText('Position')).toBeNull();
  });
});
