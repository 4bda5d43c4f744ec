import {
  chooseOptionalHoliday,
  getMemberWorkSchedule,
  getPublicHolidays,
  unchooseOptionalHoliday,
  type PublicHoliday,
  type WorkSchedule,
} from '@atrium/contract/absence';
import { Modules } from '@atrium/contract/access';
import { localDate } from '@atrium/contract/dates';
import { Badge, Card, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useSession } from '../../../auth/session.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { hoursText, WEEKDAYS, weekTotalMinutes } from '../../../ui/absence/week-hours.ts';

/**
 * The member's own absence settings in account/general-settings (docs/product/absence.md#my-absence-settings):
 * the work schedule that applies to them, the optional holidays they take and their calendar feed. Only with ABSENCE.
 */
export function MyAbsenceCards() {
  const session = useSession();
  if (!session?.companyMemberId || !session.modules.includes(Modules.ABSENCE)) return null;
  return (
    <>
      <MyScheduleCard memberId={session.companyMemberId} />
      <OptionalHolidaysCard />
      <CalendarFeedCard />
    </>
  );
}

function MyScheduleCard({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const zone = useMemberTimeZone();
  const today = localDate(new Date(), zone);
  const overview = useOperationQuery(getMemberWorkSchedule, { params: { memberId } });
  const current = overview.data?.current ?? null;
  const planned = (overview.data?.schedules ?? []).filter((schedule) => schedule.effectiveFrom > today);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="my-schedule-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="my-schedule-title">
          {t('absenceTeam.account.scheduleTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('absenceTeam.account.scheduleIntro')}
        </Text>
        {overview.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : overview.isError ? (
          <Text c="red" fz="sm">
            {t('absenceTeam.loadFailed')}
          </Text>
        ) : current === null ? (
          <Text fz="sm">{t('absenceTeam.account.noSchedule')}</Text>
        ) : (
          <>
            <Text fz="sm">
              {current.memberId === null
                ? t('absenceTeam.account.companyDefault', { date: format.day(current.effectiveFrom) })
                : t('absenceTeam.account.ownSchedule', { date: format.day(current.effectiveFrom) })}
            </Text>
            <WeekTable schedule={current} label={t('absenceTeam.account.scheduleTitle')} />
            <Text fz="sm" fw={500}>
              {t('absenceTeam.account.weekTotal', {
                hours: hoursText(weekTotalMinutes(current.minutes), i18n.language),
              })}
            </Text>
            {planned.map((schedule) => (
              <Text fz="sm" key={schedule.workScheduleId}>
                {t('absenceTeam.account.planned', {
                  date: format.day(schedule.effectiveFrom),
                  hours: hoursText(weekTotalMinutes(schedule.minutes), i18n.language),
                })}
              </Text>
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}

function WeekTable({ schedule, label }: { schedule: WorkSchedule; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table w="fit-content" aria-label={label} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          {WEEKDAYS.map((day) => (
            <Table.Th key={day} scope="col">
              <abbr title={t(`absenceSettings.workSchedule.weekdays.${day}`)}>
                {t(`absenceSettings.workSchedule.weekdaysShort.${day}`)}
              </abbr>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          {WEEKDAYS.map((day) => (
            <Table.Td key={day}>{hoursText(schedule.minutes[day], i18n.language)}</Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function OptionalHolidaysCard() {
  const { t } = useTranslation();
  const zone = useMemberTimeZone();
  const year = Number(localDate(new Date(), zone).slice(0, 4));
  const holidays = useOperationQuery(getPublicHolidays, { query: { year } });
  const optional = (holidays.data ?? []).filter(
    (holiday) => holiday.kind === 'optional' && holiday.published,
  );

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="optional-holidays-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="optional-holidays-title">
          {t('absenceTeam.account.optionalTitle', { year })}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('absenceTeam.account.optionalIntro')}
        </Text>
        {holidays.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : holidays.isError ? (
          <Text c="red" fz="sm">
            {t('absenceTeam.loadFailed')}
          </Text>
        ) : optional.length === 0 ? (
          <Text fz="sm">{t('absenceTeam.account.noOptional')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {optional.map((holiday) => (
              <OptionalHolidayChoice key={holiday.holidayId} holiday={holiday} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function OptionalHolidayChoice({ holiday }: { holiday: PublicHoliday }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const nameOf = useTranslatedName();
  const options = { invalidates: [getPublicHolidays] };
  const choose = useOperationMutation(chooseOptionalHoliday, options);
  const unchoose = useOperationMutation(unchooseOptionalHoliday, options);
  const pending = choose.isPending || unchoose.isPending;
  const name = nameOf(holiday.names);

  const toggle = async (take: boolean) => {
    try {
      await (take ? choose : unchoose).mutateAsync({ params: { holidayId: holiday.holidayId } });
      notifications.show({
        color: 'green',
        autoClose: 1600,
        message: t(take ? 'absenceTeam.account.taken' : 'absenceTeam.account.notTaken', { name }),
      });
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('absenceTeam.saveFailed') });
    }
  };

  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <Switch
        checked={holiday.chosen}
        disabled={pending}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        label={`${format.day(holiday.date)} · ${name}`}
      />
      {holiday.estimated ? (
        <Badge variant="outline" color="dark" size="sm">
          {t('absenceTeam.account.estimated')}
        </Badge>
      ) : null}
    </Group>
  );
}
