import { getMemberList } from '@atrium/contract/human-resources';
import {
  builtinTags,
  createTemplate,
  generateDocument,
  getTagCatalogue,
  getTemplate,
  getTemplates,
  uploadNewTemplateFile,
  type TemplateDetail,
  getDocumentFormats,
} from '@atrium/contract/templates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, serveApiInTests } from '../../test/api-server.ts';
import { TemplateBuilderListScreen } from './template-builder-list-screen.tsx';
import { TemplateBuilderUpdateScreen } from './template-builder-update-screen.tsx';
import { TemplatesUserScreen } from './templates-user-screen.tsx';

serveApiInTests();
// A server without PDF, unless a test says otherwise.
beforeEach(() => {
  answer(getDocumentFormats, { pdf: false });
});

const TEMPLATE = '11111111-1111-4111-8111-111111111111';
const MEMBER = '22222222-2222-4222-8222-222222222222';
const EDITOR = '/templates/user/template-builder/template-update';

const detail: TemplateDetail = {
  companyUserTemplateId: TEMPLATE,
  name: 'Employment certificate',
  kind: 'member',
  language: 'mk',
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  unknownTags: 1,
  problems: 0,
  versions: [
    {
      versionId: '33333333-3333-4333-8333-333333333333',
      version: 2,
      fileName: 'certificate.docx',
      size: 2048,
      url: '/api/Templates/version/download?fileId=x',
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: 'Olivia Owner',
      report: {
        tags: ['member.fullName', 'member.fulName'],
        unknown: [{ tag: 'member.fulName', suggestion: 'member.fullName' }],
        problems: [],
        removed: [],
      },
    },
    {
      versionId: '44444444-4444-4444-8444-444444444444',
      version: 1,
      fileName: 'certificate-old.docx',
      size: 1024,
      url: '/api/Templates/version/download?fileId=y',
      createdAt: '2026-11-19T10:00:00.000Z',
      createdBy: null,
      report: { tags: [], unknown: [], problems: [], removed: [] },
    },
  ],
};

describe('templates screens', () => {
  it('lists the templates of the kind with their check and links each to the editor', async () => {
    const listed = answer(getTemplates, [
      { ...detail, versions: undefined } as never,
      { ...detail, companyUserTemplateId: MEMBER, name: 'Broken', problems: 2, unknownTags: 0 } as never,
    ]);
    await renderScreen(<TemplatesUserScreen />, { path: '/templates/user' });
    expect(await screen.findByRole('link', { name: 'Open Employment certificate' })).toHaveAttribute(
      'href',
      `${EDITOR}?template=${TEMPLATE}`,
    );
    expect(screen.getByText('1 unknown tag')).toBeInTheDocument();
    expect(screen.getByText('2 problems')).toBeInTheDocument();
    expect(screen.getAllByText('v2', { selector: 'td' })).toHaveLength(2);
    expect(listed[0]!.query.get('kind')).toBe('member');
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', EDITOR);
  });

  it('shows the check report with its suggestion and generates a document for a chosen member', async () => {
    answer(getTemplate, detail);
    answer(getMemberList, {
      items: [
        {
          companyMemberId: MEMBER,
          userId: '55555555-5555-4555-8555-555555555555',
          name: 'Ana Petrova',
          email: 'ana@example.com',
        } as never,
      ],
      total: 1,
      nextCursor: null,
    });
    const generated = answer(
      generateDocument,
      () =>
        new Response(new Blob(['PK']), {
          headers: { 'content-disposition': "attachment; filename*=UTF-8''certificate.docx" },
        }),
    );
    await renderScreen(<TemplateBuilderUpdateScreen />, {
      path: EDITOR,
      at: `${EDITOR}?template=${TEMPLATE}`,
    });
    const unknown = await screen.findByTestId('template-unknown-tags');
    expect(within(unknown).getByText('{{member.fulName}}')).toBeInTheDocument();
    expect(within(unknown).getByText('did you mean {{member.fullName}}?')).toBeInTheDocument();
    expect(screen.getByText('2 tags found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download version 1' })).toBeInTheDocument();

    const download = screen.getByRole('button', { name: 'Download DOCX' });
    expect(download).toBeDisabled();
    fireEvent.click(screen.getByPlaceholderText('Search by name or e-mail'));
    // The bulk list of members below offers the same names: the first list is the single choice.
    fireEvent.click(
      (await screen.findAllByRole('option', { name: 'Ana Petrova · ana@example.com', hidden: true }))[0]!,
    );
    await waitFor(() => expect(download).toBeEnabled());
    fireEvent.click(download);
    await waitFor(() => expect(generated).toHaveLength(1));
    expect(generated[0]!.body).toEqual({ companyUserTemplateId: TEMPLATE, companyMemberId: MEMBER });
  });

  it('creates a template from an uploaded file with the chosen name and language', async () => {
    const FILE = '66666666-6666-4666-8666-666666666666';
    answer(uploadNewTemplateFile, {
      status: 'complete',
      id: FILE,
      name: 'Certificate.docx',
      size: 10,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      url: '/api/x',
    });
    const created = answer(createTemplate, detail);
    answer(getTemplate, detail);
    answer(getMemberList, { items: [], total: 0, nextCursor: null });
    await renderScreen(<TemplateBuilderUpdateScreen />, { path: EDITOR });
    const create = await screen.findByRole('button', { name: 'Create template' });
    expect(create).toBeDisabled();
    const input = (await screen.findByTestId('uploader')).querySelector(
      'input[type=file]',
    ) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['PK'], 'Certificate.docx')] } });
    expect(await screen.findByText('Uploaded: Certificate.docx', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Certificate');
    fireEvent.click(create);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({ fileId: FILE, name: 'Certificate', kind: 'member', language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Employment certificate' })).toBeInTheDocument();
  });

  it('lists the tag catalogue in the interface language, searchable, with the company’s own fields', async () => {
    answer(getTagCatalogue, {
      tags: [
        ...builtinTags('member'),
        { tag: 'section.languages', group: 'section', loop: true, parent: null, label: 'Languages' },
        { tag: 'level', group: 'section', loop: false, parent: 'section.languages', label: 'Level' },
      ],
      filters: ['upper', 'lower', 'capitalize'],
    });
    await renderScreen(<TemplateBuilderListScreen />, { path: '/templates/user/template-builder/list' });
    expect(await screen.findByText('Full name')).toBeInTheDocument();
    expect(screen.getByText('{{member.fullName}}')).toBeInTheDocument();
    expect(screen.getByText('{{#section.languages}} … {{/section.languages}}')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tags' }), { target: { value: 'level' } });
    expect(screen.queryByText('Full name')).not.toBeInTheDocument();
    expect(screen.getByText('Languages')).toBeInTheDocument();
    expect(screen.getByText('{{level}}')).toBeInTheDocument();
  });
});
