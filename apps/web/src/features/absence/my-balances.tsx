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
import { useTranslatedName } from '../absence-settings/translated-name.ts';
import { useHours } from './minutes.ts';

/** The year's entries behind one balance, with the running total (docs/product/absence.md). */
function Explanation({ balance, year }: { balance: LeaveBalance; year: number }) {
  const { t } = useTranslation();
  const hours = useHours();
  const format = useDateFormat();
  const explanation = useOperationQuery(getBalanceExplanation, {
    query: { leaveTypeId: balance.leaveTypeId, year },
  });
  if (explanation.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (explanation.isError) return <Text c="red.9">{t('absence.loadFailed')}</Text>;
  const { entries, openingMinutes, closingMinutes, reserved } = explanation.data;
  return (
    <Stack gap="sm">
      <Table striped>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td colSpan={2}>{t('absence.balances.opening')}</Table.Td>
            <Table.Td ta="right">{hours(openingMinutes)}</Table.Td>
          </Table.Tr>
          {entries.map((entry) => (
            <Table.Tr key={entry.entryId}>
              <Table.Td>
                <Text fz="sm">
                  {format.day(entry.effectiveDate)} · {t(`absence.balances.kind.${entry.kind}`)}
                </Text>
                {/* Only a reason a person typed: the server's own notes on job and policy
                    entries are in English, and the kind above already says what they are. */}
                {entry.reason && entry.source === 'manual' ? (
                  <Text fz="xs" c="dimmed">
                    {entry.reason}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{hours(entry.minutes)}</Table.Td>
              <Table.Td ta="right" fw={500}>
                {hours(entry.runningMinutes)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={2} fw={600}>
              {t('absence.balances.closing')}
            </Table.Td>
            <Table.Td ta="right" fw={600}>
              {hours(closingMinutes)}
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
              {format.day(request.startsOn)} – {format.day(request.endsOn)}: {hours(-request.minutes)}
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
  const hours = useHours();
  const format = useDateFormat();
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
          <Card key={balance.leaveTypeId} withBorder padding="md">
            <Stack gap={4}>
              <Text fw={600}>{typeName(balance.leaveTypeId)}</Text>
              <Text fz="xl" fw={700}>
                {hours(balance.availableMinutes)}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('absence.balances.available')}
              </Text>
              <Text fz="sm">
                {t('absence.balances.balance')}: {hours(balance.balanceMinutes)}
              </Text>
              {balance.reservedMinutes !== 0 ? (
                <Text fz="sm">
                  {t('absence.balances.reserved')}: {hours(-balance.reservedMinutes)}
                </Text>
              ) : null}
              {balance.plannedMinutes !== 0 ? (
                <Text fz="sm">
                  {t('absence.balances.planned')}: {hours(-balance.plannedMinutes)}
                </Text>
              ) : null}
              {balance.carriedMinutes > 0 && balance.carriedExpiresOn ? (
                <Badge variant="light" color="orange" c="dark.8">
                  {t('absence.balances.carried', { date: format.day(balance.carriedExpiresOn) })}:{' '}
                  {hours(balance.carriedMinutes)}
                </Badge>
              ) : null}
              <Group justify="flex-end">
                <Button variant="subtle" size="xs" onClick={() => setExplaining(balance)}>
                  {t('absence.balances.explain')}
                </Button>
              </Group>
            </Stack>
          </Card>
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
