import { exportAbsenceGantt, getAbsenceGantt, type Gantt } from '@atrium/contract/absence';
import { localDate } from '@atrium/contract/dates';
import { getOrganization } from '@atrium/contract/organization';
import { ActionIcon, Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueries } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../../api/client.ts';
import { apiErrorFromResponse } from '../../../api/api-error.ts';
import { operationUrl } from '../../../api/operation-url.ts';
import { operationQueryOptions, useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { saveBlob } from '../../../ui/save-file.ts';
import { addMonths } from '../../../ui/absence/calendar-cells.ts';
import { GanttFilters } from './gantt-filters.tsx';
import { GANTT_PAGE, periodOf, visibleWindow, type PeriodKind } from './gantt-period.ts';
import { GanttGrid, VIEWPORT } from './gantt-grid.tsx';

/**
 * admin/absence/gantt (docs/product/absence.md#gantt-chart): members × days of a month or a
 * quarter, by division or department, weekends, holidays and short days shaded. Only the rows in
 * view are drawn, and their pages of members are fetched as they come into view.
 */
export function AdminAbsenceGanttScreen() {
  const { t, i18n } = useTranslation();
  const zone = useMemberTimeZone();
  const [kind, setKind] = useState<PeriodKind>('month');
  const [month, setMonth] = useState(() => localDate(new Date(), zone).slice(0, 7));
  const [divisionId, setDivisionId] = useState<string | null>(null);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const period = periodOf(kind, month);
  const filters = {
    from: period.from,
    to: period.to,
    ...(divisionId ? { divisionId } : {}),
    ...(departmentId ? { departmentId } : {}),
  };
  const organization = useOperationQuery(getOrganization);

  const first = useOperationQuery(getAbsenceGantt, { query: { ...filters, offset: 0, limit: GANTT_PAGE } });
  const total = first.data?.total ?? 0;
  const window = visibleWindow(scrollTop, VIEWPORT, total);
  // The first page is `first`; the others are fetched as they come into view.
  const later = window.pages.filter((page) => page > 0);
  const pages = useQueries({
    queries: later.map((page) => {
      const query = { ...filters, offset: page * GANTT_PAGE, limit: GANTT_PAGE };
      return operationQueryOptions(getAbsenceGantt, { query }, { enabled: first.isSuccess });
    }),
  });

  const step = kind === 'month' ? 1 : 3;
  const title =
    kind === 'month'
      ? dayjs(`${month}-01`).locale(i18n.language).format('MMMM YYYY')
      : `${dayjs(`${period.first}-01`).locale(i18n.language).format('MMM')} – ${dayjs(period.to).locale(i18n.language).format('MMM YYYY')}`;

  const divisions = organization.data?.divisions ?? [];
  const departments = divisions
    .filter((division) => !divisionId || division.divisionId === divisionId)
    .flatMap((division) => division.departments);

  const download = async (format: 'csv' | 'xlsx') => {
    try {
      const response = await authorizedFetch(
        operationUrl(exportAbsenceGantt, undefined, { ...filters, format } as never),
      );
      if (!response.ok) throw await apiErrorFromResponse(response);
      saveBlob(await response.blob(), `absences-${period.from}-${period.to}.${format}`);
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('absenceTeam.gantt.exportFailed') });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            onClick={() => setMonth(addMonths(month, -step))}
            aria-label={t('absenceTeam.gantt.previous')}
          >
            ‹
          </ActionIcon>
          <Title order={2} fz="h3" miw={200} ta="center" aria-live="polite">
            {title}
          </Title>
          <ActionIcon
            variant="default"
            onClick={() => setMonth(addMonths(month, step))}
            aria-label={t('absenceTeam.gantt.next')}
          >
            ›
          </ActionIcon>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as PeriodKind)}
            aria-label={t('absenceTeam.gantt.period')}
            data={[
              { value: 'month', label: t('absenceTeam.gantt.month') },
              { value: 'quarter', label: t('absenceTeam.gantt.quarter') },
            ]}
          />
        </Group>
        <GanttFilters
          divisions={divisions.map((division) => ({ value: division.divisionId, label: division.name }))}
          departments={departments.map((department) => ({
            value: department.departmentId,
            label: department.name,
          }))}
          divisionId={divisionId}
          departmentId={departmentId}
          onDivision={(value) => {
            setDivisionId(value);
            setDepartmentId(null);
            setScrollTop(0);
          }}
          onDepartment={(value) => {
            setDepartmentId(value);
            setScrollTop(0);
          }}
          onExport={(format) => void download(format)}
        />
      </Group>
      {first.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : first.isError ? (
        <Alert color="red" role="alert">
          {t('absenceTeam.loadFailed')}
        </Alert>
      ) : total === 0 ? (
        <Text>{t('absenceTeam.gantt.nobody')}</Text>
      ) : (
        <GanttGrid
          first={first.data}
          pages={
            new Map<number, Gantt | undefined>([
              [0, first.data],
              ...later.map((page, index) => [page, pages[index]?.data] as const),
            ])
          }
          rows={window}
          narrow={kind === 'quarter'}
          onScroll={setScrollTop}
        />
      )}
    </Stack>
  );
}
