import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createDivision,
  deleteDepartment,
  getOrganization,
  moveDepartment,
  moveDivision,
  placeMember,
  unassignDepartmentManager,
} from '@atrium/contract/organization';
import { getCompanyPeople } from '@atrium/contract/people';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { ids, mara, organization, page, person } from '../test/fake-organization.ts';

serveApiInTests();

type Input = { params?: Record<string, string>; body?: unknown; query?: Record<string, string> };
type Reply = Response | object | undefined;
const asked = new Map<string, Input[]>();
const callsOf = (operationId: string) => asked.get(operationId) ?? [];

/** Answers every operation the screen may call; overrides answer by operationId. */
function serve(overrides: Record<string, (input: Input) => Reply> = {}, canManage = true) {
  const defaults: Record<string, (input: Input) => Reply> = {
    [getOrganization.operationId]: () => organization({ canManage }),
    [getCompanyPeople.operationId]: () => page([mara, person(2)]),
  };
  for (const operation of [
    getOrganization,
    getCompanyPeople,
    createDivision,
    moveDivision,
    moveDepartment,
    deleteDepartment,
    unassignDepartmentManager,
    placeMember,
  ]) {
    const seen: Input[] = [];
    asked.set(operation.operationId, seen);
    answer(operation, (request) => {
      // The path's own parameters (MSW also names the leading wildcard "0").
      const params = Object.fromEntries(Object.entries(request.params).filter(([key]) => key !== '0'));
      const input: Input = {
        ...(Object.keys(params).length > 0 ? { params } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...([...request.query.keys()].length > 0 ? { query: Object.fromEntries(request.query) } : {}),
      };
      seen.push(input);
      const reply = (overrides[operation.operationId] ?? defaults[operation.operationId])?.(input);
      return (reply ?? HttpResponse.json({})) as never;
    });
  }
}

beforeEach(() => asked.clear());

async function show() {
  const { CompanyInfoOrganizationOverviewScreen } =
    await import('../../company-info/company-info-organization-overview-screen.tsx');
  return renderScreen(<CompanyInfoOrganizationOverviewScreen />);
}

describe('organisation overview', () => {
  it('shows divisions, departments, counts and managers; a member sees no change actions', async () => {
    serve({}, false);
    await show();
    const operations = await screen.findByRole('region', { name: 'Operations' });
    expect(screen.getByText('5 people · 2 divisions · 1 not in a department')).toBeInTheDocument();
    expect(within(operations).getByText('Engineering')).toBeInTheDocument();
    expect(within(operations).getByText('3 people')).toBeInTheDocument();
    expect(within(operations).getByText('Mara Manager')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Commercial' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New division' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Engineering up' })).toBeNull();
    // Opening a department lists its people, without placement controls.
    fireEvent.click(screen.getByRole('button', { name: /^Engineering\b/, expanded: false }));
    expect(await screen.findByRole('list', { name: 'People of Engineering' })).toBeInTheDocument();
    expect(callsOf('people_GetCompanyPeople').at(-1)?.query).toMatchObject({ departmentId: ids.engineering });
    expect(screen.queryByRole('button', { name: 'Take Person 2 out of this department' })).toBeNull();
  });

  it('creates a division with a trimmed name, and shows a taken name in the dialog', async () => {
    let first = true;
    serve({
      organization_CreateDivision: () => {
        if (first) {
          first = false;
          return refusal(409, 'CONFLICT', [{ path: 'body.name', message: 'taken' }]);
        }
        return { divisionId: ids.commercial, name: 'Support', sortOrder: 2 };
      },
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'New division' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/Division name/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name of 1 to 100 characters.')).toBeInTheDocument();
    expect(callsOf('organization_CreateDivision')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  Operations ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Another one already has this name.')).toBeInTheDocument();
    expect(callsOf('organization_CreateDivision')[0]?.body).toEqual({ name: 'Operations' });

    fireEvent.change(input, { target: { value: 'Support' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The organisation is read again after the change.
    await waitFor(() => expect(callsOf('organization_GetOrganization').length).toBeGreaterThan(1));
  });

  it('reorders with the arrows and moves a department to another division', async () => {
    serve();
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
    serve({
      organization_DeleteDepartment: () =>
        refusal(409, 'CONFLICT', [{ path: 'params.departmentId', message: 'not empty' }]),
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Engineering' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the department “Engineering”/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'People are still placed in this department. Place them elsewhere first.',
      ),
    ).toBeInTheDocument();
    expect(callsOf('organization_DeleteDepartment')[0]?.params).toEqual({ departmentId: ids.engineering });
  });

  it('removes a manager and takes a person out of a department', async () => {
    serve({ organization_UnassignDepartmentManager: () => ({ managers: [] }) });
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
