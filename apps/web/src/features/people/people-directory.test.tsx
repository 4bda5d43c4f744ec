import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { ids, mara, organization, page, person } from '../organization/test/fake-organization.ts';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../api/client.ts', () => api);

type Call = [{ operationId: string }, { query?: Record<string, unknown> }?];
const peopleCalls = () =>
  (api.callOperation.mock.calls as Call[])
    .filter(([op]) => op.operationId === 'people_GetCompanyPeople')
    .map(([, input]) => input?.query);

beforeEach(() => {
  api.callOperation.mockReset();
});

function answer(people: (query: Record<string, unknown>) => unknown) {
  api.callOperation.mockImplementation(
    async (op: { operationId: string }, input?: { query?: Record<string, unknown> }) => {
      if (op.operationId === 'organization_GetOrganization') return organization();
      if (op.operationId === 'people_GetCompanyPeople') return people(input?.query ?? {});
      throw new Error(`unexpected ${op.operationId}`);
    },
  );
}

async function show() {
  const { CompanyInfoPeopleScreen } = await import('../company-info/company-info-people-screen.tsx');
  return renderScreen(<CompanyInfoPeopleScreen />);
}

describe('people directory', () => {
  it('shows each person with initials, position, department, division, e-mail and phone', async () => {
    answer(() => page([mara, person(2, { department: null, division: null, name: 'Zed Nobody' })], 2));
    await show();
    const row = (await screen.findByText('Mara Manager')).closest('tr')!;
    expect(within(row).getByText('MM')).toBeTruthy();
    expect(within(row).getByText('Engineering Lead')).toBeTruthy();
    expect(within(row).getByText('Engineering')).toBeTruthy();
    expect(within(row).getByText('Operations')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'person1@demo.test' }).getAttribute('href')).toBe(
      'mailto:person1@demo.test',
    );
    expect(within(row).getByRole('link', { name: '+389 70 111 222' }).getAttribute('href')).toBe(
      'tel:+38970111222',
    );
    const other = screen.getByText('Zed Nobody').closest('tr')!;
    expect(within(other).getByText('Not in a department')).toBeTruthy();
    expect(screen.getByText('2 people')).toBeTruthy();
  });

  it('searches after the typing pauses, once, from the first page', async () => {
    answer((query) => (query.search ? page([mara], 1) : page([mara, person(2)], 60)));
    await show();
    await screen.findByText('Person 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(peopleCalls().at(-1)).toMatchObject({ page: 2 }));
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'ma' } });
    fireEvent.change(box, { target: { value: 'mar ' } });
    await waitFor(() => expect(peopleCalls().at(-1)).toEqual({ page: 1, pageSize: 25, search: 'mar' }));
    expect(peopleCalls().filter((query) => query?.search)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Person 2')).toBeNull());
  });

  it('filters by department and says when nobody matches', async () => {
    answer((query) => (query.departmentId ? page([]) : page([mara])));
    await show();
    await screen.findByText('Mara Manager');
    fireEvent.click(screen.getAllByLabelText('Department')[0]!);
    // The dropdown is still in its opening transition in jsdom, hence hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Sales', hidden: true }));
    await waitFor(() => expect(peopleCalls().at(-1)).toMatchObject({ departmentId: ids.sales, page: 1 }));
    expect(await screen.findByText('Nobody matches')).toBeTruthy();
  });

  it('shows the empty company and a failure with a retry', async () => {
    answer(() => page([]));
    await show();
    expect(await screen.findByText('Nobody here yet')).toBeTruthy();

    api.callOperation.mockReset();
    let failures = 1;
    answer(() => {
      if (failures-- > 0) throw new ApiError({ code: 'INTERNAL', message: 'boom', status: 500 });
      return page([mara]);
    });
    document.body.innerHTML = '';
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mara Manager')).toBeTruthy();
  });
});
