import { getOvertimeRules } from '@atrium/contract/absence';
import { getActionTypes } from '@atrium/contract/time-tracking';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { LoadFailed } from '../load-failed.tsx';
import { OvertimeRulesForm } from './overtime-rules-form.tsx';

/**
 * settings/overtime (ADMIN/OWNER, docs/product/overtime.md#rules): which time counts as overtime,
 * the daily threshold, rounding, the monthly cap, undertime and approval.
 */
export function OvertimeRulesScreen() {
  const { t } = useTranslation();
  const rules = useOperationQuery(getOvertimeRules);
  const actionTypes = useOperationQuery(getActionTypes, { query: {} });

  if (rules.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (rules.isError) return <LoadFailed onRetry={() => void rules.refetch()} />;
  return (
    <Stack gap="md" maw={640}>
      <Text c="dimmed" fz="sm">
        {t('absenceSettings.overtime.intro')}
      </Text>
      <OvertimeRulesForm rules={rules.data} actionTypes={actionTypes.data ?? []} />
    </Stack>
  );
}
