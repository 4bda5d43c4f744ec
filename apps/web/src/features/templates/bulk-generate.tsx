import { startBulkGeneration, type BulkFormat, type TemplateDetail } from '@atrium/contract/templates';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../api/use-operation.ts';
import { showFailed } from '../../ui/feedback.ts';
import { NO_CHOICE, type BulkChoice } from './bulk-choice.ts';
import { BulkChooser, useBulkChoiceCount } from './bulk-chooser.tsx';
import { BulkResult } from './bulk-result.tsx';
import { DocumentFormatChoice } from './document-format-choice.tsx';
import { PeriodInput, type Period } from './leave-request-picker.tsx';

/**
 * Generates one document per member of a choice (docs/product/templates.md#choosing-who), or per
 * approved leave request of a period, as a background job whose ZIP is downloaded when it is done
 * (docs/product/templates.md#bulk-generation).
 */
export function BulkGenerate({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<BulkChoice>(NO_CHOICE);
  const [period, setPeriod] = useState<Period>([null, null]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [format, setFormat] = useState<BulkFormat>('docx');
  const isMember = template.kind === 'member';
  const count = useBulkChoiceCount(choice, isMember);
  const start = useOperationMutation(startBulkGeneration);
  const people = count.people ?? 0;
  const ready = isMember
    ? count.selection !== null && people > 0 && people <= count.limit
    : Boolean(period[0] && period[1]);

  function run() {
    start.mutate(
      {
        body: {
          companyUserTemplateId: template.companyUserTemplateId,
          ...(format === 'docx' ? {} : { format }),
          ...(isMember && count.selection
            ? { selection: count.selection }
            : { period: { from: period[0]!, to: period[1]! } }),
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
        <BulkChooser value={choice} onChange={setChoice} count={count} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('templates.bulk.periodHint')}
          </Text>
          <PeriodInput value={period} onChange={setPeriod} />
        </>
      )}
      <DocumentFormatChoice
        value={format}
        onChange={setFormat}
        formats={['docx', 'pdf', 'both']}
        quietWhenUnavailable
      />
      <Group>
        <Button variant="default" disabled={!ready} loading={start.isPending} onClick={run}>
          {isMember ? t('templates.bulk.startMembers', { count: people }) : t('templates.bulk.startPeriod')}
        </Button>
      </Group>
      {jobId ? <BulkResult key={jobId} jobId={jobId} /> : null}
    </Stack>
  );
}
