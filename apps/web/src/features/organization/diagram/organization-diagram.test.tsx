import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { ids, mara, organization, page, person } from '../test/fake-organization.ts';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../api/client.ts', () => api);

type Input = { query?: Record<string, unknown> };
const peopleQueries = () =>
  (api.callOperation.mock.calls as [{ operationId: string }, Input?][])
    .filter(([op]) => op.operationId === 'people_GetCompanyPeople')
    .map(([, input]) => input?.query);

beforeEach(() => {
  api.callOperation.mockReset();
  api.callOperation.mockImplementation(async (op: { operationId: string }, input: Input = {}) => {
    if (op.operationId === 'organization_GetOrganization') return organization();
    if (op.operationId === 'people_GetCompanyPeople') {
      if (input.query?.departmentId === ids.engineering)
        return page([mara, person(2), person(3)], 103, 1, 100);
      return page([mara, person(2)]);
    }
    throw new Error(op.operationId);
  });
});

async function show() {
  const { CompanyInfoOrganizationDiagramScreen } =
    await import('../../company-info/company-info-organization-diagram-screen.tsx');
  return renderScreen(<CompanyInfoOrganizationDiagramScreen />);
}

describe('organisation diagram', () => {
  it('draws company, divisions and closed departments; opening one loads its people, managers marked', async () => {
    await show();
    expect(await screen.findByRole('img', { name: /^Demo Company/ })).toBeTruthy();
    const engineering = screen.getByRole('button', { name: 'Engineering, 3 people' });
    expect(engineering.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('img', { name: /Person 2/ })).toBeNull();

    fireEvent.click(engineering);
    expect(await screen.findByRole('img', { name: 'Person 2, Developer' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mara Manager, Engineering Lead, manager' })).toBeTruthy();
    expect(peopleQueries()).toContainEqual({ departmentId: ids.engineering, page: 1, pageSize: 100 });

    // 103 people, 3 loaded: the rest load on request, a page at a time.
    fireEvent.click(screen.getByRole('button', { name: 'Show 100 more…' }));
    await waitFor(() =>
      expect(peopleQueries()).toContainEqual({ departmentId: ids.engineering, page: 2, pageSize: 100 }),
    );
  });

  it('collapses a division and zooms with the buttons', async () => {
    await show();
    expect(await screen.findByRole('button', { name: 'Marketing, 0 people' })).toBeTruthy();
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
