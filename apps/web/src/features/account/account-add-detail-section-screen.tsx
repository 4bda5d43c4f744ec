import {
  addMyDetailEntry,
  getMyDetailSections,
  getMyProfile,
  uploadMyDetailFile,
} from '@atrium/contract/human-resources';
import { Alert, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { EntryForm } from '../hr/index.ts';

/**
 * account/add-detail-section: a member adds an entry of their own to one of the company's
 * sections — saved at once where they may edit it, else sent to HR as a proposal
 * (docs/product/human-resources.md#proposing-a-change).
 */
export function AccountAddDetailSectionScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sections = useOperationQuery(getMyDetailSections);
  const add = useOperationMutation(addMyDetailEntry);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'proposed' | null>(null);
  const [formKey, setFormKey] = useState(0);
  const section = sections.data?.find((candidate) => candidate.sectionId === sectionId) ?? null;

  return (
    <Paper withBorder p="lg" component="section" maw={760}>
      <Stack gap="md">
        <Title order={2} data-screen="account-add-detail-section">
          {t('screens.account-add-detail-section')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('hr.ownEntry.intro')}
        </Text>
        {sections.isError ? <Text c="red.8">{t('hr.ownEntry.loadFailed')}</Text> : null}
        {sections.data && sections.data.length === 0 ? <Text c="dimmed">{t('hr.ownEntry.none')}</Text> : null}
        {sections.data && sections.data.length > 0 ? (
          <Select
            label={t('hr.ownEntry.section')}
            data={sections.data.map((candidate) => ({ value: candidate.sectionId, label: candidate.name }))}
            value={sectionId}
            onChange={(value) => {
              setSectionId(value);
              setOutcome(null);
            }}
          />
        ) : null}
        {outcome ? (
          <Alert color="green" role="status">
            {t(outcome === 'saved' ? 'hr.ownEntry.saved' : 'hr.ownEntry.proposed')}
          </Alert>
        ) : null}
        {section ? (
          <>
            {section.description ? <Text fz="sm">{section.description}</Text> : null}
            <EntryForm
              key={`${section.sectionId}-${formKey}`}
              fields={section.fields}
              upload={{
                operation: uploadMyDetailFile,
                fields: { companyDetailSectionId: section.sectionId },
              }}
              submitLabel={t('hr.ownEntry.submit')}
              onSubmit={async (values) => {
                const result = await add.mutateAsync({
                  params: { sectionId: section.sectionId },
                  body: { values },
                });
                setOutcome(result.outcome);
                setFormKey((key) => key + 1);
                await queryClient.invalidateQueries({ queryKey: operationKey(getMyProfile) });
              }}
              onCancel={() => setSectionId(null)}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
