import {
  getCompanyWorkSchedule,
  MINUTES_PER_DAY,
  setCompanyWorkSchedule,
  workScheduleBodySchema,
  type WeekMinutes,
} from '@atrium/contract/absence';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import {
  decimalSign,
  HOUR_STEP,
  hoursOf,
  hoursText,
  minutesOf,
  WEEKDAYS,
  type Weekday,
} from '../../../ui/absence/week-hours.ts';

interface ScheduleValues {
  effectiveFrom: string | null;
  /** Hours per weekday as typed (empty while nothing is). */
  hours: Record<Weekday, number | string>;
}

const MAX_HOURS = MINUTES_PER_DAY / 60;

const weekOf = (hours: ScheduleValues['hours']): WeekMinutes =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, hours[day] === '' ? Number.NaN : minutesOf(Number(hours[day]))]),
  ) as WeekMinutes;

const requestOf = (values: ScheduleValues) => ({
  effectiveFrom: values.effectiveFrom ?? '',
  minutes: weekOf(values.hours),
});

/** Body field → form field: the wire's minutes are the form's hours. */
const HOUR_FIELDS = Object.fromEntries(WEEKDAYS.map((day) => [`minutes.${day}`, `hours.${day}`]));
const SERVER_HOUR_FIELDS = Object.fromEntries(WEEKDAYS.map((day) => [`body.minutes.${day}`, `hours.${day}`]));

/**
 * The company's default week as seven hour fields and the day it takes effect; saving adds a
 * schedule from that day (the same day again replaces it). Starts from the week in effect today.
 */
export function WorkScheduleForm({ week, today }: { week: WeekMinutes; today: string }) {
  const { t, i18n } = useTranslation();
  const picker = useDatePickerFormat();
  const contractRules = (values: ScheduleValues) =>
    zodFormValidate<ScheduleValues>(workScheduleBodySchema, { t, toBody: requestOf, fields: HOUR_FIELDS })(
      values,
    );
  const form = useForm<ScheduleValues>({
    mode: 'controlled',
    initialValues: {
      effectiveFrom: today,
      hours: Object.fromEntries(WEEKDAYS.map((day) => [day, hoursOf(week[day])])) as ScheduleValues['hours'],
    },
    validate: (values) => {
      const errors: FormErrors = contractRules(values);
      for (const day of WEEKDAYS) {
        const hours = values.hours[day];
        const halfHours = Number(hours) / HOUR_STEP;
        if (hours === '' || !Number.isInteger(halfHours) || Number(hours) < 0 || Number(hours) > MAX_HOURS) {
          errors[`hours.${day}`] = t('absenceSettings.workSchedule.hoursInvalid');
        }
      }
      return errors;
    },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useOperationMutation(setCompanyWorkSchedule, { invalidates: [getCompanyWorkSchedule] });

  const submit = async (values: ScheduleValues) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ body: workScheduleBodySchema.parse(requestOf(values)) });
      notifications.show({
        message: t('absenceSettings.workSchedule.saved'),
        color: 'green',
        autoClose: 1600,
      });
    } catch (error) {
      if (!applyServerFieldErrors(form, error, { fields: SERVER_HOUR_FIELDS })) {
        setRefusal(isApiError(error) ? error.message : t('absenceSettings.saveFailed'));
      }
    }
  };

  const total = WEEKDAYS.reduce((sum, day) => {
    const hours = Number(form.values.hours[day]);
    return Number.isFinite(hours) ? sum + minutesOf(hours) : sum;
  }, 0);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="work-schedule-form-title">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h4" id="work-schedule-form-title">
            {t('absenceSettings.workSchedule.formTitle')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('absenceSettings.workSchedule.formIntro')}
          </Text>
          {refusal ? (
            <Alert color="red" role="alert" title={t('absenceSettings.saveFailed')}>
              {refusal}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="sm">
            {WEEKDAYS.map((day) => (
              <NumberInput
                key={day}
                label={t(`absenceSettings.workSchedule.weekdays.${day}`)}
                min={0}
                max={MAX_HOURS}
                step={HOUR_STEP}
                decimalScale={1}
                decimalSeparator={decimalSign(i18n.language)}
                allowNegative={false}
                rightSection={
                  <Text fz="xs" c="dimmed" aria-hidden>
                    {t('absenceSettings.workSchedule.hoursUnit')}
                  </Text>
                }
                {...form.getInputProps(`hours.${day}`)}
              />
            ))}
          </SimpleGrid>
          <Text fw={600} aria-live="polite">
            {t('absenceSettings.workSchedule.weekTotal', { hours: hoursText(total, i18n.language) })}
          </Text>
          <Group align="flex-end" justify="space-between" gap="sm">
            <DatePickerInput
              label={t('absenceSettings.workSchedule.effectiveFrom')}
              required
              {...picker}
              {...form.getInputProps('effectiveFrom')}
              w={200}
            />
            <Button type="submit" loading={save.isPending}>
              {t('absenceSettings.workSchedule.saveButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
