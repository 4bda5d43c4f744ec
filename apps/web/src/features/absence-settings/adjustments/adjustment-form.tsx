import {
  adjustLeaveBalance,
  getBalanceExplanation,
  getLeaveBalances,
  ledgerAdjustmentBodySchema,
  type LeaveType,
} from '@atrium/contract/absence';
import type { Person } from '@atrium/contract/people';
import {
  Alert,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';
import { useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { MemberPicker } from '../../../ui/member-picker.tsx';
import { useTranslatedName } from '../../../ui/translated-name.ts';

interface AdjustmentValues {
  memberId: string | null;
  leaveTypeId: string | null;
  direction: 'add' | 'remove';
  unit: 'days' | 'hours';
  /** Days or hours as typed (empty while nothing is). */
  amount: number | string;
  effectiveDate: string | null;
  reason: string;
}

/** Minutes of the amount, signed: days count in the person's average working day. */
function adjustmentMinutes(values: AdjustmentValues, dayMinutes: number): number | undefined {
  if (values.amount === '') return undefined;
  const perUnit = values.unit === 'days' ? dayMinutes : 60;
  const minutes = Math.round(Number(values.amount) * perUnit);
  return values.direction === 'remove' ? -minutes : minutes;
}

const reasonMax = maxLengthOf(ledgerAdjustmentBodySchema.shape.reason);

/**
 * The new adjustment: a person (found by the directory's search), a leave type, days or hours to
 * add or take away, the day it counts from and a reason (required). The contract's rules check it
 * before sending; the server's refusals land under the field they name. Nobody adjusts their own
 * balance (docs/decisions/078-nobody-adjusts-their-own-balance.md): chosen themselves, the caller
 * is told so and the button is disabled; the server refuses it either way.
 */
export function AdjustmentForm({
  person,
  onPerson,
  leaveTypes,
  leaveTypeId,
  onLeaveType,
  dayMinutes,
  today,
  onAdded,
}: {
  person: Person | null;
  onPerson: (person: Person | null) => void;
  leaveTypes: readonly LeaveType[];
  leaveTypeId: string | null;
  onLeaveType: (leaveTypeId: string | null) => void;
  dayMinutes: number;
  today: string;
  /** Called with the adjustment's day once it is written. */
  onAdded: (effectiveDate: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const picker = useDatePickerFormat();
  const nameOf = useTranslatedName();
  const requestOf = (values: AdjustmentValues) => ({
    memberId: values.memberId ?? '',
    leaveTypeId: values.leaveTypeId ?? '',
    minutes: adjustmentMinutes(values, dayMinutes),
    effectiveDate: values.effectiveDate ?? '',
    reason: values.reason,
  });
  const form = useForm<AdjustmentValues>({
    mode: 'controlled',
    initialValues: {
      memberId: person?.companyMemberId ?? null,
      leaveTypeId,
      direction: 'add',
      unit: 'days',
      amount: '',
      effectiveDate: today,
      reason: '',
    },
    validate: (values) => {
      const errors = zodFormValidate<AdjustmentValues>(ledgerAdjustmentBodySchema, {
        t,
        toBody: requestOf,
        fields: { minutes: 'amount' },
        messages: { memberId: t('absenceSettings.adjustments.personRequired') },
      })(values);
      const amount = Number(values.amount);
      if (values.amount !== '' && (!(amount > 0) || (values.unit === 'days' && amount > 366))) {
        errors.amount = t('absenceSettings.adjustments.amountInvalid');
      }
      return errors;
    },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const session = useSession();
  const ownBalance = person !== null && person.companyMemberId === session?.companyMemberId;
  const adjust = useOperationMutation(adjustLeaveBalance, {
    invalidates: [getLeaveBalances, getBalanceExplanation],
  });

  const submit = async (values: AdjustmentValues) => {
    setRefusal(null);
    try {
      const body = ledgerAdjustmentBodySchema.parse(requestOf(values));
      await adjust.mutateAsync({ body });
      onAdded(body.effectiveDate);
      notifications.show({
        message: t('absenceSettings.adjustments.added', { name: person?.name ?? '' }),
        color: 'green',
        autoClose: 2400,
      });
      form.setValues({ amount: '', reason: '' });
      form.resetDirty();
    } catch (error) {
      if (!applyServerFieldErrors(form, error, { fields: { 'body.minutes': 'amount' } })) {
        setRefusal(isApiError(error) ? error.message : t('absenceSettings.saveFailed'));
      }
    }
  };

  const dayHours = (dayMinutes / 60).toLocaleString(i18n.language, { maximumFractionDigits: 2 });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="adjustment-form-title">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h4" id="adjustment-form-title">
            {t('absenceSettings.adjustments.formTitle')}
          </Title>
          {refusal ? (
            <Alert color="red" role="alert" title={t('absenceSettings.saveFailed')}>
              {refusal}
            </Alert>
          ) : null}
          {person ? (
            <Input.Wrapper label={t('absenceSettings.adjustments.person')} error={form.errors.memberId}>
              <Group gap="xs" justify="space-between" wrap="wrap" mt={4}>
                <Text fw={600} data-testid="adjustment-person">
                  {person.name}
                </Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => {
                    onPerson(null);
                    form.setFieldValue('memberId', null);
                  }}
                >
                  {t('absenceSettings.adjustments.choose')}
                </Button>
              </Group>
              {ownBalance ? (
                <Text fz="sm" c="dimmed" mt={4} id="adjustment-own-balance">
                  {t('absenceSettings.adjustments.ownBalance')}
                </Text>
              ) : null}
            </Input.Wrapper>
          ) : (
            <Stack gap={4}>
              <MemberPicker
                label={t('absenceSettings.adjustments.person')}
                placeholder={t('absenceSettings.adjustments.personPlaceholder')}
                onPick={(picked) => {
                  onPerson(picked);
                  form.setFieldValue('memberId', picked.companyMemberId);
                  form.clearFieldError('memberId');
                }}
              />
              {form.errors.memberId ? (
                <Text c="red.9" fz="sm" role="alert">
                  {form.errors.memberId}
                </Text>
              ) : null}
            </Stack>
          )}
          <Select
            label={t('absenceSettings.adjustments.leaveType')}
            data={leaveTypes
              .filter((type) => !type.archived)
              .map((type) => ({ value: type.leaveTypeId, label: nameOf(type.names) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('leaveTypeId')}
            onChange={(value) => {
              form.setFieldValue('leaveTypeId', value);
              onLeaveType(value);
            }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Input.Wrapper label={t('absenceSettings.adjustments.direction')}>
              <SegmentedControl
                fullWidth
                mt={4}
                data={(['add', 'remove'] as const).map((value) => ({
                  value,
                  label: t(`absenceSettings.adjustments.directions.${value}`),
                }))}
                {...form.getInputProps('direction')}
              />
            </Input.Wrapper>
            <Input.Wrapper label={t('absenceSettings.adjustments.unit')}>
              <SegmentedControl
                fullWidth
                mt={4}
                data={(['days', 'hours'] as const).map((value) => ({
                  value,
                  label: t(`absenceSettings.adjustments.units.${value}`),
                }))}
                {...form.getInputProps('unit')}
              />
            </Input.Wrapper>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('absenceSettings.adjustments.amount')}
              description={
                form.values.unit === 'days' && person
                  ? t('absenceSettings.adjustments.dayLength', { hours: dayHours })
                  : undefined
              }
              required
              min={0}
              step={form.values.unit === 'days' ? 0.5 : 0.25}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('amount')}
            />
            <DatePickerInput
              label={t('absenceSettings.adjustments.effectiveDate')}
              required
              {...picker}
              {...form.getInputProps('effectiveDate')}
            />
          </SimpleGrid>
          <Textarea
            label={t('absenceSettings.adjustments.reason')}
            description={t('absenceSettings.adjustments.reasonHint')}
            required
            rows={3}
            maxLength={reasonMax}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={adjust.isPending}
              disabled={ownBalance}
              aria-describedby={ownBalance ? 'adjustment-own-balance' : undefined}
            >
              {t('absenceSettings.adjustments.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
