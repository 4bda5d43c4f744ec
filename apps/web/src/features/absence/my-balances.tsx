import {
  getBalanceExplanation,
  getLeaveBalances,
  getLeaveTypes,
  type LeaveBalance,
} from '@atrium/contract/absence';
import {
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { useTranslatedName } from '../../ui/translated-name.ts';
import { balanceMovements } from './balance-movements.ts';
import { useAmount, useHours } from '../../ui/absence/minutes.ts';
import { useMovementText } from './movement-text.ts';

/**
 * The year's movements behind one balance under their headings, with the balance after each
 * (docs/product/absence.md#screens-overview-inbox-and-approval-policy), in the unit the balance's
 * policy counts in.
 */
function Explanation({ balance, year }: { balance: LeaveBalance; year: number }) {
  const { t } = useTranslation();
  const hours = useHours();
  const format = useDateFormat();
  const describe = useMovementText();
  const explanation = useOperationQuery(getBalanceExplanation, {
    query: { leaveTypeId: balance.leaveTypeId, year },
  });
  const amount = useAmount(explanation.data?.unit, explanation.data?.dayMinutes);
  if (explanation.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (explanation.isError) return <Text c="red.9">{t('absence.loadFailed')}</Text>;
  const { entries, openingMinutes, closingMinutes, reserved, unit, dayMinutes } = explanation.data;
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {unit === 'days' && dayMinutes
          ? t('absence.balances.inDays', { day: hours(dayMinutes) })
          : t('absence.balances.inHours')}
      </Text>
      <Table striped aria-label={t('absence.balances.movements', { year })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('absence.balances.columns.date')}</Table.Th>
            <Table.Th>{t('absence.balances.columns.what')}</Table.Th>
            <Table.Th ta="right">{t('absence.balances.columns.change')}</Table.Th>
            <Table.Th ta="right">{t('absence.balances.columns.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td />
            <Table.Td>{t('absence.balances.opening')}</Table.Td>
            <Table.Td />
            <Table.Td ta="right" style={nowrap}>
              {amount.amount(openingMinutes)}
            </Table.Td>
          </Table.Tr>
          {balanceMovements(entries).map((movement) => {
            const date = movement.type === 'yearEnd' ? movement.date : movement.entry.effectiveDate;
            const change = movement.type === 'yearEnd' ? movement.changeMinutes : movement.entry.minutes;
            const after =
              movement.type === 'yearEnd' ? movement.runningMinutes : movement.entry.runningMinutes;
            const usableUntil =
              movement.type === 'yearEnd' ? movement.expiresOn : (movement.entry.expiresOn ?? null);
            return (
              <Table.Tr key={movement.key}>
                <Table.Td style={nowrap}>{format.day(date)}</Table.Td>
                <Table.Td>
                  <Text fz="sm">{describe(movement, amount)}</Text>
                  {usableUntil ? (
                    <Text fz="xs" c="dimmed">
                      {t('absence.balances.usableUntil', { date: format.day(usableUntil) })}
                    </Text>
                  ) : null}
                  {/* Only a reason a person typed: the server's own notes on job and policy
                      entries are in English, and the words above already say what they are. */}
                  {movement.type === 'entry' &&
                  movement.entry.reason &&
                  movement.entry.source === 'manual' ? (
                    <Text fz="xs" c="dimmed">
                      {movement.entry.reason}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  {amount.amount(change, { signed: true })}
                </Table.Td>
                <Table.Td ta="right" fw={500} style={nowrap}>
                  {amount.amount(after)}
                </Table.Td>
              </Table.Tr>
            );
          })}
          <Table.Tr>
            <Table.Td />
            <Table.Td fw={600}>{t('absence.balances.closing')}</Table.Td>
            <Table.Td />
            <Table.Td ta="right" fw={600} style={nowrap}>
              {amount.amount(closingMinutes)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {reserved.length > 0 ? (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t('absence.balances.pendingTitle')}
          </Title>
          {reserved.map((request) => (
            <Text key={request.leaveRequestId} fz="sm">
              {format.day(request.startsOn)}
              {request.endsOn !== request.startsOn ? ` – ${format.day(request.endsOn)}` : ''}:{' '}
              {amount.amount(-request.minutes, { signed: true })}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** My balances: what is left this year per leave type, reserved and carried days, and "Explain". */
export function MyBalances() {
  const { t } = useTranslation();
  const nameOf = useTranslatedName();
  const balances = useOperationQuery(getLeaveBalances, { query: {} });
  const types = useOperationQuery(getLeaveTypes);
  const [explaining, setExplaining] = useState<LeaveBalance | null>(null);
  const typeName = (leaveTypeId: string) => {
    const type = types.data?.find((candidate) => candidate.leaveTypeId === leaveTypeId);
    return type ? nameOf(type.names) : '';
  };
  const year = Number((balances.data?.on ?? '').slice(0, 4)) || new Date().getFullYear();

  return (
    <Stack gap="sm" component="section" aria-labelledby="absence-balances-title">
      <Title order={2} fz="h4" id="absence-balances-title">
        {t('absence.balances.title')}
      </Title>
      {balances.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {balances.isError ? (
        <Group>
          <Text c="red.9">{t('absence.loadFailed')}</Text>
          <Button variant="subtle" onClick={() => void balances.refetch()}>
            {t('absence.retry')}
          </Button>
        </Group>
      ) : null}
      {balances.data && balances.data.balances.length === 0 ? (
        <Text>{t('absence.balances.empty')}</Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {balances.data?.balances.map((balance) => (
          <BalanceCard
            key={balance.leaveTypeId}
            balance={balance}
            name={typeName(balance.leaveTypeId)}
            onExplain={() => setExplaining(balance)}
          />
        ))}
      </SimpleGrid>
      <Drawer
        opened={explaining !== null}
        onClose={() => setExplaining(null)}
        position="right"
        size="lg"
        title={
          explaining
            ? t('absence.balances.explainTitle', { name: typeName(explaining.leaveTypeId), year })
            : ''
        }
      >
        {explaining ? <Explanation balance={explaining} year={year} /> : null}
      </Drawer>
    </Stack>
  );
}

/** One leave type's balance, in the unit its policy states (days of the member's working day, or hours). */
function BalanceCard({
  balance,
  name,
  onExplain,
}: {
  balance: LeaveBalance;
  name: string;
  onExplain: () => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { amount } = useAmount(balance.unit, balance.dayMinutes);
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Text fw={600}>{name}</Text>
        <Text fz="xl" fw={700}>
          {amount(balance.availableMinutes)}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('absence.balances.available')}
        </Text>
        <Text fz="sm">
          {t('absence.balances.balance')}: {amount(balance.balanceMinutes)}
        </Text>
        {balance.reservedMinutes !== 0 ? (
          <Text fz="sm">
            {t('absence.balances.reserved')}: {amount(-balance.reservedMinutes)}
          </Text>
        ) : null}
        {balance.plannedMinutes !== 0 ? (
          <Text fz="sm">
            {t('absence.balances.planned')}: {amount(-balance.plannedMinutes)}
          </Text>
        ) : null}
        {balance.carriedMinutes > 0 && balance.carriedExpiresOn ? (
          <Badge variant="light" color="orange" c="dark.8">
            {t('absence.balances.carried', { date: format.day(balance.carriedExpiresOn) })}:{' '}
            {amount(balance.carriedMinutes)}
          </Badge>
        ) : null}
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={onExplain}>
            {t('absence.balances.explain')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
