import {
  ALLOWANCE_PRESET_KEYS,
  ALLOWANCE_PRESETS,
  createAllowancePolicy,
  createAllowancePolicyBodySchema,
  getAllowancePolicies,
  updateAllowancePolicy,
  type AllowancePolicy,
  type LeaveType,
} from '@atrium/contract/absence';
import {
  Alert,
  Group,
  Input,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { numberRangeOf } from '../../../ui/forms/number-range-of.ts';
import { issueText } from '../../../ui/forms/issue-text.ts';
import type { SchemaIssue } from '../../../ui/forms/schema-issue.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { useMonthDay } from './month-day.ts';
import {
  EVERY_TYPE,
  OWN_VALUES,
  policyBody,
  policyRequest,
  policyValues,
  withPreset,
  type PolicyValues,
} from './allowance-policy-values.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';

const shape = createAllowancePolicyBodySchema.shape;
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'));

/** What the form is for: a new policy, a change to one, or its next version from a day. */
export type PolicyFormMode =
  | { kind: 'create' }
  | { kind: 'edit'; policy: AllowancePolicy }
  | { kind: 'version'; policy: AllowancePolicy };

/**
 * Add or change an allowance policy, or add a new version of one from a day (the version it
 * replaces ends the day before, on the server). "Start from a statutory preset" fills the days,
 * the cap and the day carried days lapse from the contract's presets. The contract's rules check
 * the form before sending; a refusal of the server lands under the field it names.
 */
export function AllowancePolicyForm({
  mode,
  leaveTypes,
  onDone,
}: {
  mode: PolicyFormMode;
  leaveTypes: readonly LeaveType[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const nameOf = useTranslatedName();
  const monthDay = useMonthDay();
  const policy = mode.kind === 'create' ? undefined : mode.policy;
  const replaces = mode.kind === 'version' ? mode.policy.allowancePolicyId : null;
  const form = useForm<PolicyValues>({
    mode: 'controlled',
    initialValues: policyValues(policy, mode.kind === 'version'),
    validate: (values) =>
      zodFormValidate<PolicyValues>(createAllowancePolicyBodySchema, {
        t,
        toBody: (current) => policyRequest(current, replaces),
        messages: {
          // Below a statutory preset's minimum: name that minimum; anything else as the contract says.
          yearlyDays: (issue: SchemaIssue) =>
            issue.code === 'custom' && values.preset !== OWN_VALUES
              ? t('absenceSettings.allowancePolicies.presetMinimum', {
                  days: ALLOWANCE_PRESETS[values.preset].yearlyDays,
                })
              : issueText(t, issue),
          effectiveTo: t('absenceSettings.allowancePolicies.effectiveToBeforeFrom'),
          carryOverExpiresOn: t('absenceSettings.allowancePolicies.monthDayInvalid'),
        },
      })(values),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = { invalidates: [getAllowancePolicies] };
  const create = useOperationMutation(createAllowancePolicy, options);
  const update = useOperationMutation(updateAllowancePolicy, options);

  const submit = async (values: PolicyValues) => {
    setRefusal(null);
    const { replacesAllowancePolicyId, ...fields } = policyBody(values, replaces);
    try {
      if (mode.kind === 'edit') {
        await update.mutateAsync({
          params: { allowancePolicyId: mode.policy.allowancePolicyId },
          body: fields,
        });
      } else {
        await create.mutateAsync({ body: { ...fields, replacesAllowancePolicyId } });
      }
      notifications.show({ message: t('absenceSettings.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      const landed = applyServerFieldErrors(form, error, {
        messages: {
          effectiveFrom: (message, cause) =>
            cause.status === 409 ? t('absenceSettings.allowancePolicies.versionTooEarly') : message,
        },
      });
      if (!landed) setRefusal(isApiError(error) ? error.message : t('absenceSettings.saveFailed'));
    }
  };

  const [month, day] = (form.values.carryOverExpiresOn ?? '-').split('-');
  const setMonthDay = (nextMonth: string | null, nextDay: string | null) =>
    form.setFieldValue(
      'carryOverExpiresOn',
      nextMonth === null && nextDay === null ? null : `${nextMonth ?? ''}-${nextDay ?? ''}`,
    );
  const expiresError = form.errors.carryOverExpiresOn;

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t('absenceSettings.saveFailed')}>
            {refusal}
          </Alert>
        ) : null}
        {mode.kind === 'version' ? (
          <Text fz="sm" c="dimmed">
            {t('absenceSettings.allowancePolicies.versionIntro')}
          </Text>
        ) : null}
        <Radio.Group
          label={t('absenceSettings.allowancePolicies.presetLabel')}
          value={form.values.preset}
          onChange={(value) => form.setValues(withPreset(form.values, value as PolicyValues['preset']))}
        >
          <Stack gap="xs" mt={6}>
            {ALLOWANCE_PRESET_KEYS.map((key) => (
              <Radio
                key={key}
                value={key}
                label={t(`absenceSettings.allowancePolicies.presets.${key}`)}
                description={t(`absenceSettings.allowancePolicies.presetSummaries.${key}`, {
                  days: ALLOWANCE_PRESETS[key].yearlyDays,
                  date: monthDay(ALLOWANCE_PRESETS[key].carryOverExpiresOn),
                })}
              />
            ))}
            <Radio value={OWN_VALUES} label={t('absenceSettings.allowancePolicies.presets.own')} />
          </Stack>
        </Radio.Group>
        <Select
          label={t('absenceSettings.allowancePolicies.fields.leaveTypeId')}
          data={[
            { value: EVERY_TYPE, label: t('absenceSettings.allowancePolicies.everyType') },
            ...leaveTypes
              .filter((type) => !type.archived || type.leaveTypeId === form.values.leaveTypeId)
              .map((type) => ({ value: type.leaveTypeId, label: nameOf(type.names) })),
          ]}
          allowDeselect={false}
          {...form.getInputProps('leaveTypeId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label={t('absenceSettings.allowancePolicies.fields.effectiveFrom')}
            required
            {...picker}
            {...form.getInputProps('effectiveFrom')}
          />
          <DatePickerInput
            label={t('absenceSettings.allowancePolicies.fields.effectiveTo')}
            description={t('absenceSettings.allowancePolicies.fields.effectiveToHint')}
            clearable
            {...picker}
            {...form.getInputProps('effectiveTo')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('absenceSettings.allowancePolicies.fields.yearlyDays')}
            description={
              form.values.preset === OWN_VALUES
                ? undefined
                : t('absenceSettings.allowancePolicies.fields.yearlyDaysPresetHint', {
                    days: ALLOWANCE_PRESETS[form.values.preset].yearlyDays,
                  })
            }
            required
            {...numberRangeOf(shape.yearlyDays)}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('yearlyDays')}
          />
          <NumberInput
            label={t('absenceSettings.allowancePolicies.fields.carryOverCapDays')}
            description={t('absenceSettings.allowancePolicies.fields.carryOverCapHint')}
            {...numberRangeOf(shape.carryOverCapDays)}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('carryOverCapDays')}
          />
        </SimpleGrid>
        <Input.Wrapper
          label={t('absenceSettings.allowancePolicies.fields.carryOverExpiresOn')}
          description={t('absenceSettings.allowancePolicies.fields.carryOverExpiresHint')}
          error={expiresError}
        >
          <Group gap="xs" mt={4} wrap="nowrap">
            <Select
              aria-label={t('absenceSettings.allowancePolicies.fields.expiresDay')}
              placeholder={t('absenceSettings.allowancePolicies.fields.expiresDay')}
              data={DAYS.map((value) => ({ value, label: String(Number(value)) }))}
              value={day || null}
              onChange={(value) => setMonthDay(month || null, value)}
              error={expiresError ? true : undefined}
              clearable
              w={110}
            />
            <Select
              aria-label={t('absenceSettings.allowancePolicies.fields.expiresMonth')}
              placeholder={t('absenceSettings.allowancePolicies.fields.expiresMonth')}
              data={MONTHS.map((value) => ({
                value,
                label: t(`absenceSettings.allowancePolicies.months.m${value}`),
              }))}
              value={month || null}
              onChange={(value) => setMonthDay(value, day || null)}
              error={expiresError ? true : undefined}
              clearable
              style={{ flex: 1 }}
            />
          </Group>
        </Input.Wrapper>
        <Switch
          label={t('absenceSettings.allowancePolicies.fields.prorateOnHire')}
          {...form.getInputProps('prorateOnHire', { type: 'checkbox' })}
        />
        <Switch
          label={t('absenceSettings.allowancePolicies.fields.prorateOnExit')}
          {...form.getInputProps('prorateOnExit', { type: 'checkbox' })}
        />
        <FormFooter
          submitLabel={t('absenceSettings.save')}
          busy={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
