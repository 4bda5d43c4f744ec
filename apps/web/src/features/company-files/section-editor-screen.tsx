import {
  createCompanyFileSection,
  deleteCompanyFileSection,
  getCompanyFiles,
  reorderCompanyFileSections,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { showDone, showFailed } from '../../ui/feedback.ts';
import { SECTION_NAME_INPUT_MAX, useSectionNameForm } from './section-name-form.ts';

const invalidates = [getCompanyFiles];

/** current-company-info/company-files/update-section: create, rename, order and delete sections. */
export function SectionEditorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const files = useOperationQuery(getCompanyFiles);
  const sections: CompanyFileSection[] = files.data?.sections ?? [];
  const create = useOperationMutation(createCompanyFileSection, { invalidates });
  const reorder = useOperationMutation(reorderCompanyFileSections, { invalidates });
  const remove = useOperationMutation(deleteCompanyFileSection, { invalidates });
  const added = useSectionNameForm('');
  const [toDelete, setToDelete] = useState<CompanyFileSection | null>(null);

  async function add(values: { name: string }) {
    const name = added.nameOf(values);
    try {
      await create.mutateAsync({ body: { name } });
      added.form.reset();
      showDone(t('companyFiles.sections.created', { name }));
    } catch (error) {
      if (!added.refused(error)) showFailed(t('companyFiles.sections.failed'), error);
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

        <form onSubmit={added.form.onSubmit((values) => void add(values))} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('companyFiles.sections.newName')}
              placeholder={t('companyFiles.sections.newPlaceholder')}
              maxLength={SECTION_NAME_INPUT_MAX}
              {...added.form.getInputProps('name')}
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
  const renamed = useSectionNameForm(section.name);
  const changed = renamed.form.values.name.trim() !== section.name;

  async function save(values: { name: string }) {
    const name = renamed.nameOf(values);
    try {
      await rename.mutateAsync({ body: { companyDetailSectionId: section.companyDetailSectionId, name } });
      showDone(t('companyFiles.sections.renamed', { name }));
    } catch (caught) {
      if (!renamed.refused(caught)) showFailed(t('companyFiles.sections.failed'), caught);
    }
  }

  return (
    <form
      onSubmit={renamed.form.onSubmit((values) => void save(values))}
      noValidate
      data-testid="section-row"
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {/* 24 px: the smallest pointer target WCAG 2.5.8 allows when the two touch. */}
        <Stack gap={0}>
          <ActionIcon
            variant="subtle"
            size={24}
            disabled={first || busy}
            onClick={() => onMove(-1)}
            aria-label={t('companyFiles.sections.moveUp', { name: section.name })}
          >
            ▲
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size={24}
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
          maxLength={SECTION_NAME_INPUT_MAX}
          {...renamed.form.getInputProps('name')}
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
