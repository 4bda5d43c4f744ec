import { NAME_MAX } from '@atrium/contract/time-tracking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { renderScreen } from '../../../api/test-providers.tsx';
import { ClientForm } from './client-form.tsx';
import { ProjectForm } from './project-form.tsx';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('../../../api/client.ts', () => api);

const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const CLIENT_ROW = { clientId: CLIENT, name: 'Acme', description: '', archived: false, projectCount: 0 };

let answer: (operationId: string, input: { body?: unknown }) => unknown;
beforeEach(() => {
  api.callOperation.mockReset();
  answer = (operationId) => {
    if (operationId === 'clients_GetClients') return [CLIENT_ROW];
    return {};
  };
  api.callOperation.mockImplementation(async (op: { operationId: string }, input: { body?: unknown }) =>
    answer(op.operationId, input),
  );
});

const sent = (operationId: string) =>
  api.callOperation.mock.calls.filter(([op]) => (op as { operationId: string }).operationId === operationId);

describe('ClientForm', () => {
  it("checks the contract's rules before sending and limits the name input to them", async () => {
    await renderScreen(<ClientForm onDone={vi.fn()} onCancel={vi.fn()} />);
    const name = await screen.findByLabelText(/Name/);
    expect(name).toHaveAttribute('maxLength', String(NAME_MAX));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(sent('clients_CreateClient')).toHaveLength(0);
  });

  it('sends the trimmed body the contract describes', async () => {
    const onDone = vi.fn();
    await renderScreen(<ClientForm onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: '  Globex ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('clients_CreateClient')[0]?.[1]).toMatchObject({
      body: { name: 'Globex', description: '', archived: false },
    });
  });

  it('shows a name the server finds taken under the name field', async () => {
    answer = () => {
      throw new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: 'A client named Globex exists',
        fields: [{ path: 'body.name', message: 'is already taken' }],
      });
    };
    await renderScreen(<ClientForm onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Globex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field above the form', async () => {
    answer = () => {
      throw new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Only administrators' });
    };
    await renderScreen(<ClientForm onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Globex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators');
  });
});

describe('ProjectForm', () => {
  it('needs a client and keeps the budget within the contract’s bound', async () => {
    await renderScreen(<ProjectForm onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Website' } });
    fireEvent.change(screen.getByLabelText(/Budget/), { target: { value: '100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter 0 to 100000 hours, or leave it empty.')).toBeInTheDocument();
    expect(sent('projects_CreateProject')).toHaveLength(0);
  });

  it("puts the server's budget message under the budget field", async () => {
    answer = (operationId) => {
      if (operationId === 'clients_GetClients') return [CLIENT_ROW];
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        fields: [{ path: 'body.budgetHours', message: 'must be 0 to 100000' }],
      });
    };
    await renderScreen(<ProjectForm clientId={CLIENT} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Website' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be 0 to 100000')).toBeInTheDocument();
    expect(screen.queryByText('Some fields are not valid')).toBeNull();
  });
});
