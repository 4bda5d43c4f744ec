import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ProjectEditor } from './catalog/catalog-editors.tsx';

/** admin/clients/project-update[?projectId=…|?clientId=…]: a new or chosen project, beside the lists. */
export function AdminClientsProjectUpdateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectId = params.get('projectId');
  return (
    <Paper withBorder p="lg" radius="md" component="section">
      <Stack gap="md">
        <Title order={3}>
          {projectId ? t('timeTracking.catalog.editProject') : t('timeTracking.catalog.addProject')}
        </Title>
        <ProjectEditor
          projectId={projectId}
          clientId={params.get('clientId')}
          onClose={() => void navigate('/admin/clients')}
        />
      </Stack>
    </Paper>
  );
}
