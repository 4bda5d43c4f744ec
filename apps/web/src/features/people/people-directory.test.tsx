import { getOrganization } from '@atrium/contract/organization';
import { getCompanyPeople } from '@atrium/contract/people';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer as answerApi, refusal, serveApiInTests, type ApiRequest } from '../../test/api-server.ts';
import { ids, mara, organization, page, person } from '../organization/test/fake-organization.ts';

serveApiInTests();

let asked: ApiRequest[] = [];
/** The query strings of the people lookups, in order. */
const peopleCalls = () => asked.map((request) => Object.fromEntries(request.query));

/** The organisation, and the people page `people` gives for each query string. */
function answer(people: (query: Record<string, string>) => unknown) {
  answerApi(getOrganization, organization());
  asked = answerApi(getCompanyPeople, ({ query }) => people(Object.fromEntries(query)) as never);
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
    expect(within(row).getByText('MM')).toBeInTheDocument();
    expect(within(row).getByText('Engineering Lead')).toBeInTheDocument();
    expect(within(row).getByText('Engineering')).toBeInTheDocument();
    expect(within(row).getByText('Operations')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'person1@demo.test' }).getAttribute('href')).toBe(
      'mailto:person1@demo.test',
    );
    expect(within(row).getByRole('link', { name: '+389 70 111 222' }).getAttribute('href')).toBe(
      'tel:+38970111222',
    );
    const other = screen.getByText('Zed Nobody').closest('tr')!;
    expect(within(other).getByText('Not in a department')).toBeInTheDocument();
    expect(screen.getByText('2 people')).toBeInTheDocument();
  });

  it('searches after the typing pauses, once, from the first page', async () => {
    answer((query) => (query.search ? page([mara], 1) : page([mara, person(2)], 60)));
    await show();
    await screen.findByText('Person 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(peopleCalls().at(-1)).toMatchObject({ page: '2' }));
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'ma' } });
    fireEvent.change(box, { target: { value: 'mar ' } });
    await waitFor(() => expect(peopleCalls().at(-1)).toEqual({ page: '1', pageSize: '25', search: 'mar' }));
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
    await waitFor(() => expect(peopleCalls().at(-1)).toMatchObject({ departmentId: ids.sales, page: '1' }));
    expect(await screen.findByText('Nobody matches')).toBeInTheDocument();
  });

  it('shows the empty company and a failure with a retry', async () => {
    answer(() => page([]));
    await show();
    expect(await screen.findByText('Nobody here yet')).toBeInTheDocument();

    let failures = 1;
    answer(() => (failures-- > 0 ? refusal(500, 'INTERNAL') : page([mara])));
    document.body.innerHTML = '';
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mara Manager')).toBeInTheDocument();
  });
});
