import { getHoursStatistics, type HoursStatistics } from '@atrium/contract/time-tracking';
import { BarChart } from '@mantine/charts';
import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { daysBetween } from '../../ui/dates/day-navigation.ts';
import { useStatisticsFilters } from './filters/use-filters.ts';
import { hoursText, hoursTick, hoursValue } from './reports/hours-format.ts';
import { AttendanceSection } from './reports/attendance-section.tsx';
import { ReportFrame } from './reports/report-frame.tsx';
import { useReport } from './reports/use-report.ts';

/** statistics/hours: hours per day of the range (days without time show as zero in the chart). */
export function StatisticsHoursScreen() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const [filters] = useStatisticsFilters();
  const report = useReport(getHoursStatistics);
  const data = report.data as HoursStatistics | undefined;
  const rows = data?.rows ?? [];
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const chartData = daysBetween(filters.from, filters.to).map((date) => {
    const row = byDate.get(date);
    return {
      day: dates.shortDay(date),
      nonBillable: hoursValue((row?.totalSeconds ?? 0) - (row?.billableSeconds ?? 0)),
      billable: hoursValue(row?.billableSeconds ?? 0),
    };
  });
  return (
    <Stack gap="md">
      <ReportFrame
        title={t('statistics.charts.hoursPerDay')}
        state={report}
        totals={data?.totals}
        empty={rows.length === 0}
        chart={
          <BarChart
            h={260}
            data={chartData}
            dataKey="day"
            yAxisProps={{ tickFormatter: hoursTick, width: 40 }}
            type="stacked"
            series={[
              { name: 'billable', label: t('statistics.charts.billable'), color: 'teal.6' },
              { name: 'nonBillable', label: t('statistics.charts.nonBillable'), color: 'blue.4' },
            ]}
            valueFormatter={(value) => t('statistics.hoursUnit', { value })}
            withLegend
          />
        }
        table={
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="statistics-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statistics.columns.date')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.hours')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.billable')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.activities')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.members')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.date} data-testid="statistics-row">
                    <Table.Td>{dates.day(row.date)}</Table.Td>
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
      {data?.attendance ? (
        <AttendanceSection
          totals={data.attendance.totals}
          rowHeader={t('statistics.columns.date')}
          rows={data.attendance.days.map((day) => ({
            key: day.date,
            label: dates.dayTitle(day.date),
            ...day,
          }))}
        />
      ) : null}
    </Stack>
  );
}
