import { getProjectStatistics, type ProjectStatistics } from '@atrium/contract/time-tracking';
import { ColorSwatch, Group, Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { budgetUsedPercent, hoursText } from './reports/hours-format.ts';
import { ReportFrame } from './reports/report-frame.tsx';
import { ShareChart } from './reports/share-chart.tsx';
import { useReport } from './reports/use-report.ts';

/** statistics/project: hours per project in its colour, against its budget. */
export function StatisticsProjectScreen() {
  const { t, i18n } = useTranslation();
  const report = useReport(getProjectStatistics);
  const data = report.data as ProjectStatistics | undefined;
  const rows = data?.rows ?? [];
  return (
    <ReportFrame
      title={t('statistics.charts.shareByProject')}
      state={report}
      totals={data?.totals}
      empty={rows.length === 0}
      chart={
        <ShareChart
          shares={rows.map((row) => ({
            name: row.projectName,
            seconds: row.totalSeconds,
            colour: row.colour,
          }))}
        />
      }
      table={
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="statistics-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('statistics.columns.project')}</Table.Th>
                <Table.Th>{t('statistics.columns.client')}</Table.Th>
                <Table.Th ta="right">{t('statistics.columns.hours')}</Table.Th>
                <Table.Th ta="right">{t('statistics.columns.billable')}</Table.Th>
                <Table.Th ta="right">{t('statistics.columns.members')}</Table.Th>
                <Table.Th w={180}>{t('statistics.columns.budgetUsed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const used = budgetUsedPercent(row.totalSeconds, row.budgetHours);
                return (
                  <Table.Tr key={row.projectId} data-testid="statistics-row">
                    <Table.Td>
                      <Group gap={8} wrap="nowrap">
                        <ColorSwatch color={row.colour} size={12} withShadow={false} />
                        {row.projectName}
                      </Group>
                    </Table.Td>
                    <Table.Td>{row.clientName}</Table.Td>
                    <Table.Td ta="right">{hoursText(row.totalSeconds, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{hoursText(row.billableSeconds, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{row.memberCount}</Table.Td>
                    <Table.Td>
                      {used === null ? (
                        <Text fz="xs" c="dimmed">
                          {t('timeTracking.catalog.noBudget')}
                        </Text>
                      ) : (
                        <Group gap={6} wrap="nowrap">
                          <Progress
                            aria-label={`${t('statistics.columns.budgetUsed')}: ${row.projectName}`}
                            value={Math.min(used, 100)}
                            color={used > 100 ? 'red' : 'blue'}
                            style={{ flex: 1 }}
                          />
                          <Text fz="xs" w={70} ta="right">
                            {used}% / {row.budgetHours}
                          </Text>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}
