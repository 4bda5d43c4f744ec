import {
  deleteCompanyFile,
  getCompanyFiles,
  uploadCompanyFile,
  type CompanyFile,
} from '@atrium/contract/company-files';
import { Alert, Badge, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutlet } from 'react-router';
import { authorizedFetch } from '../../api/client.ts';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { Uploader } from '../../ui/uploader/uploader.tsx';
import { CompanyFilesTable } from './company-files-table.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { showDone, showFailed } from '../../ui/feedback.ts';

/**
 * current-company-info/company-files (ADMIN/OWNER): each section with its files and an uploader;
 * the update-section child route opens beside the list to create, rename, order and delete
 * sections.
 */
export function CompanyFilesScreen() {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const queryClient = useQueryClient();
  const files = useOperationQuery(getCompanyFiles);
  const [toDelete, setToDelete] = useState<CompanyFile | null>(null);
  const remove = useOperationMutation(deleteCompanyFile, { invalidates: [getCompanyFiles] });

  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey(getCompanyFiles) });

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ query: { fileId: toDelete.fileId } });
      showDone(t('companyFiles.deleted', { name: toDelete.name }));
    } catch (error) {
      showFailed(t('companyFiles.deleteFailed'), error);
    } finally {
      setToDelete(null);
    }
  }

  let body;
  if (files.isPending) {
    body = (
      <Group justify="center" py="xl">
        <Loader size="sm" />
      </Group>
    );
  } else if (files.isError) {
    body = (
      <Alert color="red" title={t('companyFiles.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void files.refetch()}>
          {t('companyFiles.retry')}
        </Button>
      </Alert>
    );
  } else if (files.data.sections.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md" data-testid="company-files-empty">
        <Stack align="center" gap="xs">
          <Title order={4}>{t('companyFiles.noSections')}</Title>
          <Text c="dimmed" size="sm" ta="center" maw={420}>
            {t('companyFiles.noSectionsHint')}
          </Text>
          {outlet ? null : (
            <Button component={Link} to="update-section" mt="xs">
              {t('companyFiles.createFirstSection')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="md">
        {files.data.sections.map((section) => (
          <Paper
            key={section.companyDetailSectionId}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby={`section-${section.companyDetailSectionId}`}
          >
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={4} id={`section-${section.companyDetailSectionId}`}>
                  {section.name}
                </Title>
                <Badge variant="light">{t('companyFiles.fileCount', { count: section.fileCount })}</Badge>
              </Group>
              <CompanyFilesTable files={section.files} onDelete={setToDelete} />
              <Uploader
                fetch={authorizedFetch}
                operation={uploadCompanyFile}
                fields={{ companyDetailSectionId: section.companyDetailSectionId }}
                onUploaded={(file) => {
                  showDone(t('companyFiles.uploaded', { name: file.name }));
                  void refresh();
                }}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={3} data-screen="company-info-company-files">
            {t('screens.company-info-company-files')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('companyFiles.intro')}
          </Text>
        </Stack>
        {outlet ? null : (
          <Button component={Link} to="update-section" variant="light">
            {t('companyFiles.manageSections')}
          </Button>
        )}
      </Group>
      {/* One tree shape with and without the side panel: toggling it must not remount (and so
          cancel) an uploader in the middle of an upload. */}
      <Grid gap="lg">
        <Grid.Col span={outlet ? { base: 12, md: 7, lg: 8 } : 12}>{body}</Grid.Col>
        {outlet ? <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>{outlet}</Grid.Col> : null}
      </Grid>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('companyFiles.deleteTitle')}
        message={t('companyFiles.deleteConfirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('companyFiles.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
