import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ProjectEditor } from './catalog/catalog-editors.tsx';
import { useIsCompanyAdmin } from './catalog/use-catalog.ts';

/** project/add: ADMIN/OWNER; then back to admin/clients (others go home). */
export function ProjectAddScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const admin = useIsCompanyAdmin();
  const close = () => void navigate(admin ? '/admin/clients' : '/');
  return (
    <Paper withBorder p="lg" radius="md" maw={640} component="section">
      <Stack gap="md">
        <Title order={2}>{t('screens.project-add')}</Title>
        <ProjectEditor projectId={null} clientId={params.get('clientId')} onClose={close} />
      </Stack>
    </Paper>
  );
}
