import { getClientById, getProjectById } from '@atrium/contract/time-tracking';
import { Alert, Loader } from '@mantine/core';
import { MissingEntry } from '../ui/missing-entry.tsx';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { ClientForm } from './client-form.tsx';
import { ProjectForm } from './project-form.tsx';
import { useIsCompanyAdmin } from './use-catalog.ts';

const isUuid = (value: string | null): value is string =>
  value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function AdminOnly() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="note">
      {t('timeTracking.catalog.adminOnly')}
    </Alert>
  );
}

/** A new client (`clientId` null) or an existing one, loaded by id. */
export function ClientEditor({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const admin = useIsCompanyAdmin();
  const editing = clientId !== null;
  const client = useOperationQuery(
    getClientById,
    { params: { clientId: clientId ?? '' } },
    { enabled: admin && isUuid(clientId) },
  );
  if (!admin) return <AdminOnly />;
  if (!editing) return <ClientForm key="new" onDone={onClose} onCancel={onClose} />;
  if (!isUuid(clientId) || client.isError)
    return (
      <MissingEntry
        message={t('timeTracking.catalog.notFound')}
        backLabel={t('timeTracking.catalog.backToList')}
        onBack={onClose}
      />
    );
  if (client.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <ClientForm key={clientId} client={client.data} onDone={onClose} onCancel={onClose} />;
}

/** A new project (optionally for a client) or an existing one, loaded by id. */
export function ProjectEditor({
  projectId,
  clientId,
  onClose,
}: {
  projectId: string | null;
  clientId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const admin = useIsCompanyAdmin();
  const project = useOperationQuery(
    getProjectById,
    { params: { projectId: projectId ?? '' } },
    { enabled: admin && isUuid(projectId) },
  );
  if (!admin) return <AdminOnly />;
  if (projectId === null)
    return (
      <ProjectForm
        key={`new-${clientId ?? ''}`}
        clientId={isUuid(clientId) ? clientId : null}
        onDone={onClose}
        onCancel={onClose}
      />
    );
  if (!isUuid(projectId) || project.isError)
    return (
      <MissingEntry
        message={t('timeTracking.catalog.notFound')}
        backLabel={t('timeTracking.catalog.backToList')}
        onBack={onClose}
      />
    );
  if (project.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <ProjectForm key={projectId} project={project.data} onDone={onClose} onCancel={onClose} />;
}
