import { getMyTranslationLanguages } from '@atrium/contract/translations';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { LanguageEditor } from './language-editor.tsx';

/**
 * translations/configure-translations (SUPERADMIN, TRANSLATOR): English beside the language's
 * value for every interface key, filtered and searched, edited in place, reviewed and published
 * (docs/product/translations.md#the-editor). The server refuses every language outside the
 * person's scope, reading included, so the editor asks for that scope first and offers only it:
 * it never calls for a language it would be refused.
 */
export function TranslationsConfigureScreen() {
  const { t, i18n } = useTranslation();
  const mine = useOperationQuery(getMyTranslationLanguages);
  const languages = mine.data?.map((entry) => entry.languageIsoCode) ?? [];
  // Her own language first: the interface's when she may edit it, else the first she may.
  const own = toLanguage(i18n.language);
  const opening = languages.find((code) => code === own) ?? languages[0];
  return (
    <Stack gap="lg" maw={1400}>
      <Stack gap={4}>
        <Title order={2}>{t('screens.translations-configure')}</Title>
        <Text c="dimmed">{t('translations.intro')}</Text>
      </Stack>
      {mine.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : mine.isError && mine.error.code !== 'FORBIDDEN' ? (
        <Alert color="red" role="alert">
          {t('translations.loadFailed')}
        </Alert>
      ) : opening ? (
        <LanguageEditor languages={languages} opening={opening} />
      ) : (
        <Alert color="yellow" role="alert">
          {t('translations.noLanguages')}
        </Alert>
      )}
    </Stack>
  );
}
