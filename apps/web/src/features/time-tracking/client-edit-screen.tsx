import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ClientEditor } from './catalog/catalog-editors.tsx';
import { useIsCompanyAdmin } from './catalog/use-catalog.ts';

/** client/edit?clientId=…: ADMIN/OWNER; then back to admin/clients (others go home). */
export function ClientEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const admin = useIsCompanyAdmin();
  const close = () => void navigate(admin ? '/admin/clients' : '/');
  return (
    <Paper withBorder p="lg" radius="md" maw={640} component="section">
      <Stack gap="md">
        <Title order={2}>{t('screens.client-edit')}</Title>
        <ClientEditor clientId={params.get('clientId') ?? ''} onClose={close} />
      </Stack>
    </Paper>
  );
}
