import {
  absenceFileRuleBodySchema,
  createAbsenceFileRule,
  getAbsenceFileRules,
  updateAbsenceFileRule,
  type AbsenceFileRule,
  type AbsenceFileStateChange,
} from '@atrium/contract/member-documents';
import { getDocumentFormats } from '@atrium/contract/templates';
import { Alert, Checkbox, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { FormFooter } from '../../ui/forms/form-footer.tsx';

type Option = { value: string; label: string };

interface RuleValues {
  leaveTypeId: string | null;
  stateChange: AbsenceFileStateChange;
  companyUserTemplateId: string | null;
  withPdf: boolean;
}

const bodyOf = (values: RuleValues) => ({
  leaveTypeId: values.leaveTypeId ?? '',
  stateChange: values.stateChange,
  companyUserTemplateId: values.companyUserTemplateId ?? '',
  withPdf: values.withPdf,
});

/** Adds a rule or changes one: leave type, state change, a leave request template and whether a PDF goes beside each document. */
export function AbsenceFileRuleForm({
  rule,
  typeOptions,
  templateOptions,
  onDone,
}: {
  rule: AbsenceFileRule | null;
  typeOptions: Option[];
  templateOptions: Option[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RuleValues>({
    mode: 'controlled',
    initialValues: {
      leaveTypeId: rule?.leaveTypeId ?? null,
      stateChange: rule?.stateChange ?? 'approved',
      companyUserTemplateId: rule?.companyUserTemplateId ?? null,
      withPdf: rule?.withPdf ?? false,
    },
    validate: zodFormValidate<RuleValues>(absenceFileRuleBodySchema, {
      t,
      toBody: bodyOf,
      messages: {
        leaveTypeId: t('memberDocuments.rules.required'),
        companyUserTemplateId: t('memberDocuments.rules.required'),
      },
    }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // PDF is offered only where the server makes it; a rule that asks for it where it stopped being
  // made shows the box still, so that it can be unticked (docs/product/templates.md#pdf).
  const formats = useOperationQuery(getDocumentFormats);
  const offersPdf = formats.data?.pdf === true || form.values.withPdf;
  const create = useOperationMutation(createAbsenceFileRule, { invalidates: [getAbsenceFileRules] });
  const update = useOperationMutation(updateAbsenceFileRule, { invalidates: [getAbsenceFileRules] });
  const pending = create.isPending || update.isPending;

  const submit = async (values: RuleValues) => {
    setRefusal(null);
    const body = absenceFileRuleBodySchema.parse(bodyOf(values));
    try {
      if (rule) await update.mutateAsync({ params: { absenceFileRuleId: rule.absenceFileRuleId }, body });
      else await create.mutateAsync({ body });
      notifications.show({ color: 'green', autoClose: 1600, message: t('memberDocuments.rules.saved') });
      onDone();
    } catch (error) {
      const named = applyServerFieldErrors(form, error, {
        messages: {
          companyUserTemplateId: (_message, apiError) =>
            apiError.status === 409
              ? t('memberDocuments.rules.duplicate')
              : t('memberDocuments.rules.required'),
        },
      });
      if (!named) setRefusal(isApiError(error) ? error.message : t('memberDocuments.rules.saveFailed'));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Select
          label={t('memberDocuments.rules.columns.leaveType')}
          data={typeOptions}
          required
          searchable
          data-autofocus
          {...form.getInputProps('leaveTypeId')}
        />
        <Select
          label={t('memberDocuments.rules.columns.stateChange')}
          data={(['approved', 'cancelled'] as const).map((value) => ({
            value,
            label: t(`memberDocuments.rules.stateChanges.${value}`),
          }))}
          required
          allowDeselect={false}
          {...form.getInputProps('stateChange')}
        />
        <Select
          label={t('memberDocuments.rules.columns.template')}
          data={templateOptions}
          required
          searchable
          {...form.getInputProps('companyUserTemplateId')}
        />
        {offersPdf ? (
          <Checkbox
            label={t('memberDocuments.rules.withPdf')}
            description={
              formats.data?.pdf === false
                ? t('memberDocuments.rules.pdfUnavailable')
                : t('memberDocuments.rules.withPdfHint')
            }
            {...form.getInputProps('withPdf', { type: 'checkbox' })}
          />
        ) : null}
        <FormFooter
          submitLabel={t('memberDocuments.rules.save')}
          busy={pending}
          onCancel={onDone}
          cancelDisabled={pending}
        />
      </Stack>
    </form>
  );
}
