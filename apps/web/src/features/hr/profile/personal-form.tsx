import {
  GENDERS,
  updateMemberRecord,
  updateMemberRecordBodySchema,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { useFormFollowsServer } from '../../../ui/forms/use-form-follows-server.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { getMemberProfile } from '@atrium/contract/human-resources';
import { countryOptions } from '../../../ui/country-options.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';
import { personalBody, personalValues, type PersonalValues } from './personal-values.ts';

/**
 * The personal tab: names, birth date, gender, citizenship, address, contacts and emergency
 * contacts, and, for owners and admins, ethnicity and health notes. Read only without edit.
 */
export function PersonalForm({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation();
  const picker = useDatePickerFormat();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const withSpecial = profile.specialCategory !== null;
  const editable = profile.access.personal === 'edit';
  const form = useForm<PersonalValues>({
    mode: 'controlled',
    initialValues: personalValues(profile),
    validate: zodFormValidate(updateMemberRecordBodySchema, {
      t,
      toBody: (values: PersonalValues) => personalBody(values, withSpecial),
    }),
  });
  useFormFollowsServer(form, personalValues(profile));
  const save = useOperationMutation(updateMemberRecord, { invalidates: [getMemberProfile] });
  const submit = async (values: PersonalValues) => {
    try {
      await save.mutateAsync({
        params: { companyMemberId: profile.companyMemberId },
        body: personalBody(values, withSpecial),
      });
      form.resetDirty();
      notifications.show({ message: t('hr.profile.saved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      applyServerFieldErrors(form, error);
      notifications.show({ message: t('hr.profile.saveFailed'), color: 'red' });
    }
  };
  const genders = GENDERS.map((value) => ({ value, label: t(`hr.gender.${value}`) }));
  const readOnly = !editable;

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md" maw={880}>
        <Fieldset legend={t('hr.profile.personal')} disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={t('hr.field.givenName')} {...form.getInputProps('givenName')} />
            <TextInput label={t('hr.field.middleName')} {...form.getInputProps('middleName')} />
            <TextInput label={t('hr.field.familyName')} {...form.getInputProps('familyName')} />
            <DatePickerInput
              label={t('hr.field.birthDate')}
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...picker}
              {...form.getInputProps('birthDate')}
            />
            <Select
              label={t('hr.field.gender')}
              data={genders}
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...form.getInputProps('gender')}
            />
            <Select
              label={t('hr.field.citizenship')}
              data={countries}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...form.getInputProps('citizenship')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('hr.profile.address')} disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('hr.field.street')} {...form.getInputProps('address.street')} />
            <TextInput label={t('hr.field.city')} {...form.getInputProps('address.city')} />
            <TextInput label={t('hr.field.postalCode')} {...form.getInputProps('address.postalCode')} />
            <TextInput label={t('hr.field.region')} {...form.getInputProps('address.region')} />
            <Select
              label={t('hr.field.country')}
              data={countries}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
              {...form.getInputProps('address.country')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('hr.profile.contacts')} disabled={readOnly}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('hr.field.privateEmail')}
              type="email"
              {...form.getInputProps('privateEmail')}
            />
            <TextInput
              label={t('hr.field.privatePhone')}
              type="tel"
              {...form.getInputProps('privatePhone')}
            />
            <TextInput label={t('hr.field.workPhone')} type="tel" {...form.getInputProps('workPhone')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('hr.profile.emergencyContacts')} disabled={readOnly}>
          <Stack gap="sm">
            {form.values.emergencyContacts.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('hr.profile.noEmergencyContacts')}
              </Text>
            ) : null}
            {form.values.emergencyContacts.map((_, index) => (
              <Group key={index} align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label={t('hr.field.contactName')}
                  required
                  {...form.getInputProps(`emergencyContacts.${index}.name`)}
                />
                <TextInput
                  label={t('hr.field.relationship')}
                  {...form.getInputProps(`emergencyContacts.${index}.relationship`)}
                />
                <TextInput
                  label={t('hr.field.phone')}
                  type="tel"
                  {...form.getInputProps(`emergencyContacts.${index}.phone`)}
                />
                <TextInput
                  label={t('hr.field.email')}
                  type="email"
                  {...form.getInputProps(`emergencyContacts.${index}.email`)}
                />
                {editable ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('hr.profile.removeContact', { index: index + 1 })}
                    onClick={() => form.removeListItem('emergencyContacts', index)}
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            {editable ? (
              <Button
                variant="light"
                w="fit-content"
                onClick={() =>
                  form.insertListItem('emergencyContacts', {
                    name: '',
                    relationship: '',
                    phone: '',
                    email: '',
                  })
                }
              >
                {t('hr.profile.addContact')}
              </Button>
            ) : null}
          </Stack>
        </Fieldset>
        {withSpecial ? (
          <Fieldset legend={t('hr.profile.specialCategory')} disabled={readOnly}>
            <Text c="dimmed" fz="sm" mb="sm">
              {t('hr.profile.specialCategoryHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('hr.field.ethnicity')}
                data={countries}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
                {...form.getInputProps('ethnicity')}
              />
              <Textarea
                label={t('hr.field.healthNotes')}
                autosize
                minRows={2}
                {...form.getInputProps('healthNotes')}
              />
            </SimpleGrid>
          </Fieldset>
        ) : null}
        {editable ? <FormFooter submitLabel={t('hr.profile.save')} busy={save.isPending} /> : null}
      </Stack>
    </form>
  );
}
