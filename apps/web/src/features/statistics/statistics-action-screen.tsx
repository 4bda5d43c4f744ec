import { getActionStatistics, type ActionStatistics } from '@atrium/contract/time-tracking';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hoursText } from './reports/hours-format.ts';
import { ReportFrame } from './reports/report-frame.tsx';
import { PALETTE, ShareChart } from './reports/share-chart.tsx';
import { useReport } from './reports/use-report.ts';

/** statistics/action: hours per action type. */
export function StatisticsActionScreen() {
  const { t, i18n } = useTranslation();
  const report = useReport(getActionStatistics);
  const data = report.data as ActionStatistics | undefined;
  const rows = data?.rows ?? [];
  return (
    <ReportFrame
      title={t('statistics.charts.shareByAction')}
      state={report}
      totals={data?.totals}
      empty={rows.length === 0}
      chart={
        <ShareChart
          shares={rows.map((row, index) => ({
            name: row.actionTypeName,
            seconds: row.totalSeconds,
            colour: PALETTE[index % PALETTE.length] ?? '#868e96',
          }))}
        />
      }
      table={
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid="statistics-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('statistics.columns.actionType')}</Table.Th>
                <Table.Th ta="right">{t('statistics.columns.hours')}</Table.Th>
                <Table.Th ta="right">{t('statistics.columns.billable')}</Table.Th>
                <Table.Th ta="right">{t('statistics.columns.activities')}</Table.Th>
                <Table.Th ta="right">{t('statistics.columns.members')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.actionTypeId} data-testid="statistics-row">
                  <Table.Td>{row.actionTypeName}</Table.Td>
                  <Table.Td ta="right">{hoursText(row.totalSeconds, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{hoursText(row.billableSeconds, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{row.activityCount}</Table.Td>
                  <Table.Td ta="right">{row.memberCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}
