import {
  getBalanceExplanation,
  getLeaveBalances,
  getLeaveTypes,
  getMemberWorkSchedule,
  type LeaveType,
  type WeekMinutes,
} from '@atrium/contract/absence';
import { getCurrentCompany } from '@atrium/contract/companies';
import { localDate } from '@atrium/contract/dates';
import type { Person } from '@atrium/contract/people';
import { Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { browserTimeZone } from '../../../auth/member-time-zone.ts';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { useAmount } from '../../../ui/absence/minutes.ts';
import { balanceMovements, useMovementText } from '../../absence/index.ts';
import { LoadFailed } from '../load-failed.tsx';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { AdjustmentForm } from './adjustment-form.tsx';

const DEFAULT_DAY_MINUTES = 480;

/** A week's average working day, as the server counts a day of allowance (docs/product/absence.md#allowances). */
function averageDay(week: WeekMinutes | undefined): number {
  const days = Object.values(week ?? {}).filter((minutes) => minutes > 0);
  return days.length === 0
    ? DEFAULT_DAY_MINUTES
    : Math.round(days.reduce((sum, minutes) => sum + minutes, 0) / days.length);
}

/**
 * The person's balance of one type today and the year's ledger with the running total, in the
 * unit the allowance policy states it in and with the New Year's lapse and carry-over as one
 * movement, as the person's own explanation reads (docs/product/absence.md#adjustments-screen).
 */
function MemberLedger({ person, leaveType, year }: { person: Person; leaveType: LeaveType; year: number }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const describe = useMovementText();
  const nameOf = useTranslatedName();
  const memberId = person.companyMemberId;
  const balances = useOperationQuery(getLeaveBalances, { query: { memberId } });
  const explanation = useOperationQuery(getBalanceExplanation, {
    query: { memberId, leaveTypeId: leaveType.leaveTypeId, year },
  });
  const balance = balances.data?.balances.find((entry) => entry.leaveTypeId === leaveType.leaveTypeId);
  const amount = useAmount(explanation.data?.unit, explanation.data?.dayMinutes);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="adjustment-ledger-title">
      <Stack gap="sm">
        <Title order={3} fz="h4" id="adjustment-ledger-title">
          {t('absenceSettings.adjustments.balanceTitle', {
            name: person.name,
            type: nameOf(leaveType.names),
          })}
        </Title>
        {balances.isError || explanation.isError ? (
          <LoadFailed
            onRetry={() => {
              void balances.refetch();
              void explanation.refetch();
            }}
          />
        ) : null}
        {balance ? (
          <Group gap="xl">
            <Stack gap={0}>
              <Text fz="xl" fw={700} data-testid="adjustment-available">
                {amount.amount(balance.availableMinutes)}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('absenceSettings.adjustments.available')}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text fz="xl" fw={700}>
                {amount.amount(balance.balanceMinutes)}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('absenceSettings.adjustments.balanceToday')}
              </Text>
            </Stack>
          </Group>
        ) : null}
        <Title order={4} fz="sm">
          {t('absenceSettings.adjustments.ledgerTitle', { year })}
        </Title>
        {explanation.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {explanation.data && explanation.data.entries.length === 0 ? (
          <Text fz="sm">{t('absenceSettings.adjustments.noEntries', { year })}</Text>
        ) : null}
        {explanation.data && explanation.data.entries.length > 0 ? (
          <Table striped aria-label={t('absenceSettings.adjustments.ledgerLabel', { year })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('absenceSettings.adjustments.columns.entry')}</Table.Th>
                <Table.Th ta="right">{t('absenceSettings.adjustments.columns.change')}</Table.Th>
                <Table.Th ta="right">{t('absenceSettings.adjustments.columns.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balanceMovements(explanation.data.entries).map((movement) => {
                const entry = movement.type === 'entry' ? movement.entry : null;
                const date = movement.type === 'yearEnd' ? movement.date : movement.entry.effectiveDate;
                const change = movement.type === 'yearEnd' ? movement.changeMinutes : movement.entry.minutes;
                const after =
                  movement.type === 'yearEnd' ? movement.runningMinutes : movement.entry.runningMinutes;
                return (
                  <Table.Tr key={movement.key}>
                    <Table.Td>
                      <Text fz="sm">
                        {dates.day(date)} · {describe(movement, amount)}
                      </Text>
                      {/* Reasons the jobs write are English text of the server: only a person's own is shown. */}
                      {entry?.reason && entry.source === 'manual' ? (
                        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {entry.actorName ? `${entry.reason} (${entry.actorName})` : entry.reason}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {amount.amount(change, { signed: true })}
                    </Table.Td>
                    <Table.Td ta="right" fw={500} style={{ whiteSpace: 'nowrap' }}>
                      {amount.amount(after)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * admin/absence/adjustments (ADMIN/OWNER, docs/product/absence.md#adjustments-screen): add a manual
 * adjustment to a person's balance, and see their balance and the year's ledger change with it.
 */
export function BalanceAdjustmentsScreen() {
  const { t } = useTranslation();
  const company = useOperationQuery(getCurrentCompany);
  const today = localDate(new Date(), company.data?.timeZone ?? browserTimeZone());
  const leaveTypes = useOperationQuery(getLeaveTypes);
  const [person, setPerson] = useState<Person | null>(null);
  const [leaveTypeId, setLeaveTypeId] = useState<string | null>(null);
  // The ledger shows this year, or the year of the adjustment just added.
  const [year, setYear] = useState<number | null>(null);
  const schedule = useOperationQuery(
    getMemberWorkSchedule,
    { params: { memberId: person?.companyMemberId ?? '' } },
    { enabled: person !== null },
  );

  if (leaveTypes.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (leaveTypes.isError) return <LoadFailed onRetry={() => void leaveTypes.refetch()} />;
  const leaveType = leaveTypes.data.find((type) => type.leaveTypeId === leaveTypeId);

  return (
    <Stack gap="md" maw={1100}>
      <Text c="dimmed" fz="sm" maw={720}>
        {t('absenceSettings.adjustments.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AdjustmentForm
          person={person}
          onPerson={setPerson}
          leaveTypes={leaveTypes.data}
          leaveTypeId={leaveTypeId}
          onLeaveType={setLeaveTypeId}
          dayMinutes={averageDay(schedule.data?.current?.minutes)}
          today={today}
          onAdded={(effectiveDate) => setYear(Number(effectiveDate.slice(0, 4)))}
        />
        {person && leaveType ? (
          <MemberLedger
            key={`${person.companyMemberId}-${leaveType.leaveTypeId}`}
            person={person}
            leaveType={leaveType}
            year={year ?? Number(today.slice(0, 4))}
          />
        ) : (
          <Text fz="sm" c="dimmed">
            {t('absenceSettings.adjustments.chooseFirst')}
          </Text>
        )}
      </SimpleGrid>
    </Stack>
  );
}
