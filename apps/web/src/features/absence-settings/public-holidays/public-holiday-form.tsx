import {
  createPublicHoliday,
  createPublicHolidayBodySchema,
  getPublicHolidays,
  HOLIDAY_KINDS,
  translationsSchema,
  updatePublicHoliday,
  type PublicHoliday,
} from '@atrium/contract/absence';
import { Alert, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { asksForCompanyCountry, CompanyCountryLink } from './company-country-link.tsx';
import {
  publicHolidayBody,
  publicHolidayRequest,
  publicHolidayValues,
  type PublicHolidayValues,
} from './public-holiday-values.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';
import { TranslatedNameFields } from '../translated-name-fields.tsx';

const nameMax = maxLengthOf(translationsSchema.shape.en);

/**
 * Add a day by hand or change one (docs/product/absence-holidays.md#changing-days): date, names,
 * public or optional, estimated, and the holiday a substitute day stands in for. A day the date
 * already has (409) shows under the date; a refusal no field explains, above the form.
 */
export function PublicHolidayForm({ holiday, onDone }: { holiday?: PublicHoliday; onDone: () => void }) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const form = useForm<PublicHolidayValues>({
    mode: 'controlled',
    initialValues: publicHolidayValues(holiday),
    validate: zodFormValidate(createPublicHolidayBodySchema, { t, toBody: publicHolidayRequest }),
  });
  const [refusal, setRefusal] = useState<{ text: string; needsCountry: boolean } | null>(null);
  const options = { invalidates: [getPublicHolidays] };
  const create = useOperationMutation(createPublicHoliday, options);
  const update = useOperationMutation(updatePublicHoliday, options);

  const submit = async (values: PublicHolidayValues) => {
    setRefusal(null);
    const body = publicHolidayBody(values);
    try {
      if (holiday) await update.mutateAsync({ params: { holidayId: holiday.holidayId }, body });
      else await create.mutateAsync({ body });
      notifications.show({ message: t('absenceSettings.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      const landed = applyServerFieldErrors(form, error, {
        messages: {
          date: (message, cause) =>
            cause.status === 409 ? t('absenceSettings.publicHolidays.dayTaken') : message,
        },
      });
      if (!landed) {
        setRefusal({
          text: isApiError(error) ? error.message : t('absenceSettings.saveFailed'),
          needsCountry: asksForCompanyCountry(error),
        });
      }
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t('absenceSettings.saveFailed')}>
            <Stack gap={4} align="flex-start">
              {refusal.text}
              {refusal.needsCountry ? <CompanyCountryLink /> : null}
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label={t('absenceSettings.publicHolidays.fields.date')}
            required
            {...picker}
            {...form.getInputProps('date')}
          />
          <Select
            label={t('absenceSettings.publicHolidays.fields.kind')}
            data={HOLIDAY_KINDS.map((kind) => ({
              value: kind,
              label: t(`absenceSettings.publicHolidays.kinds.${kind}`),
            }))}
            allowDeselect={false}
            required
            {...form.getInputProps('kind')}
          />
        </SimpleGrid>
        <TranslatedNameFields
          inputProps={(language) => form.getInputProps(`names.${language}`)}
          maxLength={nameMax}
        />
        <DatePickerInput
          label={t('absenceSettings.publicHolidays.fields.substituteFor')}
          description={t('absenceSettings.publicHolidays.fields.substituteHint')}
          clearable
          {...picker}
          {...form.getInputProps('substituteFor')}
        />
        <Switch
          label={t('absenceSettings.publicHolidays.fields.estimated')}
          description={t('absenceSettings.publicHolidays.fields.estimatedHint')}
          {...form.getInputProps('estimated', { type: 'checkbox' })}
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
