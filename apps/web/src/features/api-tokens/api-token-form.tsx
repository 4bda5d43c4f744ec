import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_SCOPES,
  createApiToken,
  createApiTokenBodySchema,
  getCompanyApiTokens,
  getMyApiTokens,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@atrium/contract/api-tokens';
import { Alert, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { addDays } from '../../ui/dates/day-navigation.ts';
import { useDatePickerFormat } from '../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { scopeKey } from './api-token-status.ts';

const nameMax = maxLengthOf(createApiTokenBodySchema.shape.name);
/** A new token lasts a quarter unless its creator chooses otherwise. */
const DEFAULT_DAYS = 90;

interface ApiTokenValues {
  name: string;
  scopes: ApiTokenScope[];
  expiresOn: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Name, scopes and last day of a new token; its secret goes to `onCreated` to be shown once. */
export function ApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const form = useForm<ApiTokenValues>({
    mode: 'controlled',
    initialValues: { name: '', scopes: [], expiresOn: addDays(today(), DEFAULT_DAYS) },
    validate: zodFormValidate(createApiTokenBodySchema, { t }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useOperationMutation(createApiToken, {
    invalidates: [getMyApiTokens, getCompanyApiTokens],
  });

  const submit = async (values: ApiTokenValues) => {
    setRefusal(null);
    try {
      const created = await create.mutateAsync({
        body: { name: values.name, scopes: values.scopes, expiresOn: values.expiresOn ?? '' },
      });
      form.reset();
      onCreated(created);
    } catch (error) {
      const landed = applyServerFieldErrors(form, error);
      if (!landed) setRefusal(isApiError(error) ? error.message : t('apiTokens.createFailed'));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t('apiTokens.createFailed')}>
            {refusal}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('apiTokens.fields.name')}
            description={t('apiTokens.fields.nameHint')}
            required
            maxLength={nameMax}
            {...form.getInputProps('name')}
          />
          <DatePickerInput
            label={t('apiTokens.fields.expiresOn')}
            required
            minDate={today()}
            maxDate={addDays(today(), API_TOKEN_MAX_DAYS)}
            {...picker}
            {...form.getInputProps('expiresOn')}
          />
        </SimpleGrid>
        <Checkbox.Group label={t('apiTokens.fields.scopes')} required {...form.getInputProps('scopes')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" mt="xs">
            {API_TOKEN_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(scopeKey(scope))} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Button type="submit" loading={create.isPending} w={{ base: '100%', xs: 'auto' }}>
          {t('apiTokens.create')}
        </Button>
      </Stack>
    </form>
  );
}
