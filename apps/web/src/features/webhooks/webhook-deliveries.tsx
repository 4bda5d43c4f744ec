import { getWebhookDeliveries, getWebhooks, retryWebhookDelivery } from '@atrium/contract/addresses';
import type { WebhookDelivery } from '@atrium/contract/webhooks';
import { Alert, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { useNarrowContainer } from '../../ui/layout/use-narrow-container.ts';
import { DeliveryStateBadge, useReceiverAnswer } from './delivery-status.tsx';
import { eventKey } from './webhook-event-groups.ts';

/** Below this width the answer and attempts go under the event, as on a phone. */
const NARROW_BELOW = 560;

/**
 * An endpoint's latest deliveries with the receiver's answers. The query belongs to the Webhooks
 * area, which each delivery attempt announces, so the list follows the deliveries as they happen
 * (docs/product/notifications.md#screens-that-stay-current).
 */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const answerOf = useReceiverAnswer();
  const { ref, narrow } = useNarrowContainer(NARROW_BELOW);
  const input = { params: { webhookId } };
  const deliveries = useOperationQuery(getWebhookDeliveries, input);
  const retry = useOperationMutation(retryWebhookDelivery, {
    invalidates: [getWebhookDeliveries, getWebhooks],
  });

  const sendAgain = async (delivery: WebhookDelivery) => {
    try {
      await retry.mutateAsync({ params: { webhookId, deliveryId: delivery.deliveryId } });
      notifications.show({ message: t('webhooks.retried'), color: 'green', autoClose: 1600 });
    } catch (error) {
      notifications.show({
        title: t('webhooks.retryFailed'),
        message: error instanceof Error ? error.message : '',
        color: 'red',
      });
    }
  };

  if (deliveries.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (deliveries.isError) {
    return (
      <Alert color="red" role="alert">
        {t('webhooks.deliveriesFailed')}
      </Alert>
    );
  }
  const list = deliveries.data.deliveries;
  if (list.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('webhooks.noDeliveriesYet')}
      </Text>
    );
  }

  const retryButton = (delivery: WebhookDelivery) =>
    delivery.state === 'failed' ? (
      <Button
        size="compact-sm"
        variant="light"
        loading={retry.isPending && retry.variables?.params.deliveryId === delivery.deliveryId}
        onClick={() => void sendAgain(delivery)}
        aria-label={t('webhooks.retryLabel', {
          event: t(eventKey(delivery.event)),
          time: format.dateTime(delivery.createdAt),
        })}
      >
        {t('webhooks.retry')}
      </Button>
    ) : null;

  // A column of buttons only when something can be sent again; on a phone the button goes under the answer.
  const actionsColumn = !narrow && list.some((delivery) => delivery.state === 'failed');
  const answer = (delivery: WebhookDelivery) => (
    <Stack gap={4} align="flex-start">
      <DeliveryStateBadge state={delivery.state} />
      <Text size="xs">{answerOf(delivery)}</Text>
      {delivery.lastAnswer && delivery.lastStatus === null ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {delivery.lastAnswer}
        </Text>
      ) : null}
      {narrow ? retryButton(delivery) : null}
    </Stack>
  );
  return (
    <Table.ScrollContainer minWidth={280} ref={ref}>
      <Table verticalSpacing="xs" striped aria-label={t('webhooks.deliveries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.columns.event')}</Table.Th>
            <Table.Th>{t('webhooks.columns.result')}</Table.Th>
            {narrow ? null : <Table.Th ta="right">{t('webhooks.columns.attempts')}</Table.Th>}
            {actionsColumn ? <Table.Th ta="right">{t('webhooks.columns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((delivery) => (
            <Table.Tr key={delivery.deliveryId} data-testid="webhook-delivery">
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{t(eventKey(delivery.event))}</Text>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(delivery.createdAt)}
                    {narrow ? ` · ${t('webhooks.columns.attempts')}: ${delivery.attempts}` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{answer(delivery)}</Table.Td>
              {narrow ? null : <Table.Td ta="right">{delivery.attempts}</Table.Td>}
              {actionsColumn ? <Table.Td ta="right">{retryButton(delivery)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
