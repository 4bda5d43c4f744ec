import { Roles } from '@atrium/contract/access';
import { updateMemberStatus } from '@atrium/contract/companies';
import { getMemberList, type MemberListItem, type MemberListPage } from '@atrium/contract/human-resources';
import { getOrganization } from '@atrium/contract/organization';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, serveApiInTests, type ApiRequest } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { organization } from '../organization/test/fake-organization.ts';
import { AdminUsersListScreen } from './admin-users-list-screen.tsx';

serveApiInTests();

function member(n: number, overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    companyMemberId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    name: `Person ${n}`,
    email: `person${n}@demo.test`,
    phoneNumber: null,
    position: 'Developer',
    department: null,
    division: null,
    role: 'MEMBER',
    managerRoles: [],
    status: 'ACTIVE',
    employmentType: 'full_time',
    startDate: '2024-01-01',
    initials: 'P',
    pictureUrl: null,
    ...overrides,
  };
}

let asked: ApiRequest[] = [];
let statusChanges: ApiRequest[] = [];
const lastQuery = () => Object.fromEntries(asked.at(-1)!.query);

beforeEach(() => {
  localStorage.clear();
  session.set(claims({ roles: [Roles.ADMIN] }));
  answer(getOrganization, organization());
  asked = answer(getMemberList, ({ query }): MemberListPage => {
    const cursor = query.get('cursor');
    if (cursor === 'page-2') return { items: [member(3)], total: 51, nextCursor: null };
    return {
      items: [
        member(1, { name: 'Ana Angelova', managerRoles: ['DEPARTMENT_MANAGER'] }),
        member(2, { status: 'DISABLED' }),
      ],
      total: 51,
      nextCursor: 'page-2',
    };
  });
  statusChanges = answer(updateMemberStatus, ({ body }) => ({ ...(body as object) }) as never);
});
afterEach(() => {
  session.clear();
  notifications.clean();
});

const show = () =>
  renderScreen(
    <>
      <Notifications />
      <AdminUsersListScreen />
    </>,
  );

describe('admin users list', () => {
  it('shows the members with the default columns and a link to each profile', async () => {
    await show();
    const link = await screen.findByRole('link', { name: 'Ana Angelova' });
    expect(link.getAttribute('href')).toBe('/admin/users/profile/00000000-0000-4000-8000-000000000001');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Member, Department manager')).toBeInTheDocument();
    expect(within(row).getByText('person1@demo.test')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name ▲',
      'E-mail ',
      'Department ',
      'Role ',
      'Status ',
      'Actions',
    ]);
    expect(screen.getByText('1–2 of 51')).toBeInTheDocument();
  });

  it('sorts by a column header, the second click reversing it, from the first page', async () => {
    await show();
    await screen.findByText('Ana Angelova');
    fireEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'email', direction: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'email', direction: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pages forward by cursor and back again', async () => {
    await show();
    await screen.findByText('Ana Angelova');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ cursor: 'page-2' });
    expect(screen.getByText('51–51 of 51')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Ana Angelova')).toBeInTheDocument();
  });

  it('filters by status and remembers the columns chosen', async () => {
    await show();
    await screen.findByText('Ana Angelova');
    fireEvent.click(screen.getAllByLabelText('Status')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Deactivated', hidden: true }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'DISABLED' }));
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Position' }));
    await waitFor(() => expect(screen.getAllByText('Developer').length).toBeGreaterThan(0));
    expect(JSON.parse(localStorage.getItem('atrium.hr.memberColumns')!)).toEqual([
      'email',
      'position',
      'department',
      'role',
      'status',
    ]);
  });

  it('deactivates after asking, and reactivates at once', async () => {
    await show();
    await screen.findByText('Ana Angelova');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Ana Angelova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this member?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(statusChanges).toHaveLength(1));
    expect(statusChanges[0]!.body).toEqual({ status: 'DISABLED' });
    expect(statusChanges[0]!.params.companyMemberId).toBe('00000000-0000-4000-8000-000000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate Person 2' }));
    await waitFor(() => expect(statusChanges).toHaveLength(2));
    expect(statusChanges[1]!.body).toEqual({ status: 'ACTIVE' });
  });

  it('offers no status change to a manager who is not an admin', async () => {
    session.set(claims({ roles: [Roles.DEPARTMENT_MANAGER] }));
    await show();
    await screen.findByText('Ana Angelova');
    expect(screen.queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
  });
});
