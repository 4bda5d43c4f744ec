import type { WebhookDeliveryState } from '@atrium/contract/webhooks';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLOR: Record<WebhookDeliveryState, string> = {
  pending: 'yellow',
  delivered: 'green',
  failed: 'red',
};

/** A delivery's state as a coloured word. */
export function DeliveryStateBadge({ state }: { state: WebhookDeliveryState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOR[state]} tt="none">
      {t(`webhooks.deliveryState.${state}`)}
    </Badge>
  );
}

/** What the receiver answered last: its HTTP status, not reached, or not tried yet. */
export function useReceiverAnswer(): (delivery: { lastStatus: number | null; attempts?: number }) => string {
  const { t } = useTranslation();
  return ({ lastStatus, attempts }) =>
    lastStatus !== null
      ? t('webhooks.status', { status: lastStatus })
      : attempts === 0
        ? t('webhooks.notTried')
        : t('webhooks.unreachable');
}
