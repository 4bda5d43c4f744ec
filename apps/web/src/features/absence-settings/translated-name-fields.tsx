import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * A name in the three interface languages: English required and first, Macedonian and Albanian
 * beside each other and marked with their language (docs/product/absence.md#leave-types).
 */
export function TranslatedNameFields({
  inputProps,
  maxLength,
}: {
  inputProps: (language: 'en' | 'mk' | 'sq') => GetInputPropsReturnType;
  maxLength: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('absenceSettings.leaveTypes.fields.nameEn')}
        description={t('absenceSettings.leaveTypes.fields.namesHint')}
        required
        maxLength={maxLength}
        data-autofocus
        {...inputProps('en')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('absenceSettings.leaveTypes.fields.nameMk')}
          lang="mk"
          maxLength={maxLength}
          {...inputProps('mk')}
        />
        <TextInput
          label={t('absenceSettings.leaveTypes.fields.nameSq')}
          lang="sq"
          maxLength={maxLength}
          {...inputProps('sq')}
        />
      </SimpleGrid>
    </>
  );
}
