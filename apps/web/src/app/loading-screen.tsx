import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('common.loading')}>
      <Loader color="brand" type="dots" />
    </Center>
  );
}
