import type { MemberSection } from '@atrium/contract/human-resources';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { daysBetween, ExpiryBadge, localToday } from './expiry-badge.tsx';

/**
 * The member's own documents that expire, on account/profile: each entry of a section whose date
 * field marks the expiry, with the day and how far off it is
 * (docs/product/human-resources.md#documents-that-expire). Nothing when they have none.
 */
export function MyDocuments({ sections }: { sections: readonly MemberSection[] }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const today = localToday();
  const rows = sections.flatMap((section) => {
    const expiry = section.fields.find((field) => field.expiry);
    if (!expiry) return [];
    const labels = section.fields.filter((field) => field.type === 'text' || field.type === 'select');
    return section.entries.flatMap((entry) => {
      const expiresOn = entry.values[expiry.fieldId];
      if (typeof expiresOn !== 'string' || expiresOn === '') return [];
      const label = labels
        .map((field) => entry.values[field.fieldId])
        .find((value): value is string => typeof value === 'string' && value.trim() !== '');
      return [{ entryId: entry.entryId, section: section.name, label, expiresOn }];
    });
  });
  if (rows.length === 0) return null;
  rows.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  return (
    <Stack gap="xs">
      <Title order={4}>{t('hr.documents.mine')}</Title>
      <Table aria-label={t('hr.documents.mine')}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.entryId}>
              <Table.Th w="40%" fw={500}>
                <Text fz="sm" fw={500}>
                  {row.label ?? row.section}
                </Text>
                {row.label ? (
                  <Text fz="xs" c="dimmed">
                    {row.section}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>
                <Group gap="xs">
                  <Text fz="sm">{t('hr.documents.expiresOnDay', { day: format.day(row.expiresOn) })}</Text>
                  <ExpiryBadge daysLeft={daysBetween(today, row.expiresOn)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
