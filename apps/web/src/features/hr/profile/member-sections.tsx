import { countryLabel, countryNames } from '@atrium/contract/company-profile';
import {
  addDetailEntry,
  deleteDetailEntry,
  getMemberProfile,
  updateDetailEntry,
  uploadMemberDetailFile,
  type DetailField,
  type MemberSection,
} from '@atrium/contract/human-resources';
import { Anchor, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { authorizedFetch } from '../../../api/client.ts';
import { operationKey } from '../../../api/operation-key.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useKeptWhileClosing } from '../../../ui/kept-while-closing.ts';
import { saveApiFile } from '../../../ui/uploader/use-api-blob-url.ts';
import { EntryForm } from '../sections/entry-form.tsx';
import { daysBetween, ExpiryBadge, localToday } from '../documents/expiry-badge.tsx';

type Value = MemberSection['entries'][number]['values'][string];

type Entry = MemberSection['entries'][number];
type Editing = { section: MemberSection; entry: Entry | null } | null;

/**
 * The company's own sections of one tab, each entry as its fields and values; where the viewer
 * may edit a section, entries are added, changed and removed here.
 */
export function MemberSections({
  sections,
  tab,
}: {
  sections: readonly MemberSection[];
  tab: MemberSection['tab'];
}) {
  const { t } = useTranslation();
  const { companyMemberId = '' } = useParams();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const titled = useKeptWhileClosing(editing);
  const add = useOperationMutation(addDetailEntry);
  const update = useOperationMutation(updateDetailEntry);
  const remove = useOperationMutation(deleteDetailEntry);
  const shown = sections.filter((section) => section.tab === tab);
  if (shown.length === 0) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: operationKey(getMemberProfile) });
  const save = async (values: Entry['values']) => {
    if (!editing) return;
    if (editing.entry) {
      await update.mutateAsync({
        params: { companyMemberId, entryId: editing.entry.entryId },
        body: { values },
      });
    } else {
      await add.mutateAsync({
        params: { companyMemberId, sectionId: editing.section.sectionId },
        body: { values },
      });
    }
    await refresh();
    setEditing(null);
    notifications.show({ message: t('hr.entries.saved'), color: 'green', autoClose: 1600 });
  };
  const removeEntry = async (entry: Entry) => {
    await remove.mutateAsync({ params: { companyMemberId, entryId: entry.entryId } });
    await refresh();
    notifications.show({ message: t('hr.entries.removed'), color: 'green', autoClose: 1600 });
  };
  return (
    <Stack gap="md">
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={titled?.section.name}
        size="lg"
      >
        {editing ? (
          <EntryForm
            fields={editing.section.fields}
            {...(editing.entry ? { initial: editing.entry } : {})}
            upload={{
              operation: uploadMemberDetailFile,
              fields: { companyDetailSectionId: editing.section.sectionId, companyMemberId },
            }}
            submitLabel={t('hr.entries.save')}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      {shown.map((section) => (
        <Paper
          key={section.sectionId}
          component="section"
          withBorder
          p="md"
          radius="md"
          aria-label={section.name}
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} fz="h4">
                {section.name}
              </Title>
              {section.access === 'edit' && (section.repeatable || section.entries.length === 0) ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setEditing({ section, entry: null })}
                >
                  {t('hr.entries.add')}
                </Button>
              ) : null}
            </Group>
            {section.description ? (
              <Text c="dimmed" fz="sm">
                {section.description}
              </Text>
            ) : null}
            {section.entries.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('hr.sections.empty')}
              </Text>
            ) : (
              section.entries.map((entry) => (
                <Stack key={entry.entryId} gap={4}>
                  <Table withRowBorders={false} maw={640}>
                    <Table.Tbody>
                      {section.fields.map((field) => (
                        <Table.Tr key={field.fieldId}>
                          <Table.Th w="40%" fw={500}>
                            {field.label}
                          </Table.Th>
                          <Table.Td>
                            {field.type === 'file' ? (
                              <EntryFiles
                                files={entry.files.filter((file) => file.fieldId === field.fieldId)}
                              />
                            ) : (
                              <FieldValue field={field} value={entry.values[field.fieldId] ?? null} />
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  {section.access === 'edit' ? (
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => setEditing({ section, entry })}
                      >
                        {t('hr.entries.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.8"
                        c="red.9"
                        onClick={() => void removeEntry(entry)}
                      >
                        {t('hr.entries.remove')}
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              ))
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function FieldValue({ field, value }: { field: DetailField; value: Value }) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return <Text fz="sm">—</Text>;
  let text: string;
  switch (field.type) {
    case 'yes_no':
      text = t(value === true ? 'hr.sections.yes' : 'hr.sections.no');
      break;
    case 'date':
      if (field.expiry && typeof value === 'string') {
        return (
          <Group gap="xs">
            <Text fz="sm">{format.day(value)}</Text>
            <ExpiryBadge daysLeft={daysBetween(localToday(), value)} />
          </Group>
        );
      }
      text = typeof value === 'string' ? format.day(value) : String(value);
      break;
    case 'country':
      text = typeof value === 'string' ? countryLabel(countryNames(value, i18n.language)) : String(value);
      break;
    case 'file':
      text = t('hr.sections.files', { count: Array.isArray(value) ? value.length : 1 });
      break;
    default:
      text = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return <Text fz="sm">{text}</Text>;
}

/** A file field's files, each saved through the app's HTTP client when clicked. */
function EntryFiles({ files }: { files: Entry['files'] }) {
  if (files.length === 0) return <Text fz="sm">—</Text>;
  return (
    <Stack gap={2}>
      {files.map((file) => (
        <Anchor
          key={file.fileId}
          component="button"
          type="button"
          fz="sm"
          ta="left"
          onClick={() => void saveApiFile(file.url, file.name, authorizedFetch)}
        >
          {file.name}
        </Anchor>
      ))}
    </Stack>
  );
}
