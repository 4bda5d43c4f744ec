import {
  exportLeaveReport,
  getLeaveReport,
  LEAVE_REQUEST_STATUSES,
  type LeaveReportRow,
  type LeaveRequestStatus,
  type ReportLeaveType,
} from '@atrium/contract/absence';
import { localDate } from '@atrium/contract/dates';
import { Alert, Badge, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useAmount } from '../../../ui/absence/minutes.ts';
import { useDateFormat, useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { ReportFilters, type ReportFilterValues } from './report-filters.tsx';
import { useReportDownload } from './report-download.ts';

const PAGE = 50;

/** The first and last day of the month of `day`. */
function monthOf(day: string): [string, string] {
  const first = `${day.slice(0, 7)}-01`;
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCDate(0);
  return [first, next.toISOString().slice(0, 10)];
}

/**
 * The leave report (docs/product/absence-reports.md#leave-report): every request with days in a
 * period (this month at first), by department, type and status, with the period's totals.
 */
export function LeaveReport() {
  const { t, i18n } = useTranslation();
  const zone = useMemberTimeZone();
  const picker = useDatePickerFormat();
  const name = useTranslatedName();
  const [period, setPeriod] = useState<[string, string]>(() => monthOf(localDate(new Date(), zone)));
  const [status, setStatus] = useState<LeaveRequestStatus | null>(null);
  const [filters, setFilters] = useState<ReportFilterValues>({ departmentId: null, leaveTypeId: null });
  const [page, setPage] = useState(1);
  const query = {
    from: period[0],
    to: period[1],
    ...(filters.departmentId ? { departmentId: filters.departmentId } : {}),
    ...(filters.leaveTypeId ? { leaveTypeId: filters.leaveTypeId } : {}),
    ...(status ? { status } : {}),
  };
  const report = useOperationQuery(
    getLeaveReport,
    { query: { ...query, offset: (page - 1) * PAGE, limit: PAGE } },
    { placeholderData: keepPreviousData },
  );
  const download = useReportDownload(exportLeaveReport);
  const types = new Map((report.data?.leaveTypes ?? []).map((type) => [type.leaveTypeId, type]));

  return (
    <Stack gap="md">
      <ReportFilters
        {...filters}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
        onExport={(format) => void download(query, format)}
      >
        <DatePickerInput
          type="range"
          label={t('absence.reports.period')}
          value={period}
          onChange={([from, to]) => {
            if (!from || !to) return;
            setPeriod([from, to]);
            setPage(1);
          }}
          allowSingleDateInRange
          {...picker}
          w={250}
        />
        <Select
          label={t('absence.reports.status')}
          placeholder={t('absence.reports.anyStatus')}
          data={LEAVE_REQUEST_STATUSES.map((value) => ({ value, label: t(`absence.status.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as LeaveRequestStatus | null);
            setPage(1);
          }}
          clearable
          w={160}
        />
      </ReportFilters>
      {report.isError ? (
        <Alert color="red">{t('absence.loadFailed')}</Alert>
      ) : !report.data ? (
        <Loader size="sm" aria-label={t('absence.reports.loading')} />
      ) : report.data.rows.length === 0 ? (
        <Text c="dimmed">{t('absence.reports.noRequests')}</Text>
      ) : (
        <>
          <Group gap="xs" aria-label={t('absence.reports.totals')} role="list">
            {report.data.totals.map((total) => {
              const type = types.get(total.leaveTypeId);
              return (
                <Badge key={total.leaveTypeId} variant="light" role="listitem" size="lg" tt="none">
                  {t('absence.reports.total', {
                    type: type ? name(type.names) : '',
                    count: total.requests,
                    hours: (total.minutes / 60).toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
                  })}
                </Badge>
              );
            })}
          </Group>
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover aria-label={t('absence.reports.leaveTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('absence.reports.member')}</Table.Th>
                  <Table.Th>{t('absence.reports.leaveType')}</Table.Th>
                  <Table.Th>{t('absence.reports.dates')}</Table.Th>
                  <Table.Th>{t('absence.reports.status')}</Table.Th>
                  <Table.Th ta="right">{t('absence.reports.inPeriod')}</Table.Th>
                  <Table.Th ta="right">{t('absence.reports.whole')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.rows.map((row) => (
                  <LeaveRow key={row.leaveRequestId} row={row} type={types.get(row.leaveTypeId)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {report.data && report.data.total > PAGE ? (
        <Group justify="center">
          <Pagination
            total={Math.ceil(report.data.total / PAGE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

function LeaveRow({ row, type }: { row: LeaveReportRow; type: ReportLeaveType | undefined }) {
  const { t } = useTranslation();
  const name = useTranslatedName();
  const format = useDateFormat();
  const { amount } = useAmount(type?.unit, row.dayMinutes);
  const dates =
    row.startsOn === row.endsOn
      ? format.day(row.startsOn)
      : `${format.day(row.startsOn)} – ${format.day(row.endsOn)}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm">{row.name}</Text>
        {row.departmentName ? (
          <Text fz="xs" c="dimmed">
            {row.departmentName}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{type ? name(type.names) : ''}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {dates}
        {row.part === 'morning' || row.part === 'afternoon' ? ` (${t(`absence.partOfDay.${row.part}`)})` : ''}
      </Table.Td>
      <Table.Td>{t(`absence.status.${row.status}`)}</Table.Td>
      <Table.Td ta="right">{amount(row.minutesInPeriod)}</Table.Td>
      <Table.Td ta="right">{amount(row.totalMinutes)}</Table.Td>
    </Table.Tr>
  );
}
