import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ClientEditor } from './catalog/catalog-editors.tsx';

/** admin/clients/client-update[?clientId=…]: a new client, or the chosen one, beside the lists. */
export function AdminClientsClientUpdateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientId = params.get('clientId');
  return (
    <Paper withBorder p="lg" radius="md" component="section">
      <Stack gap="md">
        <Title order={3}>
          {clientId ? t('timeTracking.catalog.editClient') : t('timeTracking.catalog.addClient')}
        </Title>
        <ClientEditor clientId={clientId} onClose={() => void navigate('/admin/clients')} />
      </Stack>
    </Paper>
  );
}
