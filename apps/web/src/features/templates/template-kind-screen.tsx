import { getTemplates, type TemplateSummary } from '@atrium/contract/templates';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutlet } from 'react-router';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { useNarrowContainer } from '../../ui/layout/use-narrow-container.ts';
import { useTemplateKind } from './template-kind.ts';

/** Below this width five columns squeeze each other. */
const NARROW_BELOW = 600;

function CheckBadge({ template }: { template: TemplateSummary }) {
  const { t } = useTranslation();
  if (template.problems > 0) {
    return (
      <Badge color="red" c="dark.8" variant="light">
        {t('templates.problemCount', { count: template.problems })}
      </Badge>
    );
  }
  if (template.unknownTags > 0) {
    return (
      <Badge color="yellow" c="dark.8" variant="light">
        {t('templates.unknownCount', { count: template.unknownTags })}
      </Badge>
    );
  }
  return (
    <Badge color="teal" c="dark.8" variant="light">
      {t('templates.checkOk')}
    </Badge>
  );
}

/**
 * The templates of one kind (docs/product/templates.md#screens): the list, and the template builder
 * beside it when the URL has its segment (docs/decisions/006-template-builder-outlet.md).
 */
export function TemplateKindScreen({ screen }: { screen: 'templates-user' | 'templates-absence' }) {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const { kind, base } = useTemplateKind();
  const format = useDateFormat();
  const templates = useOperationQuery(getTemplates, { query: { kind } });
  // Beside the open builder the list is narrow: language, version and date go under the name.
  const { ref, narrow } = useNarrowContainer(NARROW_BELOW);
  const editorLink = (id?: string) =>
    `${base}/template-builder/template-update${id ? `?template=${id}` : ''}`;

  let body;
  if (templates.isPending) {
    body = (
      <Group justify="center" py="xl">
        <Loader size="sm" />
      </Group>
    );
  } else if (templates.isError) {
    body = (
      <Alert color="red" title={t('templates.loadFailed')}>
        <Button size="xs" variant="light" color="red.9" onClick={() => void templates.refetch()}>
          {t('templates.retry')}
        </Button>
      </Alert>
    );
  } else if (templates.data.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <Title order={4}>{t('templates.empty')}</Title>
          <Text c="dimmed" size="sm" ta="center" maw={420}>
            {t('templates.emptyHint', {
              example: kind === 'leave_request' ? '{{leave.startDate}}' : '{{member.fullName}}',
              interpolation: { escapeValue: false },
            })}
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={300} ref={ref}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('templates.columns.name')}</Table.Th>
              {narrow ? null : (
                <>
                  <Table.Th>{t('templates.columns.language')}</Table.Th>
                  <Table.Th>{t('templates.columns.version')}</Table.Th>
                  <Table.Th>{t('templates.columns.updated')}</Table.Th>
                </>
              )}
              <Table.Th>{t('templates.columns.check')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.data.map((template) => (
              <Table.Tr key={template.companyUserTemplateId}>
                <Table.Td>
                  <Text
                    component={Link}
                    to={editorLink(template.companyUserTemplateId)}
                    fw={600}
                    size="sm"
                    c="blue.9"
                    aria-label={t('templates.open', { name: template.name })}
                  >
                    {template.name}
                  </Text>
                  {narrow ? (
                    <Text size="xs" c="dark.5">
                      {[
                        t(`languages.${template.language}`),
                        t('templates.versionNumber', { version: template.version }),
                        format.date(template.updatedAt),
                      ].join(' · ')}
                    </Text>
                  ) : null}
                </Table.Td>
                {narrow ? null : (
                  <>
                    <Table.Td>{t(`languages.${template.language}`)}</Table.Td>
                    <Table.Td>{t('templates.versionNumber', { version: template.version })}</Table.Td>
                    <Table.Td>{format.date(template.updatedAt)}</Table.Td>
                  </>
                )}
                <Table.Td>
                  <CheckBadge template={template} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, lg: outlet ? 2 : 1 }} spacing="lg">
      <Paper withBorder p="lg" component="section">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2} maw={520}>
              <Title order={3} data-screen={screen}>
                {t(`screens.${screen}`)}
              </Title>
              <Text c="dimmed" size="sm">
                {t('templates.intro')}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button component={Link} to={`${base}/template-builder/list`} variant="default">
                {t('templates.tagCatalogue')}
              </Button>
              <Button component={Link} to={editorLink()}>
                {t('templates.newTemplate')}
              </Button>
            </Group>
          </Group>
          {body}
        </Stack>
      </Paper>
      {outlet}
    </SimpleGrid>
  );
}
