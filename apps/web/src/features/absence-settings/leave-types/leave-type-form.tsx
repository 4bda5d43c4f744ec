import {
  createLeaveType,
  getLeaveTypes,
  LEAVE_TYPE_CATEGORIES,
  LEAVE_TYPE_UNITS,
  leaveTypeBodySchema,
  updateLeaveType,
  type LeaveType,
} from '@atrium/contract/absence';
import { PROJECT_COLOURS } from '@atrium/contract/time-tracking';
import { Alert, ColorInput, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { numberRangeOf } from '../../../ui/forms/number-range-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import {
  leaveTypeBody,
  leaveTypeRequest,
  leaveTypeValues,
  type LeaveTypeValues,
} from './leave-type-values.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';
import { TranslatedNameFields } from '../translated-name-fields.tsx';

const shape = leaveTypeBodySchema.shape;
const nameMax = maxLengthOf(shape.names.shape.en);

/**
 * Add or change a leave type: every field of the contract's body. The contract's rules check it
 * before sending; what the server still refuses lands on the field it names (a taken English name,
 * a unit that can no longer change), anything else above the form.
 */
export function LeaveTypeForm({ leaveType, onDone }: { leaveType?: LeaveType; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<LeaveTypeValues>({
    mode: 'controlled',
    initialValues: leaveTypeValues(leaveType),
    validate: zodFormValidate(leaveTypeBodySchema, {
      t,
      toBody: leaveTypeRequest,
      messages: { colour: t('absenceSettings.leaveTypes.colourInvalid') },
    }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = { invalidates: [getLeaveTypes] };
  const create = useOperationMutation(createLeaveType, options);
  const update = useOperationMutation(updateLeaveType, options);

  const submit = async (values: LeaveTypeValues) => {
    setRefusal(null);
    const body = leaveTypeBody(values);
    try {
      if (leaveType) await update.mutateAsync({ params: { leaveTypeId: leaveType.leaveTypeId }, body });
      else await create.mutateAsync({ body });
      notifications.show({ message: t('absenceSettings.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      const conflict = (own: string) => (message: string, cause: { status: number }) =>
        cause.status === 409 ? own : message;
      const landed = applyServerFieldErrors(form, error, {
        messages: {
          'names.en': conflict(t('absenceSettings.leaveTypes.nameTaken')),
          unit: conflict(t('absenceSettings.leaveTypes.unitLocked')),
        },
      });
      if (!landed) setRefusal(isApiError(error) ? error.message : t('absenceSettings.saveFailed'));
    }
  };

  const numberInput = (field: keyof typeof shape & keyof LeaveTypeValues, description?: string) => (
    <NumberInput
      label={t(`absenceSettings.leaveTypes.fields.${field}`)}
      description={description}
      {...numberRangeOf(shape[field])}
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t('absenceSettings.saveFailed')}>
            {refusal}
          </Alert>
        ) : null}
        <TranslatedNameFields
          inputProps={(language) => form.getInputProps(`names.${language}`)}
          maxLength={nameMax}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('absenceSettings.leaveTypes.fields.category')}
            data={LEAVE_TYPE_CATEGORIES.map((category) => ({
              value: category,
              label: t(`absenceSettings.leaveTypes.categories.${category}`),
            }))}
            allowDeselect={false}
            required
            {...form.getInputProps('category')}
          />
          <ColorInput
            label={t('absenceSettings.leaveTypes.fields.colour')}
            format="hex"
            swatches={[...PROJECT_COLOURS]}
            swatchesPerRow={8}
            withEyeDropper={false}
            {...form.getInputProps('colour')}
          />
        </SimpleGrid>
        <Select
          label={t('absenceSettings.leaveTypes.fields.unit')}
          description={t('absenceSettings.leaveTypes.fields.unitHint')}
          data={LEAVE_TYPE_UNITS.map((unit) => ({
            value: unit,
            label: t(`absenceSettings.leaveTypes.units.${unit}`),
          }))}
          allowDeselect={false}
          required
          {...form.getInputProps('unit')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {numberInput('minimumNoticeDays')}
          {numberInput('maximumConsecutiveDays', t('absenceSettings.leaveTypes.fields.maximumHint'))}
          {numberInput('certificateRequiredFromDay', t('absenceSettings.leaveTypes.fields.certificateHint'))}
          {numberInput('eligibleAfterDays')}
          {numberInput('allowedNegativeHours')}
          {numberInput('sortOrder', t('absenceSettings.leaveTypes.fields.sortOrderHint'))}
        </SimpleGrid>
        <Switch
          label={t('absenceSettings.leaveTypes.fields.countsAgainstAllowance')}
          {...form.getInputProps('countsAgainstAllowance', { type: 'checkbox' })}
        />
        <Switch
          label={t('absenceSettings.leaveTypes.fields.private')}
          description={t('absenceSettings.leaveTypes.fields.privateHint')}
          checked={form.values.visibility === 'private'}
          onChange={(event) =>
            form.setFieldValue('visibility', event.currentTarget.checked ? 'private' : 'public')
          }
        />
        <Switch
          label={t('absenceSettings.leaveTypes.fields.autoApprove')}
          {...form.getInputProps('autoApprove', { type: 'checkbox' })}
        />
        <Switch
          label={t('absenceSettings.leaveTypes.fields.timeOffInLieu')}
          description={t('absenceSettings.leaveTypes.fields.timeOffInLieuHint')}
          {...form.getInputProps('timeOffInLieu', { type: 'checkbox' })}
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
