import {
  APPROVAL_MODES,
  APPROVER_KINDS,
  approvalPolicyBodySchema,
  getApprovalPolicy,
  getLeaveTypes,
  setApprovalPolicy,
  type ApprovalPolicy,
  type ApprovalRuleBody,
} from '@atrium/contract/absence';
import { getCompanyMembers } from '@atrium/contract/companies';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { useTranslatedName } from '../../ui/translated-name.ts';

type PolicyValues = { rules: ApprovalRuleBody[] };

const newStep = (): ApprovalRuleBody['steps'][number] => ({
  approverKind: 'department_manager',
  approverMemberId: null,
  mode: 'any_of',
  escalateAfterDays: null,
});

function valuesOf(policy: ApprovalPolicy): PolicyValues {
  return { rules: policy.rules.map(({ approvalRuleId: _id, ...rule }) => rule) };
}

export function PolicyForm({ policy }: { policy: ApprovalPolicy }) {
  const { t } = useTranslation();
  const nameOf = useTranslatedName();
  const types = useOperationQuery(getLeaveTypes);
  const members = useOperationQuery(getCompanyMembers, { query: { pageSize: 100 } });
  const save = useOperationMutation(setApprovalPolicy, { invalidates: [getApprovalPolicy] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PolicyValues>({
    mode: 'controlled',
    initialValues: valuesOf(policy),
    validate: zodFormValidate(approvalPolicyBodySchema, { t }),
  });
  const typeOptions = (types.data ?? []).map((type) => ({
    value: type.leaveTypeId,
    label: nameOf(type.names),
  }));
  const memberOptions = (members.data?.items ?? []).map((member) => ({
    value: member.companyMemberId,
    label: member.name ?? member.email ?? member.companyMemberId,
  }));

  const submit = async (values: PolicyValues) => {
    setRefusal(null);
    try {
      const saved = await save.mutateAsync({ body: values });
      form.setValues(valuesOf(saved));
      form.resetDirty();
      notifications.show({ message: t('absence.policy.saved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      if (!applyServerFieldErrors(form, error))
        setRefusal(isApiError(error) ? error.message : t('absence.policy.failed'));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" role="alert" title={t('absence.policy.failed')}>
            {refusal}
          </Alert>
        ) : null}
        {form.values.rules.map((rule, index) => (
          <Paper
            key={index}
            withBorder
            p="md"
            component="fieldset"
            aria-label={rule.name || t('absence.policy.ruleName')}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('absence.policy.ruleName')}
                  required
                  {...form.getInputProps(`rules.${index}.name`)}
                />
                <Select
                  label={t('absence.policy.leaveType')}
                  placeholder={t('absence.policy.anyType')}
                  data={typeOptions}
                  clearable
                  {...form.getInputProps(`rules.${index}.leaveTypeId`)}
                />
                <NumberInput
                  label={t('absence.policy.minDays')}
                  min={1}
                  {...form.getInputProps(`rules.${index}.minDays`)}
                  onChange={(value) =>
                    form.setFieldValue(`rules.${index}.minDays`, typeof value === 'number' ? value : null)
                  }
                />
              </SimpleGrid>
              <Switch
                label={t('absence.policy.onlyWhenNegative')}
                {...form.getInputProps(`rules.${index}.onlyWhenNegative`, { type: 'checkbox' })}
              />
              {rule.steps.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t('absence.policy.noSteps')}
                </Text>
              ) : null}
              {rule.steps.map((step, position) => (
                <Group key={position} align="flex-end" gap="sm">
                  <Text fz="sm" fw={600} w={60}>
                    {t('absence.policy.step', { position: position + 1 })}
                  </Text>
                  <Select
                    label={t('absence.policy.approverKind')}
                    data={APPROVER_KINDS.map((kind) => ({
                      value: kind,
                      label: t(`absence.policy.kinds.${kind}`),
                    }))}
                    allowDeselect={false}
                    {...form.getInputProps(`rules.${index}.steps.${position}.approverKind`)}
                    onChange={(value) => {
                      form.setFieldValue(
                        `rules.${index}.steps.${position}.approverKind`,
                        value as (typeof APPROVER_KINDS)[number],
                      );
                      if (value !== 'named_member')
                        form.setFieldValue(`rules.${index}.steps.${position}.approverMemberId`, null);
                    }}
                  />
                  {step.approverKind === 'named_member' ? (
                    <Select
                      label={t('absence.policy.member')}
                      data={memberOptions}
                      searchable
                      required
                      {...form.getInputProps(`rules.${index}.steps.${position}.approverMemberId`)}
                    />
                  ) : null}
                  <Select
                    label={t('absence.policy.mode')}
                    data={APPROVAL_MODES.map((mode) => ({
                      value: mode,
                      label: t(`absence.policy.modes.${mode}`),
                    }))}
                    allowDeselect={false}
                    {...form.getInputProps(`rules.${index}.steps.${position}.mode`)}
                  />
                  <NumberInput
                    label={t('absence.policy.escalate')}
                    min={1}
                    max={60}
                    w={150}
                    {...form.getInputProps(`rules.${index}.steps.${position}.escalateAfterDays`)}
                    onChange={(value) =>
                      form.setFieldValue(
                        `rules.${index}.steps.${position}.escalateAfterDays`,
                        typeof value === 'number' ? value : null,
                      )
                    }
                  />
                  <Button
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    onClick={() => form.removeListItem(`rules.${index}.steps`, position)}
                  >
                    {t('absence.policy.removeStep')}
                  </Button>
                </Group>
              ))}
              <Group justify="space-between">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => form.insertListItem(`rules.${index}.steps`, newStep())}
                >
                  {t('absence.policy.addStep')}
                </Button>
                <Button
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  size="xs"
                  onClick={() => form.removeListItem('rules', index)}
                >
                  {t('absence.policy.removeRule')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() =>
              form.insertListItem('rules', {
                name: '',
                leaveTypeId: null,
                divisionId: null,
                departmentId: null,
                minDays: null,
                onlyWhenNegative: false,
                steps: [newStep()],
              } satisfies ApprovalRuleBody)
            }
          >
            {t('absence.policy.addRule')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('absence.policy.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
