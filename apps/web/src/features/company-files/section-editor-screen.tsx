import {
  createCompanyFileSection,
  deleteCompanyFileSection,
  getCompanyFiles,
  reorderCompanyFileSections,
  SECTION_NAME_MAX,
  updateCompanyFileSection,
  type CompanyFileSection,
} from '@atrium/contract/company-files';
import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { showDone, showFailed } from './feedback.ts';

const invalidates = [getCompanyFiles];

/** The message under a name field for the server's refusal of that name, if it was about it. */
function nameProblem(error: unknown, t: (key: string) => string): string | null {
  if (!isApiError(error) || !error.fieldMessage('body.name')) return null;
  return error.code === 'CONFLICT'
    ? t('companyFiles.sections.nameTaken')
    : t('companyFiles.sections.nameInvalid');
}

/** current-company-info/company-files/update-section: create, rename, order and delete sections. */
export function SectionEditorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const files = useOperationQuery(getCompanyFiles);
  const sections: CompanyFileSection[] = files.data?.sections ?? [];
  const create = useOperationMutation(createCompanyFileSection, { invalidates });
  const reorder = useOperationMutation(reorderCompanyFileSections, { invalidates });
  const remove = useOperationMutation(deleteCompanyFileSection, { invalidates });
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CompanyFileSection | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') {
      setNewError(t('companyFiles.sections.nameRequired'));
      return;
    }
    try {
      await create.mutateAsync({ body: { name } });
      setNewName('');
      setNewError(null);
      showDone(t('companyFiles.sections.created', { name }));
    } catch (error) {
      const message = nameProblem(error, t);
      if (message) setNewError(message);
      else showFailed(t('companyFiles.sections.failed'), error);
    }
  }

  async function move(index: number, by: -1 | 1) {
    const order = sections.map((section) => section.companyDetailSectionId);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync({ body: { sectionIds: order } });
    } catch (error) {
      showFailed(t('companyFiles.sections.reorderFailed'), error);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ query: { companyDetailSectionId: toDelete.companyDetailSectionId } });
      showDone(t('companyFiles.sections.deleted', { name: toDelete.name }));
    } catch (error) {
      showFailed(t('companyFiles.sections.failed'), error);
    } finally {
      setToDelete(null);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sections-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4} id="sections-title" data-screen="company-info-company-files-update-section">
            {t('companyFiles.sections.title')}
          </Title>
          <CloseButton aria-label={t('companyFiles.sections.close')} onClick={() => void navigate('..')} />
        </Group>

        <form onSubmit={(event) => void add(event)} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('companyFiles.sections.newName')}
              placeholder={t('companyFiles.sections.newPlaceholder')}
              value={newName}
              maxLength={SECTION_NAME_MAX}
              onChange={(event) => {
                setNewName(event.currentTarget.value);
                setNewError(null);
              }}
              error={newError}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              {t('companyFiles.sections.add')}
            </Button>
          </Group>
        </form>

        {sections.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('companyFiles.sections.empty')}
          </Text>
        ) : (
          <Stack gap="xs">
            {sections.map((section, index) => (
              <SectionRow
                key={section.companyDetailSectionId}
                section={section}
                first={index === 0}
                last={index === sections.length - 1}
                busy={reorder.isPending}
                onMove={(by) => void move(index, by)}
                onDelete={() => setToDelete(section)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('companyFiles.sections.deleteTitle')}
        message={t('companyFiles.sections.deleteConfirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('companyFiles.sections.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}

function SectionRow({
  section,
  first,
  last,
  busy,
  onMove,
  onDelete,
}: {
  section: CompanyFileSection;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const rename = useOperationMutation(updateCompanyFileSection, { invalidates });
  const [name, setName] = useState(section.name);
  const [error, setError] = useState<string | null>(null);
  const changed = name.trim() !== section.name;

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t('companyFiles.sections.nameRequired'));
      return;
    }
    try {
      await rename.mutateAsync({
        body: { companyDetailSectionId: section.companyDetailSectionId, name: trimmed },
      });
      setError(null);
      showDone(t('companyFiles.sections.renamed', { name: trimmed }));
    } catch (caught) {
      const message = nameProblem(caught, t);
      if (message) setError(message);
      else showFailed(t('companyFiles.sections.failed'), caught);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate data-testid="section-row">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={first || busy}
            onClick={() => onMove(-1)}
            aria-label={t('companyFiles.sections.moveUp', { name: section.name })}
          >
            ▲
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={last || busy}
            onClick={() => onMove(1)}
            aria-label={t('companyFiles.sections.moveDown', { name: section.name })}
          >
            ▼
          </ActionIcon>
        </Stack>
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('companyFiles.sections.rename')}
          value={name}
          maxLength={SECTION_NAME_MAX}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        {changed ? (
          <Button type="submit" variant="light" loading={rename.isPending}>
            {t('companyFiles.sections.save')}
          </Button>
        ) : (
          <Tooltip label={t('companyFiles.sections.notEmpty')} disabled={section.fileCount === 0} withArrow>
            <Button
              variant="subtle"
              color="red"
              disabled={section.fileCount > 0}
              onClick={onDelete}
              aria-label={`${t('companyFiles.sections.delete')} ${section.name}`}
            >
              {t('companyFiles.sections.delete')}
            </Button>
          </Tooltip>
        )}
      </Group>
    </form>
  );
}
