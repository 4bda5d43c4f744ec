import type { CompanyFile } from '@atrium/contract/company-files';
import { fileSizeText } from '@atrium/contract/format';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../api/client.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { useNarrowContainer } from '../../ui/layout/use-narrow-container.ts';
import { saveApiFile } from '../../ui/uploader/use-api-blob-url.ts';
import { showFailed } from '../../ui/feedback.ts';
import { fileTypeLabel } from './file-type-label.ts';

/** Below this width the six columns squeeze each other. */
const NARROW_BELOW = 640;

export interface CompanyFilesTableProps {
  files: readonly CompanyFile[];
  onDelete: (file: CompanyFile) => void;
}

/** One section's files: name, type, size (file size text), uploader, date, download and delete. */
export function CompanyFilesTable({ files, onDelete }: CompanyFilesTableProps) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  const format = useDateFormat();
  // Measured on the table's own box: beside the section editor at 1366 px it is as narrow as a
  // phone, and then only name and actions keep columns of their own (type and size go under the
  // name) instead of every column being squeezed ("Logo.pn g").
  const { ref, narrow } = useNarrowContainer(NARROW_BELOW);
  const wide = !narrow;

  async function download(file: CompanyFile) {
    setDownloading(file.fileId);
    try {
      await saveApiFile(file.url, file.name, authorizedFetch);
    } catch (error) {
      showFailed(t('companyFiles.downloadFailed'), error);
    } finally {
      setDownloading(null);
    }
  }

  if (files.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {t('companyFiles.noFiles')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300} ref={ref}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('companyFiles.columns.name')}</Table.Th>
            {wide ? (
              <>
                <Table.Th visibleFrom="sm">{t('companyFiles.columns.type')}</Table.Th>
              </>
            ) : null}
            {wide ? (
              <Table.Th ta="right" visibleFrom="sm">
                {t('companyFiles.columns.size')}
              </Table.Th>
            ) : null}
            {wide ? (
              <>
                <Table.Th visibleFrom="md">{t('companyFiles.columns.uploadedBy')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('companyFiles.columns.date')}</Table.Th>
              </>
            ) : null}
            <Table.Th ta="right">{t('companyFiles.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.fileId} data-testid="company-file-row">
              <Table.Td maw={wide ? 280 : undefined}>
                <Text size="sm" fw={500} lineClamp={2} title={file.name} style={{ wordBreak: 'break-word' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom={wide ? 'sm' : undefined}>
                  {fileTypeLabel(file.contentType)} · {fileSizeText(file.size, i18n.language)}
                </Text>
              </Table.Td>
              {wide ? (
                <>
                  <Table.Td visibleFrom="sm">
                    <Badge variant="light" color="gray" radius="sm">
                      {fileTypeLabel(file.contentType)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {fileSizeText(file.size, i18n.language)}
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    {file.uploadedBy?.name || t('companyFiles.unknownUploader')}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.date(file.createdAt)}
                  </Table.Td>
                </>
              ) : null}
              <Table.Td>
                <Group gap={6} justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={downloading === file.fileId}
                    onClick={() => void download(file)}
                    aria-label={`${t('companyFiles.download')} ${file.name}`}
                  >
                    {t('companyFiles.download')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(file)}
                    aria-label={`${t('companyFiles.delete')} ${file.name}`}
                  >
                    {t('companyFiles.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
