import {
  createCompanyFileSection,
  deleteCompanyFile,
  getCompanyFiles,
  SECTION_NAME_MAX,
  updateCompanyFileSection,
  uploadCompanyFile,
  type CompanyFiles,
} from '@atrium/contract/company-files';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { CompanyFilesScreen } from './company-files-screen.tsx';
import { SectionEditorScreen } from './section-editor-screen.tsx';

serveApiInTests();

const SECTION = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';

const withFiles: CompanyFiles = {
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

/** The screen with the files the API lists (`listed`: each time the list was asked). */
async function show(files: CompanyFiles, at = '/files') {
  const listed = answer(getCompanyFiles, files);
  await renderScreen(<CompanyFilesScreen />, { path: '/files', at });
  return listed;
}

/** An upload runs the chunk loop over HTTP: on a busy machine it takes longer than a render. */
const UPLOAD_WAIT = { timeout: 5_000 };

const fileInput = async () =>
  (await screen.findByTestId('uploader')).querySelector('input[type=file]') as HTMLInputElement;

describe('CompanyFilesScreen', () => {
  it('invites to create the first section when there is none', async () => {
    await show({ sections: [] });
    expect(await screen.findByText('There are no sections yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a section' })).toHaveAttribute(
      'href',
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
    const listed = await show(withFiles);
    const deleted = answer(deleteCompanyFile, undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Employee handbook.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(deleted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listed).toHaveLength(2));
    expect(deleted.map((request) => Object.fromEntries(request.query))).toEqual([{ fileId: FILE }]);
  });

  it('uploads a dropped file into its section through the HTTP client, then refreshes', async () => {
    const listed = await show(withFiles);
    const uploaded = answer(uploadCompanyFile, ({ body }) => {
      const form = body as FormData;
      return {
        status: 'complete' as const,
        id: '44444444-4444-4444-8444-444444444444',
        name: form.get('fileName') as string,
        size: 5,
        contentType: form.get('contentType') as string,
        url: '/api/x',
      };
    });
    fireEvent.change(await fileInput(), {
      target: { files: [new File(['a;b\n'], 'list.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect(uploaded).toHaveLength(1), UPLOAD_WAIT);
    const form = uploaded[0]!.body as FormData;
    expect(form.get('companyDetailSectionId')).toBe(SECTION);
    expect(form.get('totalChunks')).toBe('1');
    expect(form.get('fileName')).toBe('list.csv');
    expect(await (form.get('file') as File).text()).toBe('a;b\n');
    await waitFor(() => expect(listed).toHaveLength(2), UPLOAD_WAIT);
  });

  it('shows the server’s refusal of an upload in words', async () => {
    await show(withFiles);
    answer(
      uploadCompanyFile,
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
    fireEvent.change(await fileInput(), {
      target: { files: [new File(['MZ'], 'report.pdf', { type: 'application/pdf' })] },
    });
    const alert = await screen.findByRole('alert', {}, UPLOAD_WAIT);
    expect(within(alert).getByText('report.pdf was not uploaded')).toBeInTheDocument();
    expect(within(alert).getByText(/does not match its type/)).toBeInTheDocument();
    expect(within(alert).getByText('Request id: req-1')).toBeInTheDocument();
  });
});

describe('SectionEditorScreen', () => {
  async function showEditor() {
    answer(getCompanyFiles, withFiles);
    await renderScreen(<SectionEditorScreen />);
  }

  it('creates a section and shows a duplicate name under the field', async () => {
    const created = answer(
      createCompanyFileSection,
      refusal(409, 'CONFLICT', [{ path: 'body.name', message: 'is already used by another section' }]),
    );
    await showEditor();
    const name = await screen.findByLabelText('New section');
    fireEvent.change(name, { target: { value: 'handbooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('A section with this name exists already.')).toBeInTheDocument();
    expect(created.map((request) => request.body)).toEqual([{ name: 'handbooks' }]);
  });

  it("checks a name by the contract's rule before sending it, and a rename refused by the server lands at its field", async () => {
    const created = answer(createCompanyFileSection, refusal(500, 'INTERNAL'));
    const renamed = answer(
      updateCompanyFileSection,
      refusal(400, 'VALIDATION_FAILED', [{ path: 'body.name', message: 'must be 1 to 80 characters' }]),
    );
    await showEditor();
    const name = await screen.findByLabelText('New section');
    expect(name).toHaveAttribute('maxLength', String(SECTION_NAME_MAX));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    const [row] = screen.getAllByRole('textbox', { name: 'Rename' });
    fireEvent.change(row!, { target: { value: 'Policies' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Use 1 to ${SECTION_NAME_MAX} characters.`)).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-invalid', 'true');
    expect(renamed.map((request) => request.body)).toMatchObject([{ name: 'Policies' }]);
  });

  it('does not offer to delete a section that holds files', async () => {
    await showEditor();
    expect(await screen.findByRole('button', { name: 'Delete Handbooks' })).toBeDisabled();
  });
});
