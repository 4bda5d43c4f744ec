import type { OvertimeWeek, TeamOvertime } from '@atrium/contract/absence';
import { approveOvertime, getMemberOvertime, getTeamOvertime } from '@atrium/contract/addresses';
import { localDate } from '@atrium/contract/dates';
import { Alert, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useHours } from '../../../ui/absence/minutes.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { OvertimeWeekState } from './overtime-week-state.tsx';

type TeamMember = TeamOvertime['members'][number];

/** The weeks of the month, in order, as the members' rows have them (a week a row lacks is blank). */
function weeksOf(team: TeamOvertime): { start: string; end: string }[] {
  const weeks = new Map<string, string>();
  for (const member of team.members) for (const week of member.weeks) weeks.set(week.start, week.end);
  return [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([start, end]) => ({ start, end }));
}

/**
 * admin/absence/overtime (docs/product/overtime.md#team): a month's overtime of the members whose
 * overtime the caller approves, as one table: a member a row, a week a column, each cell the week's
 * overtime with its state and, while it waits, an Approve button; the month's total last.
 */
export function TeamOvertimeScreen() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const hours = useHours();
  const today = localDate(new Date(), useMemberTimeZone());
  const [month, setMonth] = useState(today.slice(0, 7));
  const team = useOperationQuery(getTeamOvertime, { query: { month } });
  const approve = useOperationMutation(approveOvertime, {
    invalidates: [getTeamOvertime, getMemberOvertime],
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const onApprove = async (member: TeamMember, weekStart: string) => {
    setRefusal(null);
    try {
      await approve.mutateAsync({ body: { memberId: member.memberId, weekStart } });
      notifications.show({ message: t('absence.overtime.approved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('absence.overtime.approveFailed'));
    }
  };

  const weeks = team.data ? weeksOf(team.data) : [];
  const rangeOf = (week: { start: string; end: string }) =>
    t('absence.overtime.range', { from: dates.day(week.start), to: dates.day(week.end) });

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('absence.overtime.teamIntro')}
      </Text>
      <MonthPickerInput
        label={t('absence.overtime.month')}
        value={`${month}-01`}
        onChange={(value) => value && setMonth(value.slice(0, 7))}
        maxDate={today}
        w={200}
      />
      {team.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {team.isError ? (
        <Alert color="red" role="alert">
          {t('absence.overtime.loadFailed')}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {team.data && team.data.members.length === 0 ? <Text>{t('absence.overtime.teamEmpty')}</Text> : null}
      {team.data && team.data.members.length > 0 ? (
        <Table.ScrollContainer minWidth={200 + weeks.length * 150}>
          <Table aria-label={t('absence.overtime.teamTable')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('absence.overtime.member')}</Table.Th>
                {weeks.map((week) => (
                  <Table.Th key={week.start} scope="col" fz="xs" fw={600}>
                    {dates.day(week.start)}
                    <br />– {dates.day(week.end)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {t('absence.overtime.monthColumn')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.members.map((member) => (
                <Table.Tr key={member.memberId}>
                  <Table.Th scope="row" fw={500}>
                    {member.name}
                  </Table.Th>
                  {weeks.map((column) => {
                    const week = member.weeks.find((entry) => entry.start === column.start);
                    return (
                      <Table.Td key={column.start}>
                        {week ? (
                          <WeekCell
                            week={week}
                            approveLabel={t('absence.overtime.approveWeek', {
                              name: member.name,
                              range: rangeOf(week),
                            })}
                            approving={approve.isPending}
                            onApprove={() => void onApprove(member, week.start)}
                          />
                        ) : null}
                      </Table.Td>
                    );
                  })}
                  <Table.Td ta="right" fw={600}>
                    {hours(member.overtimeMinutes)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/** One member's week: its overtime, its state and, while it waits, the button that approves it. */
function WeekCell({
  week,
  approveLabel,
  approving,
  onApprove,
}: {
  week: OvertimeWeek;
  approveLabel: string;
  approving: boolean;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  const hours = useHours();
  return (
    <Stack gap={4} align="flex-start">
      <Text fz="sm" fw={500}>
        {hours(week.approval?.minutes ?? week.overtimeMinutes)}
      </Text>
      <OvertimeWeekState week={week} />
      {week.state === 'pending' ? (
        <Button size="compact-xs" loading={approving} onClick={onApprove} aria-label={approveLabel}>
          {t('absence.overtime.approve')}
        </Button>
      ) : null}
    </Stack>
  );
}
