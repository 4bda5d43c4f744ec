import { Button, Collapse, Group, Select } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface Choice {
  value: string;
  label: string;
}

export interface GanttFiltersProps {
  divisions: Choice[];
  departments: Choice[];
  divisionId: string | null;
  departmentId: string | null;
  onDivision: (divisionId: string | null) => void;
  onDepartment: (departmentId: string | null) => void;
  onExport: (format: 'csv' | 'xlsx') => void;
}

/**
 * The gantt's division and department filters and its exports. On a phone they fold behind one
 * button, so that the chart starts on the first screen; the button says how many filters are set.
 */
export function GanttFilters(props: GanttFiltersProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, { toggle }] = useDisclosure(false);
  const set = [props.divisionId, props.departmentId].filter(Boolean).length;
  const controls = (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('absenceTeam.gantt.division')}
        placeholder={t('absenceTeam.gantt.all')}
        data={props.divisions}
        value={props.divisionId}
        onChange={props.onDivision}
        clearable
        w={phone ? '100%' : 200}
      />
      <Select
        label={t('absenceTeam.gantt.department')}
        placeholder={t('absenceTeam.gantt.all')}
        data={props.departments}
        value={props.departmentId}
        onChange={props.onDepartment}
        clearable
        searchable
        w={phone ? '100%' : 200}
      />
      <Button variant="default" onClick={() => props.onExport('csv')}>
        {t('absenceTeam.gantt.exportCsv')}
      </Button>
      <Button variant="default" onClick={() => props.onExport('xlsx')}>
        {t('absenceTeam.gantt.exportXlsx')}
      </Button>
    </Group>
  );
  if (!phone) return controls;
  return (
    <>
      <Button variant="default" onClick={toggle} aria-expanded={open} fullWidth>
        {set > 0 ? t('absenceTeam.gantt.filtersSet', { count: set }) : t('absenceTeam.gantt.filters')}
      </Button>
      <Collapse expanded={open} style={{ width: '100%' }}>
        {controls}
      </Collapse>
    </>
  );
}
