import type { TeamOvertime } from '@atrium/contract/absence';
import { approveOvertime, getMemberOvertime, getTeamOvertime } from '@atrium/contract/addresses';
import { localDate } from '@atrium/contract/dates';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
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

/**
 * admin/absence/overtime (docs/product/overtime.md#team): a month's overtime of the members whose
 * overtime the caller approves, each week with its state and, while it waits, an Approve button.
 */
export function TeamOvertimeScreen() {
  const { t } = useTranslation();
  const today = localDate(new Date(), useMemberTimeZone());
  const [month, setMonth] = useState(today.slice(0, 7));
  const team = useOperationQuery(getTeamOvertime, { query: { month } });

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
      {team.data && team.data.members.length === 0 ? <Text>{t('absence.overtime.teamEmpty')}</Text> : null}
      {team.data?.members.map((member) => (
        <MemberMonth key={member.memberId} member={member} />
      ))}
    </Stack>
  );
}

function MemberMonth({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const hours = useHours();
  const dates = useDateFormat();
  const approve = useOperationMutation(approveOvertime, {
    invalidates: [getTeamOvertime, getMemberOvertime],
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const onApprove = async (weekStart: string) => {
    setRefusal(null);
    try {
      await approve.mutateAsync({ body: { memberId: member.memberId, weekStart } });
      notifications.show({ message: t('absence.overtime.approved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('absence.overtime.approveFailed'));
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={member.name}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="h5">
          {member.name}
        </Title>
        <Text fw={600}>{t('absence.overtime.monthTotal', { hours: hours(member.overtimeMinutes) })}</Text>
      </Group>
      {refusal ? (
        <Alert color="red" role="alert" mb="xs">
          {refusal}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label={t('absence.overtime.weeksOf', { name: member.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('absence.overtime.week')}</Table.Th>
              <Table.Th>{t('absence.overtime.overtime')}</Table.Th>
              <Table.Th>{t('absence.overtime.stateTitle')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {member.weeks.map((week) => {
              const range = t('absence.overtime.range', {
                from: dates.day(week.start),
                to: dates.day(week.end),
              });
              return (
                <Table.Tr key={week.start}>
                  <Table.Td>{range}</Table.Td>
                  <Table.Td>{hours(week.approval?.minutes ?? week.overtimeMinutes)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <OvertimeWeekState week={week} />
                      {week.state === 'pending' ? (
                        <Button
                          size="compact-sm"
                          loading={approve.isPending}
                          onClick={() => void onApprove(week.start)}
                          aria-label={t('absence.overtime.approveWeek', { name: member.name, range })}
                        >
                          {t('absence.overtime.approve')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
