import { canonicalTimeZone } from '@atrium/contract/dates';
import { companyNameSchema, createCompany, getMyCompanies } from '@atrium/contract/companies';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { browserTimeZone } from '../../auth/member-time-zone.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';

const createCompanyBody = createCompany.request.body;

/** Creates a company (the person becomes its OWNER) and hands its id on to be chosen. */
export function CreateCompanyForm({ onCreated }: { onCreated: (companyId: string) => Promise<void> }) {
  const { t } = useTranslation();
  const nameLength = t('validation.companyNameLength', {
    min: companyNameSchema.minLength,
    max: companyNameSchema.maxLength,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: zodFormValidate(createCompanyBody, {
      t,
      messages: {
        name: (issue) =>
          typeof issue.input === 'string' && issue.input.trim() !== ''
            ? nameLength
            : t('validation.required'),
      },
    }),
    // A name typed and left is checked at once; an untouched field waits for the submit.
    validateInputOnBlur: true,
  });
  const create = useOperationMutation(createCompany, { invalidates: [getMyCompanies] });

  const submit = async (values: typeof form.values) => {
    try {
      // The company's days start on the creator's clock; an admin can change the zone in settings.
      const timeZone = canonicalTimeZone(browserTimeZone()) ?? undefined;
      const body = createCompanyBody.parse({ ...values, timeZone });
      const company = await create.mutateAsync({ body });
      await onCreated(company.companyId);
    } catch (error) {
      applyServerFieldErrors(form, error, { messages: { name: nameLength } });
    }
  };

  const nameInput = form.getInputProps('name');
  // A refusal says why (the most companies one person creates a day, docs/decisions/081); only a
  // failure without a reason falls back to trying again.
  const refused = isApiError(create.error) && create.error.status >= 400 && create.error.status < 500;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="create-company" maw={520}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={3} fz="lg" id="create-company">
              {t('companyChoose.createTitle')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('companyChoose.createIntro')}
            </Text>
          </Stack>
          <TextInput
            label={t('companyChoose.nameLabel')}
            placeholder={t('companyChoose.namePlaceholder')}
            required
            // Room for spaces around the longest name: the contract trims before it counts.
            maxLength={(companyNameSchema.maxLength ?? 0) + 20}
            {...nameInput}
            // Leaving the field empty before typing anything is not yet a mistake.
            onBlur={(event) => form.values.name !== '' && nameInput.onBlur?.(event)}
          />
          {create.isError && !form.errors.name ? (
            <Alert color="red" role="alert">
              {refused ? create.error.message : t('companyChoose.createFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('companyChoose.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
