import { DEFAULT_WEEK_MINUTES, getCompanyWorkSchedule } from '@atrium/contract/absence';
import { getCurrentCompany } from '@atrium/contract/companies';
import { localDate } from '@atrium/contract/dates';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { browserTimeZone } from '../../../auth/member-time-zone.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { LoadFailed } from '../load-failed.tsx';
import { ScheduleHistory } from './schedule-history.tsx';
import { WorkScheduleForm } from './work-schedule-form.tsx';

/**
 * settings/work-schedule (ADMIN/OWNER, docs/product/absence.md#settings-screens): the company's
 * default week in effect today, a form that sets a new one from a chosen day, and every schedule
 * the company has had or planned.
 */
export function WorkScheduleScreen() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  // The default week is the company's, so its "today" is the company's day, as on the server.
  const company = useOperationQuery(getCurrentCompany);
  const today = localDate(new Date(), company.data?.timeZone ?? browserTimeZone());
  const overview = useOperationQuery(getCompanyWorkSchedule);

  if (overview.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
  const { current, schedules } = overview.data;

  return (
    <Stack gap="md" maw={880}>
      <Text c="dimmed" fz="sm">
        {t('absenceSettings.workSchedule.intro')}
      </Text>
      <Text fz="sm">
        {current
          ? `${t('absenceSettings.workSchedule.inEffectTitle')}: ${t('absenceSettings.workSchedule.inEffectSince', { date: dates.day(current.effectiveFrom) })}`
          : t('absenceSettings.workSchedule.defaultWeek')}
      </Text>
      <WorkScheduleForm
        key={current?.workScheduleId ?? 'default'}
        week={current?.minutes ?? DEFAULT_WEEK_MINUTES}
        today={today}
      />
      <ScheduleHistory schedules={schedules} currentId={current?.workScheduleId ?? null} today={today} />
    </Stack>
  );
}
