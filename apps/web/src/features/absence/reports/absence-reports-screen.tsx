import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllowanceReport } from './allowance-report.tsx';
import { LeaveReport } from './leave-report.tsx';

type Report = 'allowance' | 'leave';

/**
 * admin/absence/reports (docs/product/absence-reports.md): the allowance report and the leave
 * report, on screen and as files, for owners and administrators.
 */
export function AbsenceReportsScreen() {
  const { t } = useTranslation();
  const [report, setReport] = useState<Report>('allowance');
  return (
    <Stack gap="md">
      <SegmentedControl
        value={report}
        onChange={(value) => setReport(value as Report)}
        data={[
          { value: 'allowance', label: t('absence.reports.allowance') },
          { value: 'leave', label: t('absence.reports.leave') },
        ]}
        aria-label={t('absence.reports.choose')}
        w="fit-content"
      />
      {report === 'allowance' ? <AllowanceReport /> : <LeaveReport />}
    </Stack>
  );
}
