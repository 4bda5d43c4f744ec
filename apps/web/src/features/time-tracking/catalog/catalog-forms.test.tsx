import {
  createClient,
  createProject,
  getClients,
  NAME_MAX,
  type Client,
  type Project,
} from '@atrium/contract/time-tracking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { ClientForm } from './client-form.tsx';
import { ProjectForm } from './project-form.tsx';

serveApiInTests();

const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const CLIENT_ROW: Client = {
  clientId: CLIENT,
  name: 'Acme',
  description: '',
  archived: false,
  projectCount: 0,
};
const GLOBEX: Client = { ...CLIENT_ROW, clientId: '00000000-0000-4000-8000-0000000000c2', name: 'Globex' };
const WEBSITE: Project = {
  projectId: '00000000-0000-4000-8000-0000000000a1',
  clientId: CLIENT,
  clientName: 'Acme',
  name: 'Website',
  colour: '#228be6',
  archived: false,
  budgetHours: null,
};

describe('ClientForm', () => {
  it("checks the contract's rules before sending and limits the name input to them", async () => {
    const created = answer(createClient, GLOBEX);
    await renderScreen(<ClientForm onDone={vi.fn()} onCancel={vi.fn()} />);
    const name = await screen.findByLabelText(/Name/);
    expect(name).toHaveAttribute('maxLength', String(NAME_MAX));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('sends the trimmed body the contract describes', async () => {
    const created = answer(createClient, GLOBEX);
    const onDone = vi.fn();
    await renderScreen(<ClientForm onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: '  Globex ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(created.map((request) => request.body)).toEqual([
      { name: 'Globex', description: '', archived: false },
    ]);
  });

  it('shows a name the server finds taken under the name field', async () => {
    answer(
      createClient,
      refusal(409, 'CONFLICT', {
        message: 'A client named Globex exists',
        fields: [{ path: 'body.name', message: 'is already taken' }],
      }),
    );
    const onDone = vi.fn();
    await renderScreen(<ClientForm onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Globex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field above the form', async () => {
    answer(createClient, refusal(403, 'FORBIDDEN', { message: 'Only administrators' }));
    await renderScreen(<ClientForm onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Globex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators');
  });
});

describe('ProjectForm', () => {
  it('needs a client and keeps the budget within the contract’s bound', async () => {
    answer(getClients, [CLIENT_ROW]);
    const created = answer(createProject, WEBSITE);
    await renderScreen(<ProjectForm onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Website' } });
    fireEvent.change(screen.getByLabelText(/Budget/), { target: { value: '100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter 0 to 100000 hours, or leave it empty.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it("puts the server's budget message under the budget field", async () => {
    answer(getClients, [CLIENT_ROW]);
    const created = answer(
      createProject,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.budgetHours', message: 'must be 0 to 100000' }],
      }),
    );
    await renderScreen(<ProjectForm clientId={CLIENT} onDone={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Website' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be 0 to 100000')).toBeInTheDocument();
    expect(screen.queryByText('Some fields are not valid')).toBeNull();
    expect(created[0]?.body).toMatchObject({ clientId: CLIENT, name: 'Website' });
  });
});
