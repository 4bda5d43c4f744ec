import {
  exportAllowanceReport,
  getAllowanceReport,
  type AllowanceReportRow,
  type ReportLeaveType,
} from '@atrium/contract/absence';
import { localDate } from '@atrium/contract/dates';
import { Alert, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useAmount } from '../../../ui/absence/minutes.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { ReportFilters, type ReportFilterValues } from './report-filters.tsx';
import { useReportDownload } from './report-download.ts';

const PAGE = 50;
const COLUMNS = ['carried', 'entitled', 'adjusted', 'lapsed', 'taken', 'planned', 'pending', 'left'] as const;

/**
 * The allowance report (docs/product/absence-reports.md#allowance-report): each member's leave
 * year per type, in the unit the type's policy counts in, a page of members at a time.
 */
export function AllowanceReport() {
  const { t } = useTranslation();
  const zone = useMemberTimeZone();
  const thisYear = Number(localDate(new Date(), zone).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [filters, setFilters] = useState<ReportFilterValues>({ departmentId: null, leaveTypeId: null });
  const [page, setPage] = useState(1);
  const query = {
    year,
    ...(filters.departmentId ? { departmentId: filters.departmentId } : {}),
    ...(filters.leaveTypeId ? { leaveTypeId: filters.leaveTypeId } : {}),
  };
  const report = useOperationQuery(
    getAllowanceReport,
    { query: { ...query, offset: (page - 1) * PAGE, limit: PAGE } },
    { placeholderData: keepPreviousData },
  );
  const download = useReportDownload(exportAllowanceReport);
  const years = Array.from({ length: 7 }, (_, index) => String(thisYear + 1 - index));
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
        <Select
          label={t('absence.reports.year')}
          data={years}
          value={String(year)}
          onChange={(value) => {
            if (value) setYear(Number(value));
            setPage(1);
          }}
          allowDeselect={false}
          w={110}
        />
      </ReportFilters>
      {report.isError ? (
        <Alert color="red">{t('absence.loadFailed')}</Alert>
      ) : !report.data ? (
        <Loader size="sm" aria-label={t('absence.reports.loading')} />
      ) : report.data.rows.length === 0 ? (
        <Text c="dimmed">{t('absence.reports.noMembers')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table withRowBorders highlightOnHover aria-label={t('absence.reports.allowanceTitle', { year })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('absence.reports.member')}</Table.Th>
                <Table.Th>{t('absence.reports.leaveType')}</Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} ta="right">
                    {t(`absence.reports.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.data.rows.map((row, index, rows) => {
                // A member's rows read as one block: the name once, beside all their types.
                const first = index === 0 || rows[index - 1]!.memberId !== row.memberId;
                const span = first
                  ? rows.slice(index).findIndex((next) => next.memberId !== row.memberId)
                  : 0;
                return (
                  <AllowanceRow
                    key={`${row.memberId}/${row.leaveTypeId}`}
                    row={row}
                    type={types.get(row.leaveTypeId)}
                    nameRows={first ? (span === -1 ? rows.length - index : span) : 0}
                  />
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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

interface AllowanceRowProps {
  row: AllowanceReportRow;
  type: ReportLeaveType | undefined;
  /** On a member's first row, how many rows their name cell spans; 0 on the others. */
  nameRows: number;
}

function AllowanceRow({ row, type, nameRows }: AllowanceRowProps) {
  const name = useTranslatedName();
  const { amount } = useAmount(type?.unit, row.dayMinutes);
  const minutes: Record<(typeof COLUMNS)[number], number> = {
    carried: row.carriedMinutes,
    entitled: row.entitledMinutes,
    adjusted: row.adjustedMinutes,
    lapsed: row.lapsedMinutes,
    taken: row.takenMinutes,
    planned: row.plannedMinutes,
    pending: row.pendingMinutes,
    left: row.leftMinutes,
  };
  return (
    <Table.Tr>
      {nameRows > 0 ? (
        <Table.Th scope="rowgroup" rowSpan={nameRows} fw={400} style={{ verticalAlign: 'top' }}>
          <Text fz="sm">{row.name}</Text>
          {row.departmentName ? (
            <Text fz="xs" c="dimmed">
              {row.departmentName}
            </Text>
          ) : null}
        </Table.Th>
      ) : null}
      <Table.Td>{type ? name(type.names) : ''}</Table.Td>
      {COLUMNS.map((column) => (
        <Table.Td
          key={column}
          ta="right"
          fw={column === 'left' ? 600 : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {amount(minutes[column])}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
