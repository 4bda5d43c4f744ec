import { getUsersStatistics } from '@atrium/contract/time-tracking';
import { getOrganization } from '@atrium/contract/organization';
import { isManager } from '@atrium/contract/access';
import { Grid, Paper, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';
import { useActionTypes, useClients, useProjects } from '../../time-tracking/index.ts';
import { useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import type { OptionalFilter, StatisticsFilters } from './statistics-filters.ts';

/**
 * Date range (default this month), then member and department (for managers: members see only
 * themselves), client, project and action type. Member options are the people the server lets
 * the caller see in the range.
 */
export function FiltersBar({
  filters,
  onChange,
}: {
  filters: StatisticsFilters;
  onChange: (next: StatisticsFilters) => void;
}) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const manager = isManager(useSession()?.roles ?? []);
  const people = useOperationQuery(
    getUsersStatistics,
    { query: { from: filters.from, to: filters.to } },
    { enabled: manager, staleTime: 60_000 },
  );
  const organization = useOperationQuery(getOrganization, undefined, {
    enabled: manager,
    staleTime: 300_000,
  });
  const clients = useClients();
  const projects = useProjects();
  const actionTypes = useActionTypes();

  const set = (key: OptionalFilter, value: string | null) => {
    const next = { ...filters };
    if (value) next[key] = value;
    else delete next[key];
    if (key === 'clientId' && value && next.projectId) {
      const project = projects.data?.find((p) => p.projectId === next.projectId);
      if (project && project.clientId !== value) delete next.projectId;
    }
    onChange(next);
  };

  const memberData = (people.data?.rows ?? []).map((row) => ({
    value: row.companyMemberId,
    label: row.name,
  }));
  if (filters.companyMemberId && !memberData.some((m) => m.value === filters.companyMemberId)) {
    memberData.push({ value: filters.companyMemberId, label: '…' });
  }
  const departmentData = (organization.data?.divisions ?? [])
    .map((division) => ({
      group: division.name,
      items: division.departments.map((d) => ({ value: d.departmentId, label: d.name })),
    }))
    .filter((group) => group.items.length > 0);
  const projectData = (projects.data ?? [])
    .filter((p) => !filters.clientId || p.clientId === filters.clientId)
    .map((p) => ({ value: p.projectId, label: `${p.name} · ${p.clientName}` }));
  const common = { clearable: true, searchable: true, placeholder: t('statistics.filters.all') };
  const span = { base: 12, xs: 6, md: 4, xl: 2 };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('statistics.filters.title')}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, xs: 6, md: 4, xl: 3 }}>
          <DatePickerInput
            type="range"
            label={t('statistics.filters.range')}
            value={[filters.from, filters.to]}
            onChange={([from, to]) => {
              if (from && to) onChange({ ...filters, from, to });
            }}
            allowSingleDateInRange
            {...picker}
            data-testid="statistics-range"
          />
        </Grid.Col>
        {manager ? (
          <>
            <Grid.Col span={span}>
              <Select
                label={t('statistics.filters.member')}
                data={memberData}
                value={filters.companyMemberId ?? null}
                onChange={(value) => set('companyMemberId', value)}
                {...common}
              />
            </Grid.Col>
            <Grid.Col span={span}>
              <Select
                label={t('statistics.filters.department')}
                data={departmentData}
                value={filters.departmentId ?? null}
                onChange={(value) => set('departmentId', value)}
                {...common}
              />
            </Grid.Col>
          </>
        ) : null}
        <Grid.Col span={span}>
          <Select
            label={t('statistics.filters.client')}
            data={(clients.data ?? []).map((c) => ({ value: c.clientId, label: c.name }))}
            value={filters.clientId ?? null}
            onChange={(value) => set('clientId', value)}
            {...common}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <Select
            label={t('statistics.filters.project')}
            data={projectData}
            value={filters.projectId ?? null}
            onChange={(value) => set('projectId', value)}
            {...common}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <Select
            label={t('statistics.filters.actionType')}
            data={(actionTypes.data ?? []).map((a) => ({ value: a.actionTypeId, label: a.name }))}
            value={filters.actionTypeId ?? null}
            onChange={(value) => set('actionTypeId', value)}
            {...common}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
