import {
  getCompanyProfile,
  updateCompanyProfile,
  updateCompanyProfileBodySchema,
  type CompanyProfile,
} from '@atrium/contract/company-profile';
import { getCurrentCompany, getMyCompanies } from '@atrium/contract/companies';
import { Alert, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { renameCurrentCompany } from '../../../auth/current-company-name.ts';
import { operationKey } from '../../../api/operation-key.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { aboutBody, aboutMessages, validateAbout, type AboutValues } from './about-validation.ts';
import { countryOptions } from './country-options.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';

const fields = updateCompanyProfileBodySchema.shape;
/** Room for spaces around the longest value: the contract trims before it counts. */
const withRoom = (schema: unknown) => (maxLengthOf(schema) ?? 0) + 20;

function valuesOf(profile: CompanyProfile): AboutValues {
  return {
    name: profile.name,
    description: profile.description ?? '',
    address: profile.address ?? '',
    countryCode: profile.country?.countryIsoCode ?? null,
    website: profile.website ?? '',
    contactEmail: profile.contactEmail ?? '',
  };
}

/** ADMIN/OWNER edit the about page; the server checks the same rules and the role again. */
export function AboutEditForm({ profile, onDone }: { profile: CompanyProfile; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const form = useForm<AboutValues>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: validateAbout(t),
    validateInputOnBlur: true,
  });
  const save = useOperationMutation(updateCompanyProfile, {
    invalidates: [getCurrentCompany, getMyCompanies],
  });

  const submit = async (values: AboutValues) => {
    try {
      const saved = await save.mutateAsync({ body: aboutBody(values) });
      queryClient.setQueryData(operationKey(getCompanyProfile), saved);
      renameCurrentCompany(queryClient, saved.name);
      notifications.show({ message: t('companyInfo.about.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      applyServerFieldErrors(form, error, { messages: aboutMessages(t) });
      notifications.show({ message: t('companyInfo.about.saveFailed'), color: 'red', autoClose: 3000 });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="about-edit-title">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <Title order={3} fz="lg" id="about-edit-title">
            {t('companyInfo.about.editTitle')}
          </Title>
          <TextInput
            label={t('companyInfo.about.fields.name')}
            required
            maxLength={withRoom(fields.name)}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('companyInfo.about.fields.description')}
            description={t('companyInfo.about.fields.descriptionHint', {
              max: maxLengthOf(fields.description),
            })}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('companyInfo.about.fields.address')}
              maxLength={withRoom(fields.address)}
              autoComplete="street-address"
              {...form.getInputProps('address')}
            />
            <Select
              label={t('companyInfo.about.fields.country')}
              placeholder={t('companyInfo.about.fields.countryPlaceholder')}
              data={countries}
              searchable
              clearable
              nothingFoundMessage={t('companyInfo.about.fields.countryNotFound')}
              {...form.getInputProps('countryCode')}
            />
            <TextInput
              label={t('companyInfo.about.fields.website')}
              placeholder={t('companyInfo.about.fields.websitePlaceholder')}
              type="url"
              maxLength={withRoom(fields.website)}
              {...form.getInputProps('website')}
            />
            <TextInput
              label={t('companyInfo.about.fields.contactEmail')}
              placeholder={t('companyInfo.about.fields.contactEmailPlaceholder')}
              type="email"
              maxLength={withRoom(fields.contactEmail)}
              {...form.getInputProps('contactEmail')}
            />
          </SimpleGrid>
          {save.isError && !isApiError(save.error) ? (
            <Alert color="red">{t('companyInfo.about.saveFailed')}</Alert>
          ) : null}
          <FormFooter
            submitLabel={t('companyInfo.about.save')}
            busy={save.isPending}
            onCancel={onDone}
            cancelDisabled={save.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
