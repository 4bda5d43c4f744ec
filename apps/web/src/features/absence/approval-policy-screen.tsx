import { getApprovalPolicy } from '@atrium/contract/absence';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { PolicyForm } from './approval-policy-form.tsx';
import { FallbackWarnings } from './fallback-warnings.tsx';

/**
 * settings/approval-policy (ADMIN/OWNER, ABSENCE; docs/product/absence.md#approvals): the rules
 * in the order they are tried, each with its ordered steps; saved as a whole. Above them, where
 * the saved policy falls back to the owners and admins.
 */
export function ApprovalPolicyScreen() {
  const { t } = useTranslation();
  const policy = useOperationQuery(getApprovalPolicy);
  if (policy.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (policy.isError) {
    return (
      <Group>
        <Text c="red.9">{t('absence.loadFailed')}</Text>
        <Button variant="subtle" onClick={() => void policy.refetch()}>
          {t('absence.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="md" maw={1000}>
      <Text c="dimmed" fz="sm">
        {t('absence.policy.intro')}
      </Text>
      <FallbackWarnings warnings={policy.data.warnings} />
      <PolicyForm policy={policy.data} />
    </Stack>
  );
}
