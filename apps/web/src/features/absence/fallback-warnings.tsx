import { type ApprovalPolicyWarning } from '@atrium/contract/absence';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where the saved policy sends requests to the owners and admins, and why: the rule and step, and
 * the people, departments or divisions concerned (docs/product/absence.md#approvals).
 */
export function FallbackWarnings({ warnings }: { warnings: readonly ApprovalPolicyWarning[] }) {
  const { t, i18n } = useTranslation();
  if (warnings.length === 0) return null;
  const namesOf = (warning: ApprovalPolicyWarning) => {
    // "A and B", or "A, B and 3 more" when not every name is sent.
    const type = warning.more > 0 ? 'unit' : 'conjunction';
    const names = new Intl.ListFormat(i18n.language, { type }).format(warning.names);
    return warning.more > 0 ? t('absence.policy.warnings.more', { names, count: warning.more }) : names;
  };
  const whereOf = (warning: ApprovalPolicyWarning) =>
    warning.scope === 'rule'
      ? t('absence.policy.warnings.where.rule', { rule: warning.ruleName, position: warning.position })
      : warning.scope === 'default'
        ? t('absence.policy.warnings.where.default')
        : t('absence.policy.warnings.where.company');
  return (
    <Alert color="orange" title={t('absence.policy.warnings.title')}>
      <List size="sm" spacing={4}>
        {warnings.map((warning) => (
          <List.Item key={`${warning.scope} ${warning.approvalRuleId} ${warning.position} ${warning.reason}`}>
            <Text span fz="sm" fw={600}>
              {whereOf(warning)}:
            </Text>{' '}
            {t(`absence.policy.warnings.reasons.${warning.reason}`, { names: namesOf(warning) })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
