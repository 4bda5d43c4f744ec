import {
  CONTRACT_TYPES,
  EMPLOYMENT_TYPES,
  addEmploymentRecord,
  employmentBodySchema,
  getMemberList,
  getMemberProfile,
  type EmploymentBody,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import { getOrganization } from '@atrium/contract/organization';
import {
  Badge,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDatePickerFormat, useDateFormat } from '../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { MemberDocumentsCard } from '../member-documents/index.ts';
import { departmentOptions } from '../../ui/department-options.ts';
import { MemberSections } from './profile/member-sections.tsx';
import { ProfileState } from './profile/profile-state.tsx';
import { useMemberProfile } from './profile/use-member-profile.ts';
import { FormFooter } from '../../ui/forms/form-footer.tsx';

/** admin/users/profile/:id/employment-information: the dated history and, for editors, a new row. */
export function AdminUserEmploymentInformationScreen() {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  const day = useDateFormat();
  const [adding, setAdding] = useState(false);
  if (!profile.data) return <ProfileState error={profile.error} onRetry={() => void profile.refetch()} />;
  const member = profile.data;
  const editable = member.access.employment === 'edit';
  const dash = (value: string | null | undefined) => value ?? '—';
  const date = (value: string | null) => (value ? day.day(value) : '—');

  // Employment at "none" (a section rule alone opened the tab): only the tab's sections show.
  if (member.access.employment === 'none') {
    return <MemberSections sections={member.sections} tab="employment" />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {t('hr.employment.intro')}
        </Text>
        {editable && !adding ? (
          <Button onClick={() => setAdding(true)}>{t('hr.employment.add')}</Button>
        ) : null}
      </Group>
      {adding ? <EmploymentForm member={member} onDone={() => setAdding(false)} /> : null}
      <MemberSections sections={member.sections} tab="employment" />
      {member.employment.length === 0 ? (
        <Text c="dimmed">{t('hr.employment.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hr.employment.effectiveFrom')}</Table.Th>
                <Table.Th>{t('hr.column.position')}</Table.Th>
                <Table.Th>{t('hr.column.department')}</Table.Th>
                <Table.Th>{t('hr.employment.manager')}</Table.Th>
                <Table.Th>{t('hr.column.employmentType')}</Table.Th>
                <Table.Th>{t('hr.employment.period')}</Table.Th>
                <Table.Th>{t('hr.employment.weeklyHours')}</Table.Th>
                <Table.Th>{t('hr.employment.contract')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {member.employment.map((row) => (
                <Table.Tr key={row.employmentRecordId}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {date(row.effectiveFrom)}
                      {row.current ? (
                        <Badge
                          size="sm"
                          variant="light"
                          color="green"
                          styles={{ root: { minWidth: 'max-content' } }}
                        >
                          {t('hr.employment.current')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{dash(row.position)}</Table.Td>
                  <Table.Td>{dash(row.department?.name)}</Table.Td>
                  <Table.Td>{dash(row.manager?.name)}</Table.Td>
                  <Table.Td>
                    {row.employmentType ? t(`hr.employmentType.${row.employmentType}`) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {date(row.startDate)} – {row.endDate ? date(row.endDate) : ''}
                  </Table.Td>
                  <Table.Td>{row.weeklyHours ?? '—'}</Table.Td>
                  <Table.Td>
                    {row.contractType ? t(`hr.contractType.${row.contractType}`) : '—'}
                    {row.contractEndDate ? ` (${date(row.contractEndDate)})` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <MemberDocumentsCard companyMemberId={member.companyMemberId} canRemove={editable} />
    </Stack>
  );
}

interface EmploymentValues {
  effectiveFrom: string | null;
  position: string;
  departmentId: string;
  managerMemberId: string | null;
  employmentType: string | null;
  startDate: string | null;
  endDate: string | null;
  weeklyHours: number | string;
  contractType: string | null;
  contractEndDate: string | null;
}

function employmentBody(values: EmploymentValues): EmploymentBody {
  return {
    effectiveFrom: values.effectiveFrom ?? '',
    position: values.position.trim() || null,
    departmentId: values.departmentId || null,
    managerMemberId: values.managerMemberId,
    employmentType: values.employmentType as EmploymentBody['employmentType'],
    startDate: values.startDate,
    endDate: values.endDate,
    weeklyHours: values.weeklyHours === '' ? null : Number(values.weeklyHours),
    contractType: values.contractType as EmploymentBody['contractType'],
    contractEndDate: values.contractEndDate,
  };
}

/** A new employment row, starting from the one in force. */
function EmploymentForm({ member, onDone }: { member: MemberProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const organization = useOperationQuery(getOrganization);
  const people = useOperationQuery(getMemberList, { query: { pageSize: 200, status: 'ACTIVE' } });
  const current = member.employment.find((row) => row.current);
  const form = useForm<EmploymentValues>({
    mode: 'controlled',
    initialValues: {
      effectiveFrom: null,
      position: current?.position ?? '',
      departmentId: current?.department?.id ?? '',
      managerMemberId: current?.manager?.id ?? null,
      employmentType: current?.employmentType ?? null,
      startDate: current?.startDate ?? null,
      endDate: current?.endDate ?? null,
      weeklyHours: current?.weeklyHours ?? '',
      contractType: current?.contractType ?? null,
      contractEndDate: current?.contractEndDate ?? null,
    },
    validate: zodFormValidate(employmentBodySchema, { t, toBody: employmentBody }),
  });
  const save = useOperationMutation(addEmploymentRecord, { invalidates: [getMemberProfile, getMemberList] });
  const submit = async (values: EmploymentValues) => {
    try {
      await save.mutateAsync({
        params: { companyMemberId: member.companyMemberId },
        body: employmentBody(values),
      });
      notifications.show({ message: t('hr.employment.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      applyServerFieldErrors(form, error);
      notifications.show({ message: t('hr.profile.saveFailed'), color: 'red' });
    }
  };
  const managers = (people.data?.items ?? [])
    .filter((person) => person.companyMemberId !== member.companyMemberId)
    .map((person) => ({ value: person.companyMemberId, label: person.name }));

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Fieldset legend={t('hr.employment.add')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DatePickerInput
              label={t('hr.employment.effectiveFrom')}
              required
              {...picker}
              {...form.getInputProps('effectiveFrom')}
            />
            <TextInput label={t('hr.column.position')} {...form.getInputProps('position')} />
            <Select
              label={t('hr.column.department')}
              data={departmentOptions(organization.data, {
                all: t('hr.employment.noDepartment'),
                unplaced: t('hr.list.unplaced'),
                general: t('hr.list.show'),
              }).map((option) =>
                'group' in option
                  ? { ...option, items: option.items.filter((item) => item.value !== 'unplaced') }
                  : option,
              )}
              searchable
              {...form.getInputProps('departmentId')}
            />
            <Select
              label={t('hr.employment.manager')}
              data={managers}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...form.getInputProps('managerMemberId')}
            />
            <Select
              label={t('hr.column.employmentType')}
              data={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`hr.employmentType.${value}`) }))}
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...form.getInputProps('employmentType')}
            />
            <NumberInput
              label={t('hr.employment.weeklyHours')}
              min={0}
              max={168}
              decimalScale={2}
              {...form.getInputProps('weeklyHours')}
            />
            <DatePickerInput
              label={t('hr.employment.startDate')}
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...picker}
              {...form.getInputProps('startDate')}
            />
            <DatePickerInput
              label={t('hr.employment.endDate')}
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...picker}
              {...form.getInputProps('endDate')}
            />
            <Select
              label={t('hr.employment.contract')}
              data={CONTRACT_TYPES.map((value) => ({ value, label: t(`hr.contractType.${value}`) }))}
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...form.getInputProps('contractType')}
            />
            <DatePickerInput
              label={t('hr.employment.contractEndDate')}
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...picker}
              {...form.getInputProps('contractEndDate')}
            />
          </SimpleGrid>
          <FormFooter submitLabel={t('hr.profile.save')} busy={save.isPending} onCancel={onDone} />
        </Stack>
      </Fieldset>
    </form>
  );
}
