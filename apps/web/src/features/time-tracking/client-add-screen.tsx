import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClientEditor } from './catalog/catalog-editors.tsx';
import { useIsCompanyAdmin } from './catalog/use-catalog.ts';

/** client/add: ADMIN/OWNER; then back to admin/clients (others go home). */
export function ClientAddScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = useIsCompanyAdmin();
  const close = () => void navigate(admin ? '/admin/clients' : '/');
  return (
    <Paper withBorder p="lg" radius="md" maw={640} component="section">
      <Stack gap="md">
        <Title order={2}>{t('screens.client-add')}</Title>
        <ClientEditor clientId={null} onClose={close} />
      </Stack>
    </Paper>
  );
}
