import type { CompanyFile } from '@atrium/contract/company-files';
import { fileSizeText } from '@atrium/contract/format';
import { formatDate } from '@atrium/contract/locale';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveApiFile } from '../../ui/uploader/use-api-blob-url.ts';
import { showFailed } from './feedback.ts';
import { fileTypeLabel } from './file-type-label.ts';

export interface CompanyFilesTableProps {
  files: readonly CompanyFile[];
  onDelete: (file: CompanyFile) => void;
}

/** One section's files: name, type, size (file size text), uploader, date, download and delete. */
export function CompanyFilesTable({ files, onDelete }: CompanyFilesTableProps) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(file: CompanyFile) {
    setDownloading(file.fileId);
    try {
      await saveApiFile(file.url, file.name);
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
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('companyFiles.columns.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('companyFiles.columns.type')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('companyFiles.columns.size')}
            </Table.Th>
            <Table.Th visibleFrom="md">{t('companyFiles.columns.uploadedBy')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('companyFiles.columns.date')}</Table.Th>
            <Table.Th ta="right">{t('companyFiles.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.fileId} data-testid="company-file-row">
              <Table.Td maw={280}>
                <Text size="sm" fw={500} lineClamp={2} title={file.name} style={{ wordBreak: 'break-word' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {fileTypeLabel(file.contentType)} · {fileSizeText(file.size)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Badge variant="light" color="gray" radius="sm">
                  {fileTypeLabel(file.contentType)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {fileSizeText(file.size)}
              </Table.Td>
              <Table.Td visibleFrom="md">
                {file.uploadedBy?.name || t('companyFiles.unknownUploader')}
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(new Date(file.createdAt), i18n.language, 'medium')}
              </Table.Td>
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
