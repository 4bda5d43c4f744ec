import {
  COVERAGE_COUNT_MAX,
  coverageRuleBodySchema,
  getCoverageRules,
  setCoverageRule,
  type CoverageRule,
} from '@atrium/contract/absence';
import { Alert, NumberInput, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';

interface RuleValues {
  kind: CoverageRule['kind'];
  minimum: number | string;
}

const bodyOf = (values: RuleValues) => ({
  kind: values.kind,
  minimum: values.minimum === '' ? Number.NaN : Number(values.minimum),
});

/** Sets one department's coverage rule: a number of people or a share of the department. */
export function CoverageRuleForm({
  departmentId,
  rule,
  onDone,
}: {
  departmentId: string;
  rule: CoverageRule | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RuleValues>({
    mode: 'controlled',
    initialValues: { kind: rule?.kind ?? 'count', minimum: rule?.minimum ?? 1 },
    validate: zodFormValidate<RuleValues>(coverageRuleBodySchema, { t, toBody: bodyOf }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useOperationMutation(setCoverageRule, { invalidates: [getCoverageRules] });

  const submit = async (values: RuleValues) => {
    setRefusal(null);
    try {
      await save.mutateAsync({
        params: { departmentId },
        body: coverageRuleBodySchema.parse(bodyOf(values)),
      });
      notifications.show({ color: 'green', autoClose: 1600, message: t('absenceTeam.coverage.saved') });
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) {
        setRefusal(isApiError(error) ? error.message : t('absenceTeam.saveFailed'));
      }
    }
  };

  const percent = form.values.kind === 'percent';
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Radio.Group label={t('absenceTeam.coverage.kindLabel')} {...form.getInputProps('kind')}>
          <Stack gap="xs" mt="xs">
            <Radio value="count" label={t('absenceTeam.coverage.kinds.count')} />
            <Radio value="percent" label={t('absenceTeam.coverage.kinds.percent')} />
          </Stack>
        </Radio.Group>
        <NumberInput
          label={percent ? t('absenceTeam.coverage.minimumPercent') : t('absenceTeam.coverage.minimumCount')}
          min={1}
          max={percent ? 100 : COVERAGE_COUNT_MAX}
          allowDecimal={false}
          allowNegative={false}
          maw={200}
          data-autofocus
          {...form.getInputProps('minimum')}
        />
        <FormFooter
          submitLabel={t('absenceTeam.save')}
          busy={save.isPending}
          onCancel={onDone}
          cancelDisabled={save.isPending}
        />
      </Stack>
    </form>
  );
}
