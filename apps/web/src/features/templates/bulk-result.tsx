import { BULK_RESULT_KEEP_DAYS, getBulkGeneration } from '@atrium/contract/templates';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorFromResponse } from '../../api/api-error.ts';
import { authorizedFetch } from '../../api/client.ts';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { JobProgressBar } from '../../ui/job-progress-bar.tsx';
import { showFailed } from '../../ui/feedback.ts';
import { choiceLine } from './bulk-choice.ts';
import { dispositionFileName, saveBlob } from './generate-document.ts';

const POLL_MS = 1_000;

async function downloadZip(url: string) {
  const response = await authorizedFetch(url, { method: 'GET' });
  if (!response.ok) throw await apiErrorFromResponse(response);
  saveBlob(
    await response.blob(),
    dispositionFileName(response.headers.get('content-disposition'), 'documents.zip'),
  );
}

/**
 * A bulk job's choice of people and its progress, then its failures and the ZIP to download until
 * it is removed (docs/product/templates.md#keeping-the-zip), or that it has expired.
 */
export function BulkResult({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [busy, setBusy] = useState(false);
  const result = useOperationQuery(
    getBulkGeneration,
    { params: { jobId } },
    {
      refetchInterval: (query) => {
        const state = query.state.data?.state;
        return state === 'completed' || state === 'failed' ? false : POLL_MS;
      },
    },
  );
  const data = result.data;
  return (
    <Stack gap="xs" data-testid="bulk-result">
      {data?.selection ? (
        <Text size="sm" data-testid="bulk-selection">
          {choiceLine(t, data.selection)}
        </Text>
      ) : null}
      <JobProgressBar jobId={jobId} label={t('templates.bulk.progress')} />
      {data?.state === 'failed' ? (
        <Alert color="red">
          {data.storageFull ? t('templates.bulk.storageFull') : t('templates.bulk.jobFailed')}
        </Alert>
      ) : null}
      {data?.state === 'completed' ? (
        <>
          {data.expired ? (
            <Alert color="gray" data-testid="bulk-expired">
              {t('templates.bulk.expired', { count: BULK_RESULT_KEEP_DAYS })}
            </Alert>
          ) : (
            <Text size="sm">{t('templates.bulk.done', { count: data.documents })}</Text>
          )}
          {data.failures.length > 0 ? (
            <Alert color="yellow" title={t('templates.bulk.failures', { count: data.failures.length })}>
              <List size="sm">
                {data.failures.map((failure) => (
                  <List.Item key={failure.id}>
                    {failure.name || t('templates.bulk.unknownItem')}: {failure.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {data.url && data.documents > 0 ? (
            <Group>
              <Button
                loading={busy}
                onClick={() => {
                  setBusy(true);
                  downloadZip(data.url!)
                    .catch((error: unknown) => {
                      showFailed(t('templates.bulk.downloadFailed'), error);
                      // It may have expired since the screen asked: ask again, to say so.
                      void result.refetch();
                    })
                    .finally(() => setBusy(false));
                }}
              >
                {t('templates.bulk.download')}
              </Button>
              {data.expiresAt ? (
                <Text size="sm" c="dimmed">
                  {t('templates.bulk.keptUntil', { date: format.dateTime(data.expiresAt) })}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
