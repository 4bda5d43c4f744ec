import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { isAdmin, isManager } from '@atrium/contract/access';
import { STATISTICS_REPORTS, type ExportFormat, type StatisticsReport } from '@atrium/contract/time-tracking';
import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutlet } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { authorizedFetch } from '../../api/client.ts';
import { useMemberTimeZone } from '../../auth/member-time-zone.ts';
import { useSession } from '../../auth/session.ts';
import { toUtcCalendarDate, wallClockDate } from '@atrium/contract/dates';
import { monthOf } from '../../ui/dates/day-navigation.ts';
import { exportReport } from './download/export-report.ts';
import { FiltersBar } from './filters/filters-bar.tsx';
import { writeFilters } from './filters/statistics-filters.ts';
import { useFilterLabels } from './filters/use-filter-labels.ts';
import { useStatisticsFilters } from './filters/use-filters.ts';
import { MonthOvertime } from './month-overtime.tsx';

/**
 * statistics: filters (kept in the URL, shared by the tabs), the report tabs, CSV and XLSX export
 * of the open report. The server decides whose time is in it; the line under the title says so.
 */
export function StatisticsScreen() {
  const { t } = useTranslation();
  const timeZone = useMemberTimeZone();
  const outlet = useOutlet();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const roles = useSession()?.roles ?? [];
  const [filters, setFilters] = useStatisticsFilters();
  const filterLabels = useFilterLabels(filters);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const report = (STATISTICS_REPORTS as readonly string[]).find((name) => pathname.endsWith(`/${name}`)) as
    StatisticsReport | undefined;
  const scope = isAdmin(roles) ? 'admin' : isManager(roles) ? 'manager' : 'member';

  const download = async (format: ExportFormat) => {
    if (!report) return;
    setExporting(format);
    setFailure(null);
    try {
      await exportReport(authorizedFetch, report, format, filters, filterLabels);
    } catch (error) {
      setFailure(
        isApiError(error)
          ? `${t('statistics.export.failed')} ${error.message}`
          : t('statistics.export.failed'),
      );
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="lg" maw={1280}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{t('screens.statistics')}</Title>
          <Text c="dimmed" fz="sm" data-testid="statistics-scope">
            {t(`statistics.scope.${scope}`)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="subtle"
            onClick={() => {
              const month = monthOf(toUtcCalendarDate(wallClockDate(new Date(), timeZone)));
              setFilters({ from: month.first, to: month.last });
            }}
          >
            {t('statistics.filters.reset')}
          </Button>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              onClick={() => void download(format)}
              loading={exporting === format}
              disabled={!report || (exporting !== null && exporting !== format)}
            >
              {t(`statistics.export.${format}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <FiltersBar filters={filters} onChange={setFilters} />
      <Tabs
        value={report ?? null}
        onChange={(value) =>
          value &&
          void navigate({ pathname: `/statistics/${value}`, search: search || `?${writeFilters(filters)}` })
        }
      >
        <Tabs.List>
          {STATISTICS_REPORTS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`screens.statistics-${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {outlet}
      <MonthOvertime day={filters.to} />
    </Stack>
  );
}
