import {
  getLeaveBalances,
  getLeaveTypes,
  getMyLeaveRequests,
  LEAVE_COMMENT_MAX,
  leaveRequestInputSchema,
  previewLeaveRequest,
  submitLeaveRequest,
  submitLeaveRequestBodySchema,
  type LeaveRequest,
  type LeaveRequestPart,
} from '@atrium/contract/absence';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat, useDatePickerFormat } from '../../ui/dates/date-format.ts';
import { reasonText } from '../../api/reason-text.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { useTranslatedName } from '../../ui/translated-name.ts';
import { clockToMinutes, useHours } from '../../ui/absence/minutes.ts';

interface RequestValues {
  leaveTypeId: string;
  startsOn: string | null;
  endsOn: string | null;
  part: LeaveRequestPart;
  startTime: string;
  endTime: string;
  comment: string;
}

/** The request body the values stand for (field names as the API names them). */
function requestBody(values: RequestValues, idempotencyKey: string) {
  const hours = values.part === 'hours';
  return {
    leaveTypeId: values.leaveTypeId,
    startsOn: values.startsOn ?? '',
    endsOn: (values.part === 'full' ? values.endsOn : values.startsOn) ?? '',
    part: values.part,
    startMinute: hours ? clockToMinutes(values.startTime) : null,
    endMinute: hours ? clockToMinutes(values.endTime) : null,
    comment: values.comment.trim() || null,
    idempotencyKey,
  };
}

/**
 * A new request with a live preview (docs/product/absence.md#requests): each day and what it
 * takes, the balance of each year after it, and the rules it breaks, before it is sent. A double
 * click sends one request (the form's idempotency key). The request sent goes to `onSent`: the
 * list beside the form confirms it and shows it first.
 */
export function NewRequestForm({ onSent }: { onSent: (request: LeaveRequest) => void }) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const format = useDateFormat();
  const hours = useHours();
  const nameOf = useTranslatedName();
  const types = useOperationQuery(getLeaveTypes);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RequestValues>({
    mode: 'controlled',
    initialValues: {
      leaveTypeId: '',
      startsOn: null,
      endsOn: null,
      part: 'full',
      startTime: '09:00',
      endTime: '11:00',
      comment: '',
    },
    validate: zodFormValidate(submitLeaveRequestBodySchema, {
      t,
      toBody: (values: RequestValues) => requestBody(values, idempotencyKey),
      fields: { startMinute: 'startTime', endMinute: 'endTime' },
    }),
  });
  const submit = useOperationMutation(submitLeaveRequest, {
    invalidates: [getMyLeaveRequests, getLeaveBalances],
  });
  const body = requestBody(form.values, idempotencyKey);
  const parsed = leaveRequestInputSchema.safeParse(body);
  const [previewInput] = useDebouncedValue(parsed.success ? parsed.data : null, 250);
  const preview = useOperationQuery(
    previewLeaveRequest,
    {
      body:
        previewInput ??
        leaveRequestInputSchema.parse({
          ...body,
          leaveTypeId: '00000000-0000-4000-8000-000000000000',
          startsOn: '2000-01-01',
          endsOn: '2000-01-01',
          part: 'full',
          startMinute: null,
          endMinute: null,
        }),
    },
    { enabled: previewInput !== null },
  );

  const send = async (values: RequestValues) => {
    setRefusal(null);
    try {
      onSent(await submit.mutateAsync({ body: requestBody(values, idempotencyKey) }));
      form.reset();
      setIdempotencyKey(crypto.randomUUID());
    } catch (error) {
      const landed = applyServerFieldErrors(form, error, {
        fields: { 'body.startMinute': 'startTime', 'body.endMinute': 'endTime' },
      });
      if (!landed) setRefusal(isApiError(error) ? error.message : t('absence.form.failed'));
    }
  };

  const leaveTypeOptions = (types.data ?? [])
    .filter((type) => !type.archived)
    .map((type) => ({ value: type.leaveTypeId, label: nameOf(type.names) }));
  const chosenType = types.data?.find((type) => type.leaveTypeId === form.values.leaveTypeId);
  const parts = (['full', 'morning', 'afternoon', 'hours'] as const).filter(
    (part) =>
      !chosenType ||
      chosenType.unit === 'hour' ||
      (chosenType.unit === 'half_day' ? part !== 'hours' : part === 'full'),
  );
  const day = (value: unknown) => (value ? dayjs(value as string).format('YYYY-MM-DD') : null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="absence-new-request-title">
      <Title order={2} fz="h4" id="absence-new-request-title">
        {t('absence.form.title')}
      </Title>
      <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
        <Stack gap="sm">
          {refusal ? (
            <Alert color="red" role="alert" title={t('absence.form.failed')}>
              {refusal}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('absence.form.leaveType')}
              required
              data={leaveTypeOptions}
              {...form.getInputProps('leaveTypeId')}
            />
            <Select
              label={t('absence.form.part')}
              data={parts.map((part) => ({ value: part, label: t(`absence.part.${part}`) }))}
              allowDeselect={false}
              {...form.getInputProps('part')}
            />
            <DatePickerInput
              label={t('absence.form.startsOn')}
              required
              {...picker}
              {...form.getInputProps('startsOn')}
              onChange={(value) => form.setFieldValue('startsOn', day(value))}
            />
            {form.values.part === 'full' ? (
              <DatePickerInput
                label={t('absence.form.endsOn')}
                required
                {...picker}
                {...form.getInputProps('endsOn')}
                onChange={(value) => form.setFieldValue('endsOn', day(value))}
              />
            ) : null}
            {form.values.part === 'hours' ? (
              <>
                <TextInput
                  label={t('absence.form.startTime')}
                  required
                  {...form.getInputProps('startTime')}
                />
                <TextInput label={t('absence.form.endTime')} required {...form.getInputProps('endTime')} />
              </>
            ) : null}
          </SimpleGrid>
          <Textarea
            label={t('absence.form.comment')}
            maxLength={LEAVE_COMMENT_MAX}

            {...form.getInputProps('comment')}
          />
          {previewInput && preview.data ? (
            <Paper
              component="section"
              withBorder
              p="sm"
              aria-live="polite"
              aria-label={t('absence.form.preview')}
            >
              <Stack gap={4}>
                <Text fw={600}>
                  {t('absence.form.preview')}: {hours(preview.data.requestedMinutes)}
                </Text>
                <Group gap="xs">
                  {preview.data.days.map((previewDay) => (
                    <Text key={previewDay.day} fz="xs" c={previewDay.off ? 'dimmed' : undefined}>
                      {format.shortDay(previewDay.day)}:{' '}
                      {previewDay.off
                        ? t(`absence.form.dayOff.${previewDay.off}`)
                        : hours(previewDay.minutes)}
                    </Text>
                  ))}
                </Group>
                {preview.data.years.map((year) => (
                  <Text key={year.year} fz="sm">
                    {t('absence.form.yearAfter', {
                      year: year.year,
                      before: hours(year.availableBeforeMinutes),
                      after: hours(year.availableAfterMinutes),
                    })}
                  </Text>
                ))}
                {preview.data.problems.map((problem) => (
                  <Text key={`${problem.path}${problem.message}`} fz="sm" c="red.9">
                    {reasonText(problem.reason, problem.message)}
                  </Text>
                ))}
              </Stack>
            </Paper>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              {t('absence.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
