import { getAllowancePolicies, getLeaveTypes, type AllowancePolicy } from '@atrium/contract/absence';
import { getCurrentCompany } from '@atrium/contract/companies';
import { localDate } from '@atrium/contract/dates';
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { browserTimeZone } from '../../../auth/member-time-zone.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { LoadFailed } from '../load-failed.tsx';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { AllowancePolicyForm, type PolicyFormMode } from './allowance-policy-form.tsx';
import { useMonthDay } from './month-day.ts';

type Phase = 'current' | 'planned' | 'ended';

const phaseOf = (policy: AllowancePolicy, today: string): Phase =>
  policy.effectiveFrom > today
    ? 'planned'
    : policy.effectiveTo !== null && policy.effectiveTo < today
      ? 'ended'
      : 'current';

const PHASE_COLOUR: Record<Phase, string> = { current: 'teal.9', planned: 'blue.9', ended: 'gray.7' };

/**
 * settings/allowance-policies (ADMIN/OWNER, docs/product/absence.md#allowance-policies-screen):
 * the company's allowance policies oldest first with the days they are in effect, what they give
 * and carry over; add one (from a statutory preset or own values), change one, or add its next
 * version from a day (a change of law mid-year).
 */
export function AllowancePoliciesScreen() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const nameOf = useTranslatedName();
  const monthDay = useMonthDay();
  const company = useOperationQuery(getCurrentCompany);
  const today = localDate(new Date(), company.data?.timeZone ?? browserTimeZone());
  const policies = useOperationQuery(getAllowancePolicies);
  const leaveTypes = useOperationQuery(getLeaveTypes);
  // The last form shown keeps its title while the dialog fades out.
  const [mode, setShownMode] = useState<PolicyFormMode | null>(null);
  const [opened, setOpened] = useState(false);
  const setMode = (next: PolicyFormMode | null) => {
    setOpened(next !== null);
    if (next) setShownMode(next);
  };

  if (policies.isPending || leaveTypes.isPending)
    return <Loader size="sm" aria-label={t('common.loading')} />;
  if (policies.isError || leaveTypes.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void policies.refetch();
          void leaveTypes.refetch();
        }}
      />
    );
  }

  const typeName = (leaveTypeId: string | null) => {
    if (leaveTypeId === null) return t('absenceSettings.allowancePolicies.everyType');
    const type = leaveTypes.data.find((candidate) => candidate.leaveTypeId === leaveTypeId);
    return type ? nameOf(type.names) : '';
  };
  const carryOver = (policy: AllowancePolicy) => {
    const cap =
      policy.carryOverCapDays === null
        ? t('absenceSettings.allowancePolicies.carryAll')
        : policy.carryOverCapDays === 0
          ? t('absenceSettings.allowancePolicies.carryNone')
          : t('absenceSettings.allowancePolicies.carryUpTo', { count: policy.carryOverCapDays });
    if (policy.carryOverCapDays === 0) return cap;
    return policy.carryOverExpiresOn
      ? `${cap}, ${t('absenceSettings.allowancePolicies.carryUntil', { date: monthDay(policy.carryOverExpiresOn) })}`
      : `${cap}, ${t('absenceSettings.allowancePolicies.carryNoLapse')}`;
  };
  const proration = (policy: AllowancePolicy) =>
    policy.prorateOnHire && policy.prorateOnExit
      ? t('absenceSettings.allowancePolicies.prorateBoth')
      : policy.prorateOnHire
        ? t('absenceSettings.allowancePolicies.prorateHireOnly')
        : policy.prorateOnExit
          ? t('absenceSettings.allowancePolicies.prorateExitOnly')
          : t('absenceSettings.allowancePolicies.prorateNone');
  const title =
    mode === null
      ? ''
      : mode.kind === 'create'
        ? t('absenceSettings.allowancePolicies.addTitle')
        : mode.kind === 'edit'
          ? t('absenceSettings.allowancePolicies.editTitle')
          : t('absenceSettings.allowancePolicies.versionTitle');

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" fz="sm" style={{ flex: '1 1 20rem' }}>
          {t('absenceSettings.allowancePolicies.intro')}
        </Text>
        <Button onClick={() => setMode({ kind: 'create' })}>
          {t('absenceSettings.allowancePolicies.add')}
        </Button>
      </Group>
      {policies.data.length === 0 ? (
        <Text>{t('absenceSettings.allowancePolicies.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('absenceSettings.allowancePolicies.listLabel')}
        >
          {policies.data.map((policy) => {
            const phase = phaseOf(policy, today);
            const period = policy.effectiveTo
              ? t('absenceSettings.allowancePolicies.period', {
                  from: dates.day(policy.effectiveFrom),
                  to: dates.day(policy.effectiveTo),
                })
              : t('absenceSettings.allowancePolicies.periodOpen', { from: dates.day(policy.effectiveFrom) });
            const label = `${typeName(policy.leaveTypeId)}, ${period}`;
            return (
              <Paper
                key={policy.allowancePolicyId}
                component="li"
                withBorder
                p="sm"
                radius="md"
                aria-label={label}
              >
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={4} style={{ minWidth: 0, flex: '1 1 18rem' }}>
                    <Group gap={8} wrap="wrap">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {typeName(policy.leaveTypeId)}
                      </Text>
                      <Badge color={PHASE_COLOUR[phase]} variant="filled" size="sm">
                        {t(`absenceSettings.allowancePolicies.phases.${phase}`)}
                      </Badge>
                      {policy.preset ? (
                        <Badge color="indigo" c="indigo.9" variant="light" size="sm">
                          {t(`absenceSettings.allowancePolicies.presetBadges.${policy.preset}`)}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text fz="sm">{period}</Text>
                    <Text fz="sm" c="dimmed">
                      {[
                        t('absenceSettings.allowancePolicies.yearlyDays', { count: policy.yearlyDays }),
                        carryOver(policy),
                        proration(policy),
                      ].join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="wrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`${t('absenceSettings.allowancePolicies.edit')}: ${label}`}
                      onClick={() => setMode({ kind: 'edit', policy })}
                    >
                      {t('absenceSettings.allowancePolicies.edit')}
                    </Button>
                    {phase !== 'ended' ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`${t('absenceSettings.allowancePolicies.newVersion')}: ${label}`}
                        onClick={() => setMode({ kind: 'version', policy })}
                      >
                        {t('absenceSettings.allowancePolicies.newVersion')}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Modal opened={opened} onClose={() => setMode(null)} title={title} size="lg">
        {mode && opened ? (
          <AllowancePolicyForm
            key={mode.kind === 'create' ? 'new' : `${mode.kind}-${mode.policy.allowancePolicyId}`}
            mode={mode}
            leaveTypes={leaveTypes.data}
            onDone={() => setMode(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
