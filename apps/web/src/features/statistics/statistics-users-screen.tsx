import { getUsersStatistics, type UsersStatistics } from '@atrium/contract/time-tracking';
import { BarChart } from '@mantine/charts';
import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hoursText, hoursTick, hoursValue } from './reports/hours-format.ts';
import { AttendanceSection } from './reports/attendance-section.tsx';
import { ReportFrame } from './reports/report-frame.tsx';
import { useReport } from './reports/use-report.ts';

/** statistics/users: hours per member the caller may see (the server decides who). */
export function StatisticsUsersScreen() {
  const { t, i18n } = useTranslation();
  const report = useReport(getUsersStatistics);
  const data = report.data as UsersStatistics | undefined;
  const rows = data?.rows ?? [];
  const hours = (seconds: number) => hoursText(seconds, i18n.language);
  return (
    <Stack gap="md">
      <ReportFrame
        title={t('statistics.charts.hoursPerMember')}
        state={report}
        totals={data?.totals}
        empty={rows.length === 0}
        chart={
          <BarChart
            h={Math.max(160, rows.length * 36 + 40)}
            data={rows.map((row) => ({
              name: row.name,
              nonBillable: hoursValue(row.totalSeconds - row.billableSeconds),
              billable: hoursValue(row.billableSeconds),
            }))}
            dataKey="name"
            orientation="vertical"
            type="stacked"
            yAxisProps={{ width: 140 }}
            xAxisProps={{ tickFormatter: hoursTick }}
            series={[
              { name: 'billable', label: t('statistics.charts.billable'), color: 'teal.6' },
              { name: 'nonBillable', label: t('statistics.charts.nonBillable'), color: 'blue.4' },
            ]}
            valueFormatter={(value) => t('statistics.hoursUnit', { value })}
            withLegend
          />
        }
        table={
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="statistics-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statistics.columns.member')}</Table.Th>
                  <Table.Th>{t('statistics.columns.department')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.hours')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.billable')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.activities')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.columns.days')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.companyMemberId} data-testid="statistics-row">
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.departmentName ?? '—'}</Table.Td>
                    <Table.Td ta="right">{hours(row.totalSeconds)}</Table.Td>
                    <Table.Td ta="right">{hours(row.billableSeconds)}</Table.Td>
                    <Table.Td ta="right">{row.activityCount}</Table.Td>
                    <Table.Td ta="right">{row.days}</Table.Td>
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
          rowHeader={t('statistics.columns.member')}
          rows={data.attendance.members.map((member) => ({
            key: member.companyMemberId,
            label: member.name,
            ...member,
          }))}
        />
      ) : null}
    </Stack>
  );
}
