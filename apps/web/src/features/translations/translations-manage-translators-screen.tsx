import {
  getAllTranslators,
  grantTranslatorBodySchema,
  grantTranslatorLanguage,
  revokeTranslatorLanguage,
  type Translator,
} from '@atrium/contract/translations';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';

type Language = 'mk' | 'sq';
interface GrantValues {
  email: string;
  languageIsoCode: Language;
  canReview: boolean;
}

/**
 * translations/manage-translators (SUPERADMIN): grant a person a language by their e-mail, with or
 * without the review right; see each translator's languages and activity; take a language away.
 */
export function TranslationsManageTranslatorsScreen() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const translators = useOperationQuery(getAllTranslators);
  const grant = useOperationMutation(grantTranslatorLanguage, { invalidates: [getAllTranslators] });
  const revoke = useOperationMutation(revokeTranslatorLanguage, { invalidates: [getAllTranslators] });
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const form = useForm<GrantValues>({
    mode: 'controlled',
    initialValues: { email: '', languageIsoCode: 'mk', canReview: false },
    validate: zodFormValidate(grantTranslatorBodySchema, { t }),
    validateInputOnBlur: true,
  });
  const languageName = (code: string) => t(`translations.languages.${code}`);

  const submit = async (values: GrantValues) => {
    setNotice(null);
    try {
      await grant.mutateAsync({ body: { ...values, email: values.email.trim() } });
      setNotice({
        color: 'green',
        text: t('translations.granted', {
          email: values.email.trim(),
          language: languageName(values.languageIsoCode),
        }),
      });
      form.reset();
    } catch (error) {
      if (!applyServerFieldErrors(form, error))
        setNotice({ color: 'red', text: t('translations.grantFailed') });
    }
  };

  const onRevoke = (translator: Translator, language: string) =>
    revoke.mutate(
      { params: { userId: translator.userId, languageIsoCode: language as Language } },
      { onError: () => setNotice({ color: 'red', text: t('translations.revokeFailed') }) },
    );

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={2}>{t('screens.translations-manage-translators')}</Title>
        <Text c="dimmed">{t('translations.manageIntro')}</Text>
      </Stack>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('translations.email')}
            type="email"
            required
            maxLength={maxLengthOf(grantTranslatorBodySchema.shape.email)}
            w={300}
            {...form.getInputProps('email')}
          />
          <Select
            label={t('translations.language')}
            allowDeselect={false}
            data={(['mk', 'sq'] as const).map((code) => ({ value: code, label: languageName(code) }))}
            w={180}
            {...form.getInputProps('languageIsoCode')}
          />
          <Checkbox
            mt={32}
            label={t('translations.canReview')}
            {...form.getInputProps('canReview', { type: 'checkbox' })}
          />
          <Button type="submit" mt={24} loading={grant.isPending}>
            {t('translations.grant')}
          </Button>
        </Group>
      </form>
      {notice ? (
        <Alert
          color={notice.color}
          role={notice.color === 'red' ? 'alert' : 'status'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      ) : null}
      <Title order={3} size="h4">
        {t('translations.translators')}
      </Title>
      {translators.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : translators.isError ? (
        <Alert color="red" role="alert">
          {t('translations.loadFailed')}
        </Alert>
      ) : translators.data.length === 0 ? (
        <Text c="dimmed">{t('translations.noTranslators')}</Text>
      ) : (
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('translations.name')}</Table.Th>
              <Table.Th>{t('translations.language')}</Table.Th>
              <Table.Th>{t('translations.activity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {translators.data.map((translator) => {
              const name = translator.name ?? translator.email ?? '';
              return (
                <Table.Tr key={translator.userId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {translator.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {translator.languages.map((language) => (
                        <Badge
                          key={language.languageIsoCode}
                          variant="light"
                          pr={3}
                          rightSection={
                            <ActionIcon
                              size="xs"
                              variant="transparent"
                              aria-label={t('translations.revoke', {
                                language: languageName(language.languageIsoCode),
                                name,
                              })}
                              onClick={() => onRevoke(translator, language.languageIsoCode)}
                            >
                              ×
                            </ActionIcon>
                          }
                        >
                          {languageName(language.languageIsoCode)}
                          {language.canReview ? ` · ${t('translations.reviewer')}` : ''}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('translations.changes', { count: translator.changeCount })}
                      {' · '}
                      {translator.lastActivityAt
                        ? t('translations.lastActive', { when: format.dateTime(translator.lastActivityAt) })
                        : t('translations.never')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
