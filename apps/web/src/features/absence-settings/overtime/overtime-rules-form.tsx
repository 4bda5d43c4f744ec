import {
  getOvertimeRules,
  OVERTIME_ROUNDINGS,
  overtimeRulesSchema,
  setOvertimeRules,
  type OvertimeRules,
} from '@atrium/contract/absence';
import type { ActionType } from '@atrium/contract/time-tracking';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Switch,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';

/** The form's values: the rules' body, with "all or chosen" and the cap in hours as typed. */
interface RulesValues {
  counting: 'all' | 'chosen';
  actionTypeIds: string[];
  dailyThresholdMinutes: number | string;
  roundingMinutes: string;
  monthlyCapHours: number | string;
  deductUndertime: boolean;
  requiresApproval: boolean;
}

const valuesOf = (rules: OvertimeRules): RulesValues => ({
  counting: rules.actionTypeIds === null ? 'all' : 'chosen',
  actionTypeIds: rules.actionTypeIds ?? [],
  dailyThresholdMinutes: rules.dailyThresholdMinutes,
  roundingMinutes: String(rules.roundingMinutes),
  monthlyCapHours: rules.monthlyCapMinutes === null ? '' : rules.monthlyCapMinutes / 60,
  deductUndertime: rules.deductUndertime,
  requiresApproval: rules.requiresApproval,
});

const bodyOf = (values: RulesValues) => ({
  actionTypeIds: values.counting === 'all' ? null : values.actionTypeIds,
  dailyThresholdMinutes:
    values.dailyThresholdMinutes === '' ? Number.NaN : Number(values.dailyThresholdMinutes),
  roundingMinutes: Number(values.roundingMinutes),
  monthlyCapMinutes: values.monthlyCapHours === '' ? null : Math.round(Number(values.monthlyCapHours) * 60),
  deductUndertime: values.deductUndertime,
  requiresApproval: values.requiresApproval,
});

const FIELDS = { monthlyCapMinutes: 'monthlyCapHours' };
const SERVER_FIELDS = {
  'body.monthlyCapMinutes': 'monthlyCapHours',
  'body.actionTypeIds': 'actionTypeIds',
  'body.dailyThresholdMinutes': 'dailyThresholdMinutes',
  'body.roundingMinutes': 'roundingMinutes',
};

/** The company's overtime rules as a form (docs/product/overtime.md#rules). */
export function OvertimeRulesForm({
  rules,
  actionTypes,
}: {
  rules: OvertimeRules;
  actionTypes: ActionType[];
}) {
  const { t } = useTranslation();
  const form = useForm<RulesValues>({
    mode: 'controlled',
    initialValues: valuesOf(rules),
    validate: zodFormValidate<RulesValues>(overtimeRulesSchema, { t, toBody: bodyOf, fields: FIELDS }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useOperationMutation(setOvertimeRules, { invalidates: [getOvertimeRules] });

  const submit = async (values: RulesValues) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ body: overtimeRulesSchema.parse(bodyOf(values)) });
      notifications.show({ message: t('absenceSettings.overtime.saved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      if (!applyServerFieldErrors(form, error, { fields: SERVER_FIELDS })) {
        setRefusal(isApiError(error) ? error.message : t('absenceSettings.saveFailed'));
      }
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('absenceSettings.overtime.title')}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {refusal ? (
            <Alert color="red" role="alert" title={t('absenceSettings.saveFailed')}>
              {refusal}
            </Alert>
          ) : null}
          <Radio.Group label={t('absenceSettings.overtime.counting')} {...form.getInputProps('counting')}>
            <Group mt="xs">
              <Radio value="all" label={t('absenceSettings.overtime.countingAll')} />
              <Radio value="chosen" label={t('absenceSettings.overtime.countingChosen')} />
            </Group>
          </Radio.Group>
          {form.values.counting === 'chosen' ? (
            <MultiSelect
              label={t('absenceSettings.overtime.actionTypes')}
              data={actionTypes.map((type) => ({ value: type.actionTypeId, label: type.name }))}
              searchable
              {...form.getInputProps('actionTypeIds')}
            />
          ) : null}
          <NumberInput
            label={t('absenceSettings.overtime.threshold')}
            description={t('absenceSettings.overtime.thresholdHint')}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            {...form.getInputProps('dailyThresholdMinutes')}
          />
          <Select
            label={t('absenceSettings.overtime.rounding')}
            data={OVERTIME_ROUNDINGS.map((step) => ({
              value: String(step),
              label:
                step === 0
                  ? t('absenceSettings.overtime.roundingNone')
                  : t('absenceSettings.overtime.roundingTo', { minutes: step }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('roundingMinutes')}
          />
          <NumberInput
            label={t('absenceSettings.overtime.cap')}
            description={t('absenceSettings.overtime.capHint')}
            min={0}
            allowNegative={false}
            {...form.getInputProps('monthlyCapHours')}
          />
          <Switch
            label={t('absenceSettings.overtime.deductUndertime')}
            {...form.getInputProps('deductUndertime', { type: 'checkbox' })}
          />
          <Switch
            label={t('absenceSettings.overtime.requiresApproval')}
            description={t('absenceSettings.overtime.requiresApprovalHint')}
            {...form.getInputProps('requiresApproval', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('absenceSettings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
