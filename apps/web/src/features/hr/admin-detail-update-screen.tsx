import { isAdmin } from '@atrium/contract/access';
import {
  createDetailSection,
  deleteDetailSection,
  getDetailSections,
  PROFILE_TABS,
  reorderDetailSections,
  updateDetailSection,
  type DetailSectionDefinition,
} from '@atrium/contract/human-resources';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { useKeptWhileClosing } from '../../ui/kept-while-closing.ts';
import { AccessRulesPanel } from '../hr-access-rules/index.ts';
import { SectionForm, type SectionDraft } from './sections/section-form.tsx';

/**
 * admin/detail-update: the company's own profile sections — their fields, order, tab and whether
 * a member may have several entries (docs/product/human-resources.md#sections-the-company-defines).
 * Owners and admins also find the access rules here, as a second tab (`?tab=access-rules`,
 * docs/product/human-resources.md#access-rules).
 */
export function AdminDetailUpdateScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const rulesTab = isAdmin(session?.roles ?? []);
  const tab = rulesTab && search.get('tab') === 'access-rules' ? 'access-rules' : 'sections';
  const queryClient = useQueryClient();
  const sections = useOperationQuery(getDetailSections);
  const [editing, setEditing] = useState<DetailSectionDefinition | 'new' | null>(null);
  const titled = useKeptWhileClosing(editing);
  const create = useOperationMutation(createDetailSection);
  const update = useOperationMutation(updateDetailSection);
  const remove = useOperationMutation(deleteDetailSection);
  const reorder = useOperationMutation(reorderDetailSections);
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey(getDetailSections) });

  const save = async (draft: SectionDraft) => {
    if (editing === 'new') await create.mutateAsync({ body: draft });
    else if (editing) await update.mutateAsync({ params: { sectionId: editing.sectionId }, body: draft });
    await refresh();
    setEditing(null);
    notifications.show({ message: t('hr.editor.saved'), color: 'green', autoClose: 1600 });
  };
  const move = async (index: number, by: -1 | 1) => {
    const ids = (sections.data ?? []).map((section) => section.sectionId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    await reorder.mutateAsync({ body: { sectionIds: ids } });
    await refresh();
  };
  const removeSection = async (section: DetailSectionDefinition) => {
    try {
      await remove.mutateAsync({ params: { sectionId: section.sectionId } });
      await refresh();
      notifications.show({ message: t('hr.editor.removed'), color: 'green', autoClose: 1600 });
    } catch {
      notifications.show({ message: t('hr.editor.removeFailed'), color: 'red', autoClose: 3000 });
    }
  };

  const list = sections.data ?? [];
  const sectionsView = sections.isError ? (
    <Text c="red.8">{t('hr.editor.loadFailed')}</Text>
  ) : sections.isPending ? (
    <Text c="dimmed">{t('hr.editor.loading')}</Text>
  ) : list.length === 0 ? (
    <Text c="dimmed">{t('hr.editor.empty')}</Text>
  ) : (
    <Stack gap="sm" role="list" aria-label={t('hr.editor.listLabel')}>
      {list.map((section, index) => (
        <Paper key={section.sectionId} withBorder p="md" radius="md" role="listitem">
          {/* On a phone the buttons go under the section's description instead of past the edge. */}
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
            <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{section.name}</Text>
                <Badge variant="light">{t(`hr.editor.tabs.${section.tab}`)}</Badge>
                {section.repeatable ? (
                  <Badge variant="light" color="grape">
                    {t('hr.editor.repeatable')}
                  </Badge>
                ) : null}
                {section.specialCategory ? (
                  <Badge variant="light" color="red">
                    {t('hr.editor.specialCategory')}
                  </Badge>
                ) : null}
              </Group>
              <Text fz="sm" c="dimmed">
                {section.fields
                  .map((field) => `${field.label} (${t(`hr.editor.types.${field.type}`)})`)
                  .join(' · ')}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('hr.editor.entries', { count: section.entryCount })}
              </Text>
            </Stack>
            <Group gap={4} wrap="wrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('hr.editor.moveUp', { name: section.name })}
                disabled={index === 0}
                onClick={() => void move(index, -1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('hr.editor.moveDown', { name: section.name })}
                disabled={index === list.length - 1}
                onClick={() => void move(index, 1)}
              >
                ↓
              </ActionIcon>
              <Button size="compact-sm" variant="light" onClick={() => setEditing(section)}>
                {t('hr.editor.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red.8"
                c="red.9"
                onClick={() => void removeSection(section)}
              >
                {t('hr.editor.remove')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
  return (
    <Paper withBorder p="lg" component="section">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} data-screen="admin-detail-update">
              {t('screens.admin-detail-update')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('hr.editor.intro')}
            </Text>
          </Stack>
          {tab === 'sections' ? (
            <Button onClick={() => setEditing('new')}>{t('hr.editor.newSection')}</Button>
          ) : null}
        </Group>
        {rulesTab ? (
          <Tabs
            value={tab}
            onChange={(value) =>
              setSearch(value === 'access-rules' ? { tab: 'access-rules' } : {}, { replace: true })
            }
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="sections">{t('hrAccess.sectionsTab')}</Tabs.Tab>
              <Tabs.Tab value="access-rules">{t('hrAccess.rulesTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sections">{sectionsView}</Tabs.Panel>
            <Tabs.Panel value="access-rules">
              {tab === 'access-rules' ? <AccessRulesPanel /> : null}
            </Tabs.Panel>
          </Tabs>
        ) : (
          sectionsView
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={titled === 'new' ? t('hr.editor.newSection') : titled?.name}
        size="xl"
      >
        {editing ? (
          <SectionForm
            tabs={PROFILE_TABS}
            {...(editing === 'new' ? {} : { section: editing })}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}
