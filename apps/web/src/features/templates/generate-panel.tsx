import { getMemberList } from '@atrium/contract/human-resources';
import type { TemplateDetail } from '@atrium/contract/templates';
import { Alert, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../api/client.ts';
import { useOperationQuery } from '../../api/use-operation.ts';
import { showFailed } from '../company-files/feedback.ts';
import { fetchGeneratedDocument, saveBlob, type GeneratedDocument } from './generate-document.ts';

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

/** Generate a document from the template for a member chosen by search: preview it, download it. */
export function GeneratePanel({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [memberId, setMemberId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const [preview, setPreview] = useState<GeneratedDocument | null>(null);
  const members = useOperationQuery(getMemberList, {
    query: { search: debounced || undefined, pageSize: 20, status: 'ACTIVE' },
  });
  const options = (members.data?.items ?? []).map((item) => ({
    value: item.companyMemberId,
    label: item.email ? `${item.name} · ${item.email}` : item.name,
  }));

  if (template.kind !== 'member') {
    return (
      <Text size="sm" c="dimmed">
        {t('templates.generate.leaveRequestsApiOnly')}
      </Text>
    );
  }
  if (template.problems > 0) return <Alert color="yellow">{t('templates.generate.blocked')}</Alert>;

  async function generate(purpose: 'preview' | 'download') {
    if (!memberId) return;
    setBusy(purpose);
    try {
      const generated = await fetchGeneratedDocument(authorizedFetch, {
        companyUserTemplateId: template.companyUserTemplateId,
        companyMemberId: memberId,
      });
      if (purpose === 'preview') setPreview(generated);
      else saveBlob(generated.blob, generated.fileName);
    } catch (error) {
      showFailed(t('templates.generate.failed'), error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('templates.generate.title')}>
      <Text fw={600} size="sm">
        {t('templates.generate.title')}
      </Text>
      <Select
        label={t('templates.generate.member')}
        placeholder={t('templates.generate.memberPlaceholder')}
        searchable
        data={options}
        value={memberId}
        onChange={(value) => {
          setMemberId(value);
          setPreview(null);
        }}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={members.isPending ? t('common.loading') : t('templates.generate.noMembers')}
      />
      <Group gap="xs">
        <Button
          variant="default"
          disabled={!memberId}
          loading={busy === 'preview'}
          onClick={() => void generate('preview')}
        >
          {t('templates.generate.preview')}
        </Button>
        <Button disabled={!memberId} loading={busy === 'download'} onClick={() => void generate('download')}>
          {t('templates.generate.download')}
        </Button>
      </Group>
      {preview ? <DocxPreview document={preview} /> : null}
    </Stack>
  );
}
