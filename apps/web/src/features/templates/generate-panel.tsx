import { isAdmin } from '@atrium/contract/access';
import { getMemberList } from '@atrium/contract/human-resources';
import { getMemberDocuments } from '@atrium/contract/member-documents';
import type { TemplateDetail } from '@atrium/contract/templates';
import { Alert, Box, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../api/client.ts';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { showFailed } from '../../ui/feedback.ts';
import { BulkGenerate } from './bulk-generate.tsx';
import { DocumentFormatChoice } from './document-format-choice.tsx';
import { fetchGeneratedDocument, saveBlob, type GeneratedDocument } from './generate-document.ts';
import { LeaveRequestPicker } from './leave-request-picker.tsx';

/** Renders a DOCX in the page with docx-preview (loaded only when a preview is asked for). */
function DocxPreview({ document: generated }: { document: GeneratedDocument }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    if (!target) return;
    setFailed(false);
    import('docx-preview')
      .then(({ renderAsync }) =>
        renderAsync(generated.blob, target, undefined, {
          // The page's own width would overflow the side panel: let it follow the panel.
          inWrapper: true,
          ignoreWidth: true,
          ignoreHeight: true,
          breakPages: true,
          renderHeaders: true,
          renderFooters: true,
        }),
      )
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      target.replaceChildren();
    };
  }, [generated]);
  return (
    <Stack gap={4}>
      {failed ? <Alert color="yellow">{t('templates.generate.previewFailed')}</Alert> : null}
      <Box
        ref={container}
        role="document"
        aria-label={t('templates.generate.previewTitle')}
        data-testid="docx-preview"
        style={{
          maxHeight: 640,
          overflow: 'auto',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 6,
        }}
      />
    </Stack>
  );
}

/**
 * Generate a document from the template for a member chosen by search, or for a leave request
 * chosen by member and period: preview it, download it; then many at once (bulk).
 */
export function GeneratePanel({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const [preview, setPreview] = useState<GeneratedDocument | null>(null);
  // Filing in the member's documents (decision 075): owners and admins by default.
  const session = useSession();
  const queryClient = useQueryClient();
  const mayFile = isAdmin(session?.roles ?? []);
  const [saveToFiles, setSaveToFiles] = useState(false);
  // The download's format; the preview in the page is always the DOCX.
  const [format, setFormat] = useState<'docx' | 'pdf'>('docx');
  const isMember = template.kind === 'member';
  const members = useOperationQuery(
    getMemberList,
    { query: { search: debounced || undefined, pageSize: 20, status: 'ACTIVE' } },
    { enabled: isMember },
  );
  const options = (members.data?.items ?? []).map((item) => ({
    value: item.companyMemberId,
    label: item.email ? `${item.name} · ${item.email}` : item.name,
  }));

  if (template.problems > 0) return <Alert color="yellow">{t('templates.generate.blocked')}</Alert>;

  async function generate(purpose: 'preview' | 'download') {
    if (!subjectId) return;
    setBusy(purpose);
    try {
      const generated = await fetchGeneratedDocument(authorizedFetch, {
        companyUserTemplateId: template.companyUserTemplateId,
        ...(isMember ? { companyMemberId: subjectId } : { leaveRequestId: subjectId }),
        ...(purpose === 'download' && mayFile && saveToFiles ? { saveToMemberFiles: true } : {}),
        ...(purpose === 'download' && format === 'pdf' ? { format } : {}),
      });
      if (purpose === 'preview') setPreview(generated);
      else saveBlob(generated.blob, generated.fileName);
      if (purpose === 'download' && mayFile && saveToFiles) {
        await queryClient.invalidateQueries({ queryKey: operationKey(getMemberDocuments) });
        notifications.show({ color: 'green', autoClose: 2500, message: t('memberDocuments.savedToFiles') });
      }
    } catch (error) {
      showFailed(t('templates.generate.failed'), error);
    } finally {
      setBusy(null);
    }
  }

  const choose = (value: string | null) => {
    setSubjectId(value);
    setPreview(null);
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label={t('templates.generate.title')}>
        <Text fw={600} size="sm">
          {t('templates.generate.title')}
        </Text>
        {isMember ? (
          <Select
            label={t('templates.generate.member')}
            placeholder={t('templates.generate.memberPlaceholder')}
            searchable
            data={options}
            value={subjectId}
            onChange={choose}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={members.isPending ? t('common.loading') : t('templates.generate.noMembers')}
          />
        ) : (
          <LeaveRequestPicker value={subjectId} onChange={choose} />
        )}
        {mayFile ? (
          <Checkbox
            label={t('memberDocuments.saveToFiles')}
            checked={saveToFiles}
            onChange={(event) => setSaveToFiles(event.currentTarget.checked)}
          />
        ) : null}
        <DocumentFormatChoice value={format} onChange={setFormat} formats={['docx', 'pdf']} />
        <Group gap="xs">
          <Button
            variant="default"
            disabled={!subjectId}
            loading={busy === 'preview'}
            onClick={() => void generate('preview')}
          >
            {t('templates.generate.preview')}
          </Button>
          <Button
            disabled={!subjectId}
            loading={busy === 'download'}
            onClick={() => void generate('download')}
          >
            {format === 'pdf' ? t('templates.generate.downloadPdf') : t('templates.generate.download')}
          </Button>
        </Group>
        {preview ? <DocxPreview document={preview} /> : null}
      </Stack>
      <BulkGenerate template={template} />
    </Stack>
  );
}
