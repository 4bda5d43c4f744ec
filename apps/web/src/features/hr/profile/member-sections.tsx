import { countryLabel, countryNames } from '@atrium/contract/company-profile';
import type { DetailField, MemberSection } from '@atrium/contract/human-resources';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../ui/dates/date-format.ts';

type Value = MemberSection['entries'][number]['values'][string];

/** The company's own sections of one tab, each entry as its fields and values, read only. */
export function MemberSections({
  sections,
  tab,
}: {
  sections: readonly MemberSection[];
  tab: MemberSection['tab'];
}) {
  const { t } = useTranslation();
  const shown = sections.filter((section) => section.tab === tab);
  if (shown.length === 0) return null;
  return (
    <Stack gap="md">
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
            <Title order={3} fz="h4">
              {section.name}
            </Title>
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
                <Table key={entry.entryId} withRowBorders={false} maw={640}>
                  <Table.Tbody>
                    {section.fields.map((field) => (
                      <Table.Tr key={field.fieldId}>
                        <Table.Th w="40%" fw={500}>
                          {field.label}
                        </Table.Th>
                        <Table.Td>
                          <FieldValue field={field} value={entry.values[field.fieldId] ?? null} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
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
