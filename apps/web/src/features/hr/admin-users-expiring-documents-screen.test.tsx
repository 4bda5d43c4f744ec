import { Roles } from '@atrium/contract/access';
import {
  getExpiringDocuments,
  type ExpiringDocument,
  type ExpiringDocuments,
} from '@atrium/contract/human-resources';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, refusal, serveApiInTests, type ApiRequest } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { AdminUsersExpiringDocumentsScreen } from './admin-users-expiring-documents-screen.tsx';

serveApiInTests();

function document(n: number, overrides: Partial<ExpiringDocument> = {}): ExpiringDocument {
  return {
    entryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    companyMemberId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    memberName: `Person ${n}`,
    initials: 'P',
    pictureUrl: null,
    sectionId: '00000000-0000-4000-a000-000000000001',
    sectionName: 'Documents',
    tab: 'personal',
    label: 'Work permit',
    expiresOn: '2026-12-02',
    daysLeft: 5,
    ...overrides,
  };
}

let asked: ApiRequest[] = [];

beforeEach(() => {
  session.set(claims({ roles: [Roles.ADMIN] }));
  asked = answer(getExpiringDocuments, ({ query }): ExpiringDocuments => {
    if (query.get('withinDays') === '7') return { today: '2026-11-27', documents: [] };
    return {
      today: '2026-11-27',
      documents: [
        document(1, {
          memberName: 'Ana Angelova',
          label: 'Certificate',
          tab: 'other',
          expiresOn: '2026-11-24',
          daysLeft: -3,
        }),
        document(2, { memberName: 'Bojan Petrov' }),
        document(3, { memberName: 'Dita Krasniqi', label: null, expiresOn: '2026-11-27', daysLeft: 0 }),
      ],
    };
  });
});
afterEach(() => session.clear());

const show = () => renderScreen(<AdminUsersExpiringDocumentsScreen />);

describe('expiring documents overview', () => {
  it('lists each document with its member, what it is, the day and how far off, for 30 days first', async () => {
    await show();
    const table = within(await screen.findByRole('table'));
    const link = table.getByRole('link', { name: 'Ana Angelova' });
    expect(link.getAttribute('href')).toBe(
      '/admin/users/profile/00000000-0000-4000-9000-000000000001/other-information',
    );
    const expired = link.closest('tr')!;
    expect(within(expired).getByText('Certificate')).toBeInTheDocument();
    expect(within(expired).getByText('Documents')).toBeInTheDocument();
    expect(within(expired).getByText('Expired 3 days ago')).toBeInTheDocument();
    expect(within(expired).getByText('Nov 24, 2026')).toBeInTheDocument();

    const soon = table.getByRole('link', { name: 'Bojan Petrov' }).closest('tr')!;
    expect(table.getByRole('link', { name: 'Bojan Petrov' }).getAttribute('href')).toBe(
      '/admin/users/profile/00000000-0000-4000-9000-000000000002/personal-information',
    );
    expect(within(soon).getByText('In 5 days')).toBeInTheDocument();
    // Without a label the section names the document.
    const today = table.getByRole('link', { name: 'Dita Krasniqi' }).closest('tr')!;
    expect(within(today).getByText('Documents')).toBeInTheDocument();
    expect(within(today).getByText('Expires today')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!.query)).toEqual({ withinDays: '30' });
  });

  it('asks again for another window and says when nothing expires in it', async () => {
    await show();
    await screen.findByRole('table');
    fireEvent.click(screen.getAllByLabelText('Expiring within')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: '7 days', hidden: true }));
    expect(
      await screen.findByText('No document expires within 7 days, and none has expired.'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!.query)).toEqual({ withinDays: '7' });
    expect(screen.queryAllByRole('link', { name: 'Ana Angelova' })).toHaveLength(0);
  });

  it('gives a phone one card per document with the same link', async () => {
    await show();
    await screen.findByRole('table');
    // Both are in the page; the screen's width shows one of them.
    const links = screen.getAllByRole('link', { name: 'Bojan Petrov', hidden: true });
    expect(links).toHaveLength(2);
    const card = links.find((link) => !link.closest('table'))!.closest('.mantine-Paper-root') as HTMLElement;
    expect(within(card).getByText('Work permit')).toBeInTheDocument();
    expect(within(card).getByText('Documents · Dec 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText('In 5 days')).toBeInTheDocument();
  });

  it('says when the list could not be loaded and offers to try again', async () => {
    answer(getExpiringDocuments, () => refusal(500, 'INTERNAL'));
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The documents could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
