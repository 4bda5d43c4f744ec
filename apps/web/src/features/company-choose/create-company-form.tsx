import { createCompany, getMyCompanies } from '@atrium/contract/companies';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { companyNameError } from './company-name-validation.ts';

/** Creates a company (the person becomes its OWNER) and hands its id on to be chosen. */
export function CreateCompanyForm({ onCreated }: { onCreated: (companyId: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useOperationMutation(createCompany, { invalidates: [getMyCompanies] });
  const errorKey = companyNameError(name);
  const shownError = touched && errorKey ? t(errorKey) : serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (errorKey) return;
    try {
      const company = await create.mutateAsync({ body: { name: name.trim() } });
      await onCreated(company.companyId);
    } catch (error) {
      setServerError(
        isApiError(error) && error.fieldMessage('body.name')
          ? t('validation.companyNameLength')
          : t('companyChoose.createFailed'),
      );
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="create-company" maw={520}>
      <form onSubmit={(event) => void submit(event)} noValidate>
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
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(name !== '' || touched)}
            error={shownError}
            required
            maxLength={120}
          />
          {create.isError && !shownError ? (
            <Alert color="red">{t('companyChoose.createFailed')}</Alert>
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
