import { coverageWarnings, type CalendarAbsence, type TeamPlanner } from '@atrium/contract/absence';
import { Alert, Drawer, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AbsenceBar } from '../../../ui/absence/absence-bar.tsx';
import { absenceFill, AWAY_COLOUR, dayShade, weekdayKeyOf } from '../../../ui/absence/calendar-cells.ts';
import { useHours } from '../../../ui/absence/minutes.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { PlannerLegend } from './planner-legend.tsx';
import { RequestDetail } from './request-detail.tsx';

/**
 * The month's members × days: each absence drawn in its type's colour (a request the caller may
 * read opens in a drawer), and a footer row marking the days short of the coverage rule.
 */
export function PlannerGrid({ plan }: { plan: TeamPlanner }) {
  const { t, i18n } = useTranslation();
  const hours = useHours();
  const nameOf = useTranslatedName();
  const format = useDateFormat();
  const [opened, setOpened] = useState<string | null>(null);
  const types = useMemo(
    () => new Map(plan.leaveTypes.map((type) => [type.leaveTypeId, type])),
    [plan.leaveTypes],
  );
  const cells = useMemo(
    () => new Map(plan.absences.map((absence) => [`${absence.memberId} ${absence.date}`, absence])),
    [plan.absences],
  );
  const short = new Set(coverageWarnings(plan.rule, plan.coverage).map((warning) => warning.date));

  if (plan.members.length === 0) return <Text>{t('absenceTeam.planner.nobody')}</Text>;
  const labelOf = (absence: CalendarAbsence) => {
    const type = absence.leaveTypeId ? types.get(absence.leaveTypeId) : undefined;
    const name = type ? nameOf(type.names) : t('absenceTeam.away');
    // A part of a day says which part, or how many hours, as the drawing shows it.
    const what =
      absence.part === 'morning' || absence.part === 'afternoon'
        ? t('absenceTeam.planner.partLabel', {
            what: name,
            part: t(`absenceTeam.planner.parts.${absence.part}`),
          })
        : absence.part === 'hours'
          ? t('absenceTeam.planner.partLabel', { what: name, part: hours(absence.minutes) })
          : name;
    return absence.status === 'pending' ? t('absenceTeam.planner.pendingLabel', { what }) : what;
  };

  return (
    <Stack gap="sm">
      <PlannerLegend
        types={plan.leaveTypes}
        hasAway={plan.absences.some((absence) => absence.leaveTypeId === null)}
        parts={new Set(plan.absences.map((absence) => absence.part ?? 'full'))}
      />
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder withColumnBorders fz="xs" aria-label={t('absenceTeam.planner.gridLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" miw={160}>
                {t('absenceTeam.planner.person')}
              </Table.Th>
              {plan.days.map((day) => (
                <Table.Th
                  key={day.date}
                  scope="col"
                  ta="center"
                  p={2}
                  w={30}
                  style={{ background: dayShade(day), minWidth: 30 }}
                  title={day.holiday ? nameOf(day.holiday) : undefined}
                >
                  <Text fz={10} c="dimmed" component="span" display="block">
                    {t(`absenceSettings.workSchedule.weekdaysShort.${weekdayKeyOf(day.date)}`)}
                  </Text>
                  {Number(day.date.slice(8))}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.members.map((member) => (
              <Table.Tr key={member.memberId}>
                <Table.Th scope="row" fw={500}>
                  {member.name}
                </Table.Th>
                {plan.days.map((day) => {
                  const absence = cells.get(`${member.memberId} ${day.date}`);
                  const type = absence?.leaveTypeId ? types.get(absence.leaveTypeId) : undefined;
                  const bar = absence ? (
                    <AbsenceBar
                      fill={absenceFill(type, absence.status === 'pending')}
                      colour={type?.colour ?? AWAY_COLOUR}
                      part={absence.part}
                      hours={(absence.minutes / 60).toLocaleString(i18n.language, {
                        maximumFractionDigits: 1,
                      })}
                      label={labelOf(absence)}
                    />
                  ) : null;
                  const requestId = absence?.leaveRequestId ?? null;
                  return (
                    <Table.Td key={day.date} p={2} style={{ background: dayShade(day) }}>
                      {absence && requestId ? (
                        <UnstyledButton
                          display="block"
                          w="100%"
                          onClick={() => setOpened(requestId)}
                          aria-label={t('absenceTeam.planner.openRequest', {
                            name: member.name,
                            date: format.day(day.date),
                            what: labelOf(absence),
                          })}
                        >
                          {bar}
                        </UnstyledButton>
                      ) : (
                        bar
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {plan.rule ? (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('absenceTeam.planner.coverage')}</Table.Th>
                {plan.coverage.map((day) => (
                  <Table.Td key={day.date} p={2} ta="center">
                    {short.has(day.date) ? (
                      <Text
                        c="red.8"
                        fw={700}
                        component="span"
                        title={t('absenceTeam.planner.shortDay')}
                        aria-label={t('absenceTeam.planner.shortDay')}
                      >
                        !
                      </Text>
                    ) : null}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
      {short.size > 0 ? (
        <Alert color="orange" title={t('absenceTeam.planner.shortTitle')}>
          {t('absenceTeam.planner.shortDays', { count: short.size })}
        </Alert>
      ) : null}
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position="right"
        title={t('absenceTeam.planner.requestTitle')}
      >
        {opened ? <RequestDetail leaveRequestId={opened} leaveTypes={plan.leaveTypes} /> : null}
      </Drawer>
    </Stack>
  );
}
