import { getLeaveTypes } from '@atrium/contract/absence';
import { getOrganization } from '@atrium/contract/organization';
import { Button, Group, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';

export interface ReportFilterValues {
  departmentId: string | null;
  leaveTypeId: string | null;
}

interface ReportFiltersProps extends ReportFilterValues {
  onChange: (values: ReportFilterValues) => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  /** The report's own choices (its year or period, a status), before the shared ones. */
  children: ReactNode;
}

/** The filters both reports share (department, leave type) beside their own, and the two downloads. */
export function ReportFilters({
  departmentId,
  leaveTypeId,
  onChange,
  onExport,
  children,
}: ReportFiltersProps) {
  const { t } = useTranslation();
  const name = useTranslatedName();
  const phone = useMediaQuery('(max-width: 48em)');
  const organization = useOperationQuery(getOrganization);
  const leaveTypes = useOperationQuery(getLeaveTypes);
  const departments = (organization.data?.divisions ?? [])
    .filter((division) => division.departments.length > 0)
    .map((division) => ({
      group: division.name,
      items: division.departments.map((department) => ({
        value: department.departmentId,
        label: department.name,
      })),
    }));
  const width = phone ? '100%' : 200;
  return (
    <Group gap="sm" align="flex-end">
      {children}
      <Select
        label={t('absence.reports.department')}
        placeholder={t('absence.reports.everyone')}
        data={departments}
        value={departmentId}
        onChange={(value) => onChange({ departmentId: value, leaveTypeId })}
        clearable
        searchable
        w={width}
      />
      <Select
        label={t('absence.reports.leaveType')}
        placeholder={t('absence.reports.allTypes')}
        data={(leaveTypes.data ?? []).map((type) => ({ value: type.leaveTypeId, label: name(type.names) }))}
        value={leaveTypeId}
        onChange={(value) => onChange({ departmentId, leaveTypeId: value })}
        clearable
        w={width}
      />
      <Button variant="default" onClick={() => onExport('csv')}>
        {t('absence.reports.exportCsv')}
      </Button>
      <Button variant="default" onClick={() => onExport('xlsx')}>
        {t('absence.reports.exportXlsx')}
      </Button>
    </Group>
  );
}
