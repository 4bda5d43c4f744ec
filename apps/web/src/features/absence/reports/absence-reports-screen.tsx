import { SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllowanceReport } from './allowance-report.tsx';
import { LeaveReport } from './leave-report.tsx';
import { PayrollReport } from './payroll-report.tsx';

type Report = 'allowance' | 'leave' | 'payroll';

/**
 * admin/absence/reports (docs/product/absence-reports.md): the allowance report, the leave report
 * and the payroll month, on screen and as files, for owners and administrators.
 */
export function AbsenceReportsScreen() {
  const { t } = useTranslation();
  const [report, setReport] = useState<Report>('allowance');
  // Three report names side by side are wider than a phone in Macedonian and Albanian: there they stack.
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Stack gap="md">
      <SegmentedControl
        value={report}
        onChange={(value) => setReport(value as Report)}
        data={[
          { value: 'allowance', label: t('absence.reports.allowance') },
          { value: 'leave', label: t('absence.reports.leave') },
          { value: 'payroll', label: t('absence.reports.payroll.tab') },
        ]}
        aria-label={t('absence.reports.choose')}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        w={phone ? undefined : 'fit-content'}
      />
      {report === 'allowance' ? (
        <AllowanceReport />
      ) : report === 'leave' ? (
        <LeaveReport />
      ) : (
        <PayrollReport />
      )}
    </Stack>
  );
}
