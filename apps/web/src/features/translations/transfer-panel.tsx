import {
  exportTranslation,
  getTranslationKeys,
  importTranslation,
  TRANSFER_FORMATS,
} from '@atrium/contract/translations';
import { Alert, Button, FileInput, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../api/client.ts';
import { useOperationMutation } from '../../api/use-operation.ts';

type Format = (typeof TRANSFER_FORMATS)[number];

/** Export a language for offline work and import the file back (docs/product/translations.md#import-and-export). */
export function TransferPanel({ language }: { language: 'mk' | 'sq' }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<Format>('json');
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const upload = useOperationMutation(importTranslation, { invalidates: [getTranslationKeys] });

  const download = async () => {
    setExporting(true);
    try {
      const file = await callOperation(exportTranslation, {
        params: { languageIsoCode: language },
        query: { format },
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
      link.download = file.fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setNotice({ color: 'red', text: t('translations.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  const take = async (file: File | null) => {
    if (!file) return;
    setNotice(null);
    try {
      const result = await upload.mutateAsync({
        params: { languageIsoCode: language },
        body: { format, content: await file.text() },
      });
      setNotice({
        color: result.skipped.length > 0 ? 'orange' : 'green',
        text: t('translations.imported', {
          imported: result.imported,
          unchanged: result.unchanged,
          skipped: result.skipped.length,
        }),
      });
    } catch {
      setNotice({ color: 'red', text: t('translations.importFailed') });
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('translations.files')}
      </Title>
      <Select
        label={t('translations.format')}
        allowDeselect={false}
        value={format}
        onChange={(value) => setFormat((value ?? 'json') as Format)}
        data={TRANSFER_FORMATS.map((value) => ({ value, label: t(`translations.formats.${value}`) }))}
      />
      <Button variant="light" loading={exporting} onClick={() => void download()}>
        {t('translations.export')}
      </Button>
      <FileInput
        label={t('translations.import')}
        placeholder={t('translations.chooseFile')}
        // Mantine's faint placeholder grey is 2.1:1 on white; this one reads as text (4.5:1 at least).
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        accept=".json,.csv,.xlf,.xliff,application/json,text/csv,application/xml"
        value={null}
        onChange={(file) => void take(file)}
        disabled={upload.isPending}
      />
      {notice ? (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
          <Text size="sm">{notice.text}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
