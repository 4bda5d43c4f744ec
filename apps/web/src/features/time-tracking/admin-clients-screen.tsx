import { updateClient, updateProject, type Client, type Project } from '@atrium/contract/time-tracking';
import {
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutlet } from 'react-router';
import { useOperationMutation } from '../../api/use-operation.ts';
import { useNarrowContainer } from '../../ui/layout/use-narrow-container.ts';
import { ActionTypesCard } from './catalog/action-types-card.tsx';
import { ArchiveToggleButton } from './catalog/archive-toggle-button.tsx';
import { CatalogCard, CatalogCards } from './catalog/catalog-card.tsx';
import { toggleArchiveWithUndo } from './catalog/archive-feedback.tsx';
import { clientArchiveBody, projectArchiveBody } from './catalog/archive-toggle.ts';
import { CATALOG_OPERATIONS, useClients, useProjects } from './catalog/use-catalog.ts';

/**
 * admin/clients (ADMIN/OWNER): clients, projects and action types in tables; editing opens the
 * client-update or project-update child beside them.
 */
/** Below these widths a table's actions would be cut off: the list becomes cards. */
const CLIENTS_TABLE_MIN_WIDTH = 600;
const PROJECTS_TABLE_MIN_WIDTH = 660;

export function AdminClientsScreen() {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const [includeArchived, setIncludeArchived] = useState(false);
  const clients = useClients(includeArchived);
  const projects = useProjects(includeArchived);
  const options = { invalidates: CATALOG_OPERATIONS };
  const archiveClient = useOperationMutation(updateClient, options);
  const archiveProject = useOperationMutation(updateProject, options);
  const { ref: clientsRef, narrow: clientsNarrow } = useNarrowContainer(CLIENTS_TABLE_MIN_WIDTH);
  const { ref: projectsRef, narrow: projectsNarrow } = useNarrowContainer(PROJECTS_TABLE_MIN_WIDTH);

  const status = (archived: boolean) =>
    archived ? (
      <Badge color="gray" variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
        {t('timeTracking.catalog.archived')}
      </Badge>
    ) : (
      <Badge color="teal.9" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
        {t('timeTracking.catalog.active')}
      </Badge>
    );

  const clientActions = (client: Client) => (
    <Group gap={4} justify="flex-end" wrap="wrap">
      <Button
        component={Link}
        to={`client-update?clientId=${client.clientId}`}
        size="compact-xs"
        variant="subtle"
      >
        {t('timeTracking.activity.edit')}
      </Button>
      <Button
        component={Link}
        to={`project-update?clientId=${client.clientId}`}
        size="compact-xs"
        variant="subtle"
      >
        {t('timeTracking.catalog.addProject')}
      </Button>
      <ArchiveToggleButton
        archived={client.archived}
        onToggle={() =>
          void toggleArchiveWithUndo(t, client.name, !client.archived, (archived) =>
            archiveClient.mutateAsync({
              params: { clientId: client.clientId },
              body: clientArchiveBody(client, archived),
            }),
          )
        }
      />
    </Group>
  );

  const projectActions = (project: Project) => (
    <Group gap={4} justify="flex-end" wrap="wrap">
      <Button
        component={Link}
        to={`project-update?projectId=${project.projectId}`}
        size="compact-xs"
        variant="subtle"
      >
        {t('timeTracking.activity.edit')}
      </Button>
      <ArchiveToggleButton
        archived={project.archived}
        onToggle={() =>
          void toggleArchiveWithUndo(t, project.name, !project.archived, (archived) =>
            archiveProject.mutateAsync({
              params: { projectId: project.projectId },
              body: projectArchiveBody(project, archived),
            }),
          )
        }
      />
    </Group>
  );

  const lists = (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {t('timeTracking.catalog.archivedHint')}
        </Text>
        <Switch
          label={t('timeTracking.catalog.showArchived')}
          checked={includeArchived}
          onChange={(event) => setIncludeArchived(event.currentTarget.checked)}
        />
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="clients" ref={clientsRef}>
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="md" id="clients">
            {t('timeTracking.catalog.clients')}
          </Title>
          <Button component={Link} to="client-update" size="xs" variant="light">
            {t('timeTracking.catalog.addClient')}
          </Button>
        </Group>
        {clients.isPending ? <Loader size="sm" /> : null}
        {clients.isError ? <Alert color="red">{t('timeTracking.catalog.loadFailed')}</Alert> : null}
        {clients.data?.length === 0 ? <Text c="dimmed">{t('timeTracking.catalog.noClients')}</Text> : null}
        {clients.data?.length && clientsNarrow ? (
          <CatalogCards testId="clients-table">
            {clients.data.map((client) => (
              <CatalogCard
                key={client.clientId}
                name={client.name}
                details={[
                  client.description,
                  t('timeTracking.catalog.projectCountText', { count: client.projectCount }),
                ]}
                status={status(client.archived)}
                actions={clientActions(client)}
              />
            ))}
          </CatalogCards>
        ) : clients.data?.length ? (
          <Table.ScrollContainer minWidth={CLIENTS_TABLE_MIN_WIDTH}>
            <Table highlightOnHover data-testid="clients-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('timeTracking.catalog.name')}</Table.Th>
                  <Table.Th ta="right">{t('timeTracking.catalog.projectCount')}</Table.Th>
                  <Table.Th>{t('timeTracking.catalog.status')}</Table.Th>
                  <Table.Th ta="right">{t('timeTracking.catalog.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clients.data.map((client) => (
                  <Table.Tr key={client.clientId}>
                    <Table.Td>
                      <Text fz="sm" fw={500}>
                        {client.name}
                      </Text>
                      {client.description ? (
                        <Text fz="xs" c="dimmed" lineClamp={1}>
                          {client.description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">{client.projectCount}</Table.Td>
                    <Table.Td>{status(client.archived)}</Table.Td>
                    <Table.Td>{clientActions(client)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="projects" ref={projectsRef}>
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="md" id="projects">
            {t('timeTracking.catalog.projects')}
          </Title>
          <Button component={Link} to="project-update" size="xs" variant="light">
            {t('timeTracking.catalog.addProject')}
          </Button>
        </Group>
        {projects.data?.length === 0 ? <Text c="dimmed">{t('timeTracking.catalog.noProjects')}</Text> : null}
        {projects.data?.length && projectsNarrow ? (
          <CatalogCards testId="projects-table">
            {projects.data.map((project) => (
              <CatalogCard
                key={project.projectId}
                name={project.name}
                colour={project.colour}
                details={[
                  project.clientName,
                  project.budgetHours === null
                    ? null
                    : `${t('timeTracking.catalog.budgetHours')}: ${project.budgetHours}`,
                ]}
                status={status(project.archived)}
                actions={projectActions(project)}
              />
            ))}
          </CatalogCards>
        ) : projects.data?.length ? (
          <Table.ScrollContainer minWidth={PROJECTS_TABLE_MIN_WIDTH}>
            <Table highlightOnHover data-testid="projects-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('timeTracking.catalog.name')}</Table.Th>
                  <Table.Th>{t('timeTracking.catalog.client')}</Table.Th>
                  <Table.Th ta="right">{t('timeTracking.catalog.budgetHours')}</Table.Th>
                  <Table.Th>{t('timeTracking.catalog.status')}</Table.Th>
                  <Table.Th ta="right">{t('timeTracking.catalog.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {projects.data.map((project) => (
                  <Table.Tr key={project.projectId}>
                    <Table.Td>
                      <Group gap={8} wrap="nowrap">
                        <ColorSwatch color={project.colour} size={12} withShadow={false} />
                        <Text fz="sm" fw={500}>
                          {project.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{project.clientName}</Table.Td>
                    <Table.Td ta="right">
                      {project.budgetHours ?? (
                        <Text span c="dimmed" fz="sm">
                          {t('timeTracking.catalog.none')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{status(project.archived)}</Table.Td>
                    <Table.Td>{projectActions(project)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>

      <ActionTypesCard includeArchived={includeArchived} />
    </Stack>
  );

  return (
    <SimpleGrid cols={{ base: 1, lg: outlet ? 2 : 1 }} spacing="lg" style={{ alignItems: 'start' }}>
      {lists}
      {outlet ? <div style={{ position: 'sticky', top: 16 }}>{outlet}</div> : null}
    </SimpleGrid>
  );
}
