import { getTeamPlanner } from '@atrium/contract/absence';
import { isAdmin } from '@atrium/contract/access';
import { localDate } from '@atrium/contract/dates';
import { ActionIcon, Alert, Group, Loader, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useSession } from '../../../auth/session.ts';
import { addMonths } from '../../../ui/absence/calendar-cells.ts';
import { DepartmentChoice } from './department-choice.tsx';
import { PlannerGrid } from './planner-grid.tsx';

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
