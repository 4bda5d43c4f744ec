import {
  coverageWarnings,
  getTeamPlanner,
  type CalendarAbsence,
  type CalendarLeaveType,
  type TeamPlanner,
} from '@atrium/contract/absence';
import { isAdmin } from '@atrium/contract/access';
import { localDate } from '@atrium/contract/dates';
import { getOrganization } from '@atrium/contract/organization';
import {
  ActionIcon,
  Alert,
  Box,
  Drawer,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useSession } from '../../../auth/session.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { AbsenceBar } from '../../../ui/absence/absence-bar.tsx';
import { useHours } from '../../../ui/absence/minutes.ts';
import {
  absenceFill,
  addMonths,
  AWAY_COLOUR,
  dayShade,
  weekdayKeyOf,
} from '../../../ui/absence/calendar-cells.ts';
import { RequestDetail } from './request-detail.tsx';

/**
 * absence/planner (docs/product/absence.md#team-planner): a month of my department — managers and
 * ADMIN/OWNER choose another — with weekends and holidays shaded, approved and pending absences,
 * private types as "Away", and the days that fall short of the coverage rule. An absence whose
 * request the caller may read opens it, with whom it waits for.
 */
export function AbsencePlannerScreen() {
  const { t, i18n } = useTranslation();
  const zone = useMemberTimeZone();
  const session = useSession();
  const [month, setMonth] = useState(() => localDate(new Date(), zone).slice(0, 7));
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const planner = useOperationQuery(getTeamPlanner, {
    query: departmentId ? { month, departmentId } : { month },
  });
  const monthTitle = dayjs(`${month}-01`).locale(i18n.language).format('MMMM YYYY');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            onClick={() => setMonth(addMonths(month, -1))}
            aria-label={t('absenceTeam.planner.previousMonth')}
          >
            ‹
          </ActionIcon>
          <Title order={2} fz="h3" miw={180} ta="center" aria-live="polite">
            {monthTitle}
          </Title>
          <ActionIcon
            variant="default"
            onClick={() => setMonth(addMonths(month, 1))}
            aria-label={t('absenceTeam.planner.nextMonth')}
          >
            ›
          </ActionIcon>
        </Group>
        {session &&
        (isAdmin(session.roles) ||
          session.roles.some((role) => role.startsWith('COMPANYDEPARTMENTROLE_'))) ? (
          <DepartmentChoice
            value={departmentId ?? planner.data?.departmentId ?? null}
            onChange={setDepartmentId}
            memberId={session.companyMemberId}
            admin={isAdmin(session.roles)}
          />
        ) : null}
      </Group>
      {planner.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : planner.isError ? (
        <Alert color="red" role="alert">
          {planner.error.status === 403 ? t('absenceTeam.planner.notYours') : t('absenceTeam.loadFailed')}
        </Alert>
      ) : (
        <PlannerGrid plan={planner.data} />
      )}
    </Stack>
  );
}

/** The departments a manager may open (those they manage, and their own), or all for ADMIN/OWNER. */
function DepartmentChoice({
  value,
  onChange,
  memberId,
  admin,
}: {
  value: string | null;
  onChange: (departmentId: string | null) => void;
  memberId: string | null;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const organization = useOperationQuery(getOrganization);
  const data = (organization.data?.divisions ?? []).map((division) => ({
    group: division.name,
    items: division.departments
      .filter(
        (department) =>
          admin ||
          department.departmentId === value ||
          division.managers.some((manager) => manager.companyMemberId === memberId) ||
          department.managers.some((manager) => manager.companyMemberId === memberId),
      )
      .map((department) => ({ value: department.departmentId, label: department.name })),
  }));
  return (
    <Select
      label={t('absenceTeam.planner.department')}
      data={data.filter((group) => group.items.length > 0)}
      value={value}
      onChange={(chosen) => chosen && onChange(chosen)}
      allowDeselect={false}
      searchable
      w={260}
    />
  );
}

function PlannerGrid({ plan }: { plan: TeamPlanner }) {
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
      <Legend
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

function Legend({
  types,
  hasAway,
  parts,
}: {
  types: readonly CalendarLeaveType[];
  hasAway: boolean;
  /** The parts of a day the month's absences take: the halves and hours are explained when shown. */
  parts: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const nameOf = useTranslatedName();
  const swatch = (colour: string, pending = false) => (
    <Box
      w={14}
      h={14}
      style={{
        background: pending
          ? `repeating-linear-gradient(45deg, ${colour} 0 3px, transparent 3px 6px)`
          : colour,
        borderRadius: 3,
        border: pending ? `1px solid ${colour}` : undefined,
      }}
      aria-hidden
    />
  );
  return (
    <Group gap="md" aria-label={t('absenceTeam.planner.legend')} role="group">
      {types.map((type) => (
        <Group key={type.leaveTypeId} gap={4}>
          {swatch(type.colour)}
          <Text fz="sm">{nameOf(type.names)}</Text>
        </Group>
      ))}
      {hasAway ? (
        <Group gap={4}>
          {swatch(AWAY_COLOUR)}
          <Text fz="sm">{t('absenceTeam.away')}</Text>
        </Group>
      ) : null}
      <Group gap={4}>
        {swatch(AWAY_COLOUR, true)}
        <Text fz="sm">{t('absenceTeam.planner.pending')}</Text>
      </Group>
      {(['morning', 'afternoon', 'hours'] as const)
        .filter((part) => parts.has(part))
        .map((part) => (
          <Group key={part} gap={4}>
            <AbsenceBar fill={AWAY_COLOUR} colour={AWAY_COLOUR} part={part} h={14} w={14} />
            <Text fz="sm">{t(`absenceTeam.planner.legendParts.${part}`)}</Text>
          </Group>
        ))}
      <Group gap={4}>
        {swatch('var(--mantine-color-orange-light)')}
        <Text fz="sm">{t('absenceTeam.planner.holiday')}</Text>
      </Group>
      <Group gap={4}>
        {swatch('var(--mantine-color-gray-light)')}
        <Text fz="sm">{t('absenceTeam.planner.weekend')}</Text>
      </Group>
    </Group>
  );
}
