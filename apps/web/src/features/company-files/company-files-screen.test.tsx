import { SECTION_NAME_MAX } from '@atrium/contract/company-files';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';

const api = vi.hoisted(() => ({ callOperation: vi.fn(), authorizedFetch: vi.fn() }));
vi.mock('../../api/client.ts', () => api);

const SECTION = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';

const withFiles = {
  sections: [
    {
      companyDetailSectionId: SECTION,
      name: 'Handbooks',
      sortOrder: 0,
      fileCount: 1,
      files: [
        {
          fileId: FILE,
          name: 'Employee handbook.pdf',
          size: 1536,
          contentType: 'application/pdf',
          uploadedBy: { userId: '33333333-3333-4333-8333-333333333333', name: 'Olivia Owner' },
          createdAt: '2026-03-05T10:00:00.000Z',
          url: `/api/Companies/company-files/download?fileId=${FILE}`,
        },
      ],
    },
  ],
};

beforeEach(() => {
  api.callOperation.mockReset();
  api.authorizedFetch.mockReset();
});

async function show(answer: unknown, at = '/files') {
  api.callOperation.mockResolvedValueOnce(answer);
  const { CompanyFilesScreen } = await import('./company-files-screen.tsx');
  return renderScreen(<CompanyFilesScreen />, { path: '/files', at });
}

describe('CompanyFilesScreen', () => {
  it('invites to create the first section when there is none', async () => {
    await show({ sections: [] });
    expect(await screen.findByText('There are no sections yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a section' }).getAttribute('href')).toBe(
      '/files/update-section',
    );
  });

  it('lists files with type, size text, uploader and date', async () => {
    await show(withFiles);
    const row = await screen.findByTestId('company-file-row');
    expect(within(row).getByText('Employee handbook.pdf')).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText('1.50 KB')).toBeInTheDocument();
    expect(within(row).getByText('Olivia Owner')).toBeInTheDocument();
    expect(within(row).getByText(/2026/)).toBeInTheDocument();
    expect(screen.getByText('1 file')).toBeInTheDocument();
  });

  it('deletes a file only after the confirmation', async () => {
    await show(withFiles);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Employee handbook.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(api.callOperation).toHaveBeenCalledTimes(1);
    api.callOperation.mockResolvedValueOnce(undefined).mockResolvedValueOnce({ sections: [] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callOperation).toHaveBeenCalledTimes(3));
    const [op, input] = api.callOperation.mock.calls[1] as [{ operationId: string }, { query: unknown }];
    expect(op.operationId).toBe('companies_DeleteCompanyFile');
    expect(input.query).toEqual({ fileId: FILE });
  });

  it('uploads a dropped file into its section through the HTTP client, then refreshes', async () => {
    await show(withFiles);
    api.authorizedFetch.mockImplementation(async (_url: string, init: RequestInit) => {
      const form = init.body as FormData;
      return Response.json({
        status: 'complete',
        id: '44444444-4444-4444-8444-444444444444',
        name: form.get('fileName'),
        size: 5,
        contentType: form.get('contentType'),
        url: '/api/x',
      });
    });
    api.callOperation.mockResolvedValueOnce(withFiles);
    const input = (await screen.findByTestId('uploader')).querySelector(
      'input[type=file]',
    ) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a;b\n'], 'list.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(api.authorizedFetch).toHaveBeenCalledTimes(1));
    const [url, init] = api.authorizedFetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Companies/company-files/detail-section/upload-file');
    const form = init.body as FormData;
    expect(form.get('companyDetailSectionId')).toBe(SECTION);
    expect(form.get('totalChunks')).toBe('1');
    expect(form.get('file')).toBeInstanceOf(Blob);
    await waitFor(() => expect(api.callOperation).toHaveBeenCalledTimes(2));
  });

  it('shows the server’s refusal of an upload in words', async () => {
    await show(withFiles);
    api.authorizedFetch.mockResolvedValue(
      Response.json(
        {
          error: {
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'x',
            requestId: 'req-1',
            fields: [{ path: 'body.contentType', message: 'the file is not a PDF file' }],
          },
        },
        { status: 415 },
      ),
    );
    const input = (await screen.findByTestId('uploader')).querySelector(
      'input[type=file]',
    ) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'report.pdf', { type: 'application/pdf' })] },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('report.pdf was not uploaded')).toBeInTheDocument();
    expect(within(alert).getByText(/does not match its type/)).toBeInTheDocument();
    expect(within(alert).getByText('Request id: req-1')).toBeInTheDocument();
  });
});

describe('SectionEditorScreen', () => {
  it('creates a section and shows a duplicate name under the field', async () => {
    api.callOperation.mockResolvedValueOnce(withFiles);
    const { SectionEditorScreen } = await import('./section-editor-screen.tsx');
    await renderScreen(<SectionEditorScreen />);
    const name = await screen.findByLabelText('New section');
    fireEvent.change(name, { target: { value: 'handbooks' } });
    api.callOperation.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: 'exists',
        fields: [{ path: 'body.name', message: 'is already used by another section' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('A section with this name exists already.')).toBeInTheDocument();
    const [op, input] = api.callOperation.mock.calls[1] as [{ operationId: string }, { body: unknown }];
    expect(op.operationId).toBe('companies_CreateCompanyFileSection');
    expect(input.body).toEqual({ name: 'handbooks' });
  });

  it("checks a name by the contract's rule before sending it, and a rename refused by the server lands at its field", async () => {
    api.callOperation.mockResolvedValueOnce(withFiles);
    const { SectionEditorScreen } = await import('./section-editor-screen.tsx');
    await renderScreen(<SectionEditorScreen />);
    const name = await screen.findByLabelText('New section');
    expect(name).toHaveAttribute('maxLength', String(SECTION_NAME_MAX));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(api.callOperation).toHaveBeenCalledTimes(1);

    const [row] = screen.getAllByRole('textbox', { name: 'Rename' });
    fireEvent.change(row!, { target: { value: 'Policies' } });
    api.callOperation.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'invalid',
        fields: [{ path: 'body.name', message: 'must be 1 to 80 characters' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Use 1 to ${SECTION_NAME_MAX} characters.`)).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not offer to delete a section that holds files', async () => {
    api.callOperation.mockResolvedValueOnce(withFiles);
    const { SectionEditorScreen } = await import('./section-editor-screen.tsx');
    await renderScreen(<SectionEditorScreen />);
    const button = await screen.findByRole('button', { name: 'Delete Handbooks' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
