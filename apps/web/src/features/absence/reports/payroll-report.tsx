import {
  closePayrollMonth,
  exportPayrollMonth,
  getPayrollMonth,
  type PayrollMonth,
  type PayrollRow,
} from '@atrium/contract/absence';
import { localDate } from '@atrium/contract/dates';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useHours } from '../../../ui/absence/minutes.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { useReportDownload } from './report-download.ts';

/** The month before the one of `day` (`YYYY-MM`): the month payroll is usually run for. */
function previousMonth(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
}

const MEASURES = ['expected', 'worked', 'overtime', 'undertime', 'leave', 'holiday'] as const;

/**
 * The payroll month (docs/product/absence-reports.md#payroll-month): per member the month's time
 * and leave, the corrections to earlier closed months, the file, and closing the month.
 */
export function PayrollReport() {
  const { t, i18n } = useTranslation();
  const zone = useMemberTimeZone();
  const today = localDate(new Date(), zone);
  const format = useDateFormat();
  const [month, setMonth] = useState(() => previousMonth(today));
  const [confirming, setConfirming] = useState(false);
  const report = useOperationQuery(getPayrollMonth, { query: { month } });
  const close = useOperationMutation(closePayrollMonth, { invalidates: [getPayrollMonth] });
  const download = useReportDownload(exportPayrollMonth);
  // A month can be closed once it has ended in the person's zone; the server checks the company's.
  const ended = month < today.slice(0, 7);
  const monthName = new Date(`${month}-01T12:00:00Z`).toLocaleDateString(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const confirmClose = async () => {
    try {
      await close.mutateAsync({ body: { month } });
      setConfirming(false);
      notifications.show({
        color: 'green',
        autoClose: 2500,
        message: t('absence.reports.payroll.closedToast', { month: monthName }),
      });
    } catch {
      // The dialog shows why (close.error) and stays open.
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <MonthPickerInput
          label={t('absence.reports.payroll.month')}
          value={`${month}-01`}
          onChange={(value) => value && setMonth(value.slice(0, 7))}
          maxDate={today}
          w={200}
        />
        <Button variant="default" onClick={() => void download({ month }, 'csv')}>
          {t('absence.reports.exportCsv')}
        </Button>
        <Button variant="default" onClick={() => void download({ month }, 'xlsx')}>
          {t('absence.reports.exportXlsx')}
        </Button>
        {report.data && !report.data.closed && ended ? (
          <Button onClick={() => setConfirming(true)}>{t('absence.reports.payroll.close')}</Button>
        ) : null}
      </Group>
      {report.data ? (
        <Text c="dimmed" fz="sm" role="status">
          {report.data.closed
            ? t('absence.reports.payroll.closedOn', {
                date: format.dateTime(report.data.closed.closedAt),
                name: report.data.closed.closedBy ?? t('absence.reports.payroll.someone'),
              })
            : t('absence.reports.payroll.open')}
        </Text>
      ) : null}
      {report.isError ? (
        <Alert color="red">{t('absence.loadFailed')}</Alert>
      ) : !report.data ? (
        <Loader size="sm" aria-label={t('absence.reports.loading')} />
      ) : (
        <PayrollTables month={report.data} />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('absence.reports.payroll.closeTitle', { month: monthName })}
        message={t('absence.reports.payroll.closeMessage')}
        confirmLabel={t('absence.reports.payroll.close')}
        busy={close.isPending}
        error={close.error?.message ?? null}
        onConfirm={() => void confirmClose()}
        onClose={() => {
          setConfirming(false);
          close.reset();
        }}
      />
    </Stack>
  );
}

function PayrollTables({ month }: { month: PayrollMonth }) {
  const { t } = useTranslation();
  if (month.rows.length === 0 && month.corrections.length === 0) {
    return <Text c="dimmed">{t('absence.reports.noMembers')}</Text>;
  }
  return (
    <Stack gap="lg">
      <PayrollTable month={month} rows={month.rows} label={t('absence.reports.payroll.title')} />
      {month.corrections.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {t('absence.reports.payroll.corrections')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('absence.reports.payroll.correctionsIntro')}
          </Text>
          <PayrollTable
            month={month}
            rows={month.corrections}
            label={t('absence.reports.payroll.corrections')}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

function PayrollTable({
  month,
  rows,
  label,
}: {
  month: PayrollMonth;
  rows: readonly (PayrollRow & { month?: string })[];
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const hours = useHours();
  const name = useTranslatedName();
  const types = new Map(month.leaveTypes.map((type) => [type.leaveTypeId, type]));
  const minutesOf = (row: PayrollRow, measure: (typeof MEASURES)[number]) => row.figures[`${measure}Minutes`];
  const correcting = rows.some((row) => row.month);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withRowBorders highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('absence.reports.member')}</Table.Th>
            {correcting ? <Table.Th>{t('absence.reports.payroll.month')}</Table.Th> : null}
            {MEASURES.map((measure) => (
              <Table.Th key={measure} ta="right">
                {t(`absence.reports.payroll.columns.${measure}`)}
              </Table.Th>
            ))}
            <Table.Th>{t('absence.reports.payroll.byType')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.memberId}/${row.month ?? ''}`}>
              <Table.Th scope="row" fw={400}>
                <Text fz="sm">{row.name}</Text>
                {row.departmentName ? (
                  <Text fz="xs" c="dimmed">
                    {row.departmentName}
                  </Text>
                ) : null}
              </Table.Th>
              {correcting ? (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.month
                    ? new Date(`${row.month}-01T12:00:00Z`).toLocaleDateString(i18n.language, {
                        month: 'long',
                        year: 'numeric',
                        timeZone: 'UTC',
                      })
                    : ''}
                </Table.Td>
              ) : null}
              {MEASURES.map((measure) => (
                <Table.Td key={measure} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {hours(minutesOf(row, measure))}
                </Table.Td>
              ))}
              <Table.Td>
                {row.figures.leave
                  .map((entry) => {
                    const type = types.get(entry.leaveTypeId);
                    return `${type ? name(type.names) : ''} ${hours(entry.minutes)}`;
                  })
                  .join(', ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
