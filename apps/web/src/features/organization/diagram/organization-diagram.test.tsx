import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getOrganization } from '@atrium/contract/organization';
import { getCompanyPeople } from '@atrium/contract/people';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, serveApiInTests, type ApiRequest } from '../../../test/api-server.ts';
import { ids, mara, organization, page, person } from '../test/fake-organization.ts';

serveApiInTests();

let peopleAsked: ApiRequest[] = [];
const peopleQueries = () => peopleAsked.map((request) => Object.fromEntries(request.query));

beforeEach(() => {
  answer(getOrganization, organization());
  peopleAsked = answer(getCompanyPeople, ({ query }) =>
    query.get('departmentId') === ids.engineering
      ? page([mara, person(2), person(3)], 103, 1, 100)
      : page([mara, person(2)]),
  );
});

async function show() {
  const { CompanyInfoOrganizationDiagramScreen } =
    await import('../../company-info/company-info-organization-diagram-screen.tsx');
  return renderScreen(<CompanyInfoOrganizationDiagramScreen />);
}

describe('organisation diagram', () => {
  it('draws company, divisions and closed departments; opening one loads its people, managers marked', async () => {
    await show();
    expect(await screen.findByRole('img', { name: /^Demo Company/ })).toBeInTheDocument();
    // The name holds what the box shows: name, head count, managers (WCAG 2.5.3).
    const engineering = screen.getByRole('button', { name: 'Engineering, 3 people, Mara Manager' });
    expect(engineering.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('img', { name: /Person 2/ })).toBeNull();

    fireEvent.click(engineering);
    expect(await screen.findByRole('img', { name: 'Person 2, Developer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mara Manager, Engineering Lead, manager' })).toBeInTheDocument();
    expect(peopleQueries()).toContainEqual({ departmentId: ids.engineering, page: '1', pageSize: '100' });

    // 103 people, 3 loaded: the rest load on request, a page at a time.
    fireEvent.click(screen.getByRole('button', { name: 'Show 100 more…' }));
    await waitFor(() =>
      expect(peopleQueries()).toContainEqual({ departmentId: ids.engineering, page: '2', pageSize: '100' }),
    );
  });

  it('collapses a division and zooms with the buttons', async () => {
    await show();
    expect(await screen.findByRole('button', { name: 'Marketing, 0 people' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Commercial, 0 people' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marketing, 0 people' })).toBeNull());
    const zoom = screen.getByText(/^\d+%$/).textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(screen.getByText(/^\d+%$/).textContent).not.toBe(zoom));
    fireEvent.click(screen.getByRole('button', { name: 'Open all departments' }));
    await waitFor(() =>
      expect(peopleQueries().map((query) => query?.departmentId)).toEqual(
        expect.arrayContaining([ids.engineering, ids.sales, ids.marketing]),
      ),
    );
  });
});
