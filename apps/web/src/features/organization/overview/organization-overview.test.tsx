import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderScreen } from '../../../api/test-providers.tsx';
import { ids, mara, organization, page, person } from '../test/fake-organization.ts';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../api/client.ts', () => api);

type Input = { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown> };
const callsOf = (operationId: string) =>
  (api.callOperation.mock.calls as [{ operationId: string }, Input?][])
    .filter(([op]) => op.operationId === operationId)
    .map(([, input]) => input);

function answer(overrides: Record<string, (input: Input) => unknown> = {}, canManage = true) {
  api.callOperation.mockImplementation(async (op: { operationId: string }, input: Input = {}) => {
    if (overrides[op.operationId]) return overrides[op.operationId]!(input);
    if (op.operationId === 'organization_GetOrganization') return organization({ canManage });
    if (op.operationId === 'people_GetCompanyPeople') return page([mara, person(2)]);
    return {};
  });
}

beforeEach(() => {
  api.callOperation.mockReset();
});

async function show() {
  const { CompanyInfoOrganizationOverviewScreen } =
    await import('../../company-info/company-info-organization-overview-screen.tsx');
  return renderScreen(<CompanyInfoOrganizationOverviewScreen />);
}

describe('organisation overview', () => {
  it('shows divisions, departments, counts and managers; a member sees no change actions', async () => {
    answer({}, false);
    await show();
    const operations = await screen.findByRole('region', { name: 'Operations' });
    expect(within(operations).getByText('Engineering')).toBeTruthy();
    expect(within(operations).getByText('3 people')).toBeTruthy();
    expect(within(operations).getByText('Mara Manager')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Commercial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New division' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Engineering up' })).toBeNull();
    // Opening a department lists its people, without placement controls.
    fireEvent.click(screen.getByRole('button', { name: /^Engineering\b/, expanded: false }));
    expect(await screen.findByRole('list', { name: 'People of Engineering' })).toBeTruthy();
    expect(callsOf('people_GetCompanyPeople').at(-1)?.query).toMatchObject({ departmentId: ids.engineering });
    expect(screen.queryByRole('button', { name: 'Take Person 2 out of this department' })).toBeNull();
  });

  it('creates a division with a trimmed name, and shows a taken name in the dialog', async () => {
    let first = true;
    answer({
      organization_CreateDivision: () => {
        if (first) {
          first = false;
          throw new ApiError({
            status: 409,
            code: 'CONFLICT',
            message: 'taken',
            fields: [{ path: 'body.name', message: 'taken' }],
          });
        }
        return { divisionId: ids.commercial, name: 'Support', sortOrder: 2 };
      },
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'New division' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/Division name/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name of 1 to 100 characters.')).toBeTruthy();
    expect(callsOf('organization_CreateDivision')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  Operations ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Another one already has this name.')).toBeTruthy();
    expect(callsOf('organization_CreateDivision')[0]?.body).toEqual({ name: 'Operations' });

    fireEvent.change(input, { target: { value: 'Support' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The organisation is read again after the change.
    await waitFor(() => expect(callsOf('organization_GetOrganization').length).toBeGreaterThan(1));
  });

  it('reorders with the arrows and moves a department to another division', async () => {
    answer();
    await show();
    expect(
      ((await screen.findByRole('button', { name: 'Move Operations up' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Operations down' }));
    await waitFor(() =>
      expect(callsOf('organization_MoveDivision')[0]).toEqual({
        params: { divisionId: ids.operations },
        body: { index: 1 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Sales up' }));
    await waitFor(() =>
      expect(callsOf('organization_MoveDepartment')[0]).toEqual({
        params: { departmentId: ids.sales },
        body: { divisionId: ids.operations, index: 0 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Sales' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to Commercial', hidden: true }));
    await waitFor(() =>
      expect(callsOf('organization_MoveDepartment')[1]).toEqual({
        params: { departmentId: ids.sales },
        body: { divisionId: ids.commercial, index: 1 },
      }),
    );
  });

  it('confirms a deletion and explains a refusal while not empty', async () => {
    answer({
      organization_DeleteDepartment: () => {
        throw new ApiError({
          status: 409,
          code: 'CONFLICT',
          message: 'not empty',
          fields: [{ path: 'params.departmentId', message: 'not empty' }],
        });
      },
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Engineering' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the department “Engineering”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'People are still placed in this department. Place them elsewhere first.',
      ),
    ).toBeTruthy();
    expect(callsOf('organization_DeleteDepartment')[0]?.params).toEqual({ departmentId: ids.engineering });
  });

  it('removes a manager and takes a person out of a department', async () => {
    answer({ organization_UnassignDepartmentManager: () => ({ managers: [] }) });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Engineering' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Managers…', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Mara Manager as manager' }));
    await waitFor(() =>
      expect(callsOf('organization_UnassignDepartmentManager')[0]?.params).toEqual({
        departmentId: ids.engineering,
        companyMemberId: mara.companyMemberId,
      }),
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: /^Engineering\b/, expanded: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take Person 2 out of this department' }));
    await waitFor(() =>
      expect(callsOf('organization_PlaceMember')[0]).toEqual({
        params: { companyMemberId: person(2).companyMemberId },
        body: { departmentId: null },
      }),
    );
  });
});
