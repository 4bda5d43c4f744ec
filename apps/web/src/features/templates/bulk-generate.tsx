import { getMemberList } from '@atrium/contract/human-resources';
import {
  BULK_GENERATION_MAX_ITEMS,
  BULK_RESULT_KEEP_DAYS,
  getBulkGeneration,
  startBulkGeneration,
  type TemplateDetail,
} from '@atrium/contract/templates';
import { Alert, Button, Group, List, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorFromResponse } from '../../api/api-error.ts';
import { authorizedFetch } from '../../api/client.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { JobProgressBar } from '../../ui/job-progress-bar.tsx';
import { showFailed } from '../company-files/feedback.ts';
import { dispositionFileName, saveBlob } from './generate-document.ts';
import { PeriodInput, type Period } from './leave-request-picker.tsx';

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
 * A bulk job's progress, then its failures and the ZIP to download until it is removed
 * (docs/product/templates.md#keeping-the-zip), or that it has expired.
 */
function BulkResult({ jobId }: { jobId: string }) {
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

/**
 * Generates one document per chosen member, or per approved leave request of a period, as a
 * background job whose ZIP is downloaded when it is done (docs/product/templates.md#bulk-generation).
 */
export function BulkGenerate({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [period, setPeriod] = useState<Period>([null, null]);
  const [jobId, setJobId] = useState<string | null>(null);
  const isMember = template.kind === 'member';
  const members = useOperationQuery(
    getMemberList,
    { query: { search: debounced || undefined, pageSize: 20, status: 'ACTIVE' } },
    { enabled: isMember },
  );
  const found = (members.data?.items ?? []).map((item) => ({
    value: item.companyMemberId,
    label: item.email ? `${item.name} · ${item.email}` : item.name,
  }));
  // Chosen members stay listed while the search shows others.
  const options = [
    ...memberIds
      .filter((id) => !found.some((option) => option.value === id))
      .map((id) => ({ value: id, label: labels[id] ?? id })),
    ...found,
  ];
  const start = useOperationMutation(startBulkGeneration);
  const ready = isMember ? memberIds.length > 0 : Boolean(period[0] && period[1]);

  function run() {
    start.mutate(
      {
        body: {
          companyUserTemplateId: template.companyUserTemplateId,
          ...(isMember ? { companyMemberIds: memberIds } : { period: { from: period[0]!, to: period[1]! } }),
        },
      },
      {
        onSuccess: (started) => setJobId(started.jobId),
        onError: (error) => showFailed(t('templates.bulk.startFailed'), error),
      },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('templates.bulk.title')}>
      <Text fw={600} size="sm">
        {t('templates.bulk.title')}
      </Text>
      {isMember ? (
        <MultiSelect
          label={t('templates.bulk.members')}
          placeholder={t('templates.bulk.membersPlaceholder')}
          searchable
          data={options}
          value={memberIds}
          onChange={(ids) => {
            setLabels((known) => ({
              ...known,
              ...Object.fromEntries(found.map((option) => [option.value, option.label])),
            }));
            setMemberIds(ids);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          maxValues={BULK_GENERATION_MAX_ITEMS}
          hidePickedOptions
          nothingFoundMessage={members.isPending ? t('common.loading') : t('templates.generate.noMembers')}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('templates.bulk.periodHint')}
          </Text>
          <PeriodInput value={period} onChange={setPeriod} />
        </>
      )}
      <Group>
        <Button variant="default" disabled={!ready} loading={start.isPending} onClick={run}>
          {isMember
            ? t('templates.bulk.startMembers', { count: memberIds.length })
            : t('templates.bulk.startPeriod')}
        </Button>
      </Group>
      {jobId ? <BulkResult key={jobId} jobId={jobId} /> : null}
    </Stack>
  );
}
