import { Modules, Roles } from '@atrium/contract/access';
import { getMemberProfile, type MemberProfile, type MemberSection } from '@atrium/contract/human-resources';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { session } from '../../../auth/session.ts';
import { answer, serveApiInTests } from '../../../test/api-server.ts';
import { claims } from '../../../test/test-router.ts';
import { AdminUserAdministrationScreen } from '../admin-user-administration-screen.tsx';
import { AdminUserEmploymentInformationScreen } from '../admin-user-employment-information-screen.tsx';
import { AdminUserOtherInformationScreen } from '../admin-user-other-information-screen.tsx';
import { AdminUserPersonalInformationScreen } from '../admin-user-personal-information-screen.tsx';
import { AdminUserProfileScreen } from '../admin-user-profile-screen.tsx';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

serveApiInTests();

const MEMBER = '00000000-0000-4000-8000-000000000007';
const NONE = {
  personal: 'none',
  specialCategory: 'none',
  employment: 'none',
  administration: 'none',
} as const;

const certificates: MemberSection = {
  sectionId: '00000000-0000-4000-8000-0000000000c1',
  tab: 'other',
  name: 'Certificates',
  description: null,
  repeatable: true,
  access: 'view',
  fields: [
    {
      fieldId: '00000000-0000-4000-8000-0000000000f1',
      label: 'Title',
      type: 'text',
      options: [],
      helpText: null,
      required: false,
      expiry: false,
    },
  ],
  entries: [
    {
      entryId: '00000000-0000-4000-8000-0000000000e1',
      values: { '00000000-0000-4000-8000-0000000000f1': 'First aid' },
      files: [],
    },
  ],
};

function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    companyMemberId: MEMBER,
    name: 'Elena Petrovska',
    email: 'elena@demo.test',
    initials: 'EP',
    pictureUrl: null,
    role: 'MEMBER',
    status: 'ACTIVE',
    access: NONE,
    record: null,
    specialCategory: null,
    employment: [],
    sections: [certificates],
    ...overrides,
  };
}

const tabPath = (segment: string) => ({
  path: `/admin/users/profile/:companyMemberId/${segment}`,
  at: `/admin/users/profile/${MEMBER}/${segment}`,
});

beforeEach(() => {
  session.set(claims({ roles: [Roles.DEPARTMENT_MANAGER], modules: [Modules.HUMAN_RESOURCES] }));
  answer(getMemberProfile, profile());
});
afterEach(() => session.clear());

describe('a profile opened by a section rule alone', () => {
  it('offers only the tab that holds a section the manager may see', async () => {
    await renderScreen(<AdminUserProfileScreen />, {
      path: '/admin/users/profile/:companyMemberId/*',
      at: `/admin/users/profile/${MEMBER}/other-information`,
    });
    const tabs = await screen.findByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Other information']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a tab not offered (as the default Personal information) opens the first tab that is', async () => {
    const { router } = await renderScreen(<AdminUserProfileScreen />, {
      path: '/admin/users/profile/:companyMemberId/*',
      at: `/admin/users/profile/${MEMBER}/personal-information`,
    });
    await screen.findByRole('tablist');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/users/profile/${MEMBER}/other-information`),
    );
    expect(screen.getByRole('tab', { name: 'Other information' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Other information shows the section and no notes box while personal data is "none"', async () => {
    await renderScreen(<AdminUserOtherInformationScreen />, tabPath('other-information'));
    expect(await screen.findByText('First aid')).toBeInTheDocument();
    expect(screen.queryByLabelText('Notes')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('Personal information at "none" shows the section of the tab and no personal form', async () => {
    answer(getMemberProfile, profile({ sections: [{ ...certificates, tab: 'personal' }] }));
    await renderScreen(<AdminUserPersonalInformationScreen />, tabPath('personal-information'));
    expect(await screen.findByText('First aid')).toBeInTheDocument();
    expect(screen.queryByLabelText('Given name')).toBeNull();
  });

  it('Employment information at "none" shows the section and no history', async () => {
    answer(getMemberProfile, profile({ sections: [{ ...certificates, tab: 'employment' }] }));
    await renderScreen(<AdminUserEmploymentInformationScreen />, tabPath('employment-information'));
    expect(await screen.findByText('First aid')).toBeInTheDocument();
    expect(screen.queryByText('No employment history yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an employment change' })).toBeNull();
  });

  it('administration at "none" hides role, status and access levels', async () => {
    answer(getMemberProfile, profile({ sections: [{ ...certificates, tab: 'administration' }] }));
    await renderScreen(<AdminUserAdministrationScreen />, tabPath('administration'));
    expect(await screen.findByText('First aid')).toBeInTheDocument();
    expect(screen.queryByText('No access')).toBeNull();
  });
});

describe('the notes of Other information', () => {
  it('are read only, with no Save, for a manager who may view personal data', async () => {
    answer(
      getMemberProfile,
      profile({
        access: { personal: 'view', specialCategory: 'none', employment: 'view', administration: 'view' },
        record: {
          givenName: 'Elena',
          middleName: null,
          familyName: 'Petrovska',
          birthDate: null,
          gender: null,
          citizenship: null,
          address: null,
          privateEmail: null,
          privatePhone: null,
          workPhone: null,
          emergencyContacts: [],
          otherNotes: 'Prefers mornings',
        },
        sections: [],
      }),
    );
    await renderScreen(<AdminUserOtherInformationScreen />, tabPath('other-information'));
    const notes = await screen.findByLabelText('Notes');
    expect(notes).toHaveValue('Prefers mornings');
    expect(notes).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('are editable where the rules give edit on personal data', async () => {
    answer(
      getMemberProfile,
      profile({
        access: { personal: 'edit', specialCategory: 'none', employment: 'view', administration: 'view' },
        record: {
          givenName: null,
          middleName: null,
          familyName: null,
          birthDate: null,
          gender: null,
          citizenship: null,
          address: null,
          privateEmail: null,
          privatePhone: null,
          workPhone: null,
          emergencyContacts: [],
          otherNotes: null,
        },
        sections: [],
      }),
    );
    await renderScreen(<AdminUserOtherInformationScreen />, tabPath('other-information'));
    expect(await screen.findByLabelText('Notes')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
