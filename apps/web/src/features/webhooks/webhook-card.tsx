import { WEBHOOK_EVENTS, type WebhookListItem } from '@atrium/contract/webhooks';
import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { DeliveryStateBadge, useReceiverAnswer } from './delivery-status.tsx';
import { eventKey } from './webhook-event-groups.ts';

export interface WebhookCardProps {
  webhook: WebhookListItem;
  switching: boolean;
  onSwitch: (enabled: boolean) => void;
  onDeliveries: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One endpoint: where it sends, what it hears, whether it is on (and why not), how its last delivery went. */
export function WebhookCard({
  webhook,
  switching,
  onSwitch,
  onDeliveries,
  onEdit,
  onDelete,
}: WebhookCardProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const answerOf = useReceiverAnswer();
  const { name, lastDelivery } = webhook;
  const state = webhook.enabled ? 'on' : webhook.disabledForFailuresAt ? 'failing' : 'off';
  const titleId = `webhook-${webhook.webhookId}`;
  const events =
    webhook.events.length === WEBHOOK_EVENTS.length
      ? t('webhooks.fields.allEvents')
      : webhook.events.map((event) => t(eventKey(event))).join(' · ');

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={state === 'on' ? 'green' : state === 'failing' ? 'red' : 'gray'}
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {t(`webhooks.state.${state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={500}>
            {t('webhooks.fields.events')}:
          </Text>{' '}
          {events}
        </Text>
        {state === 'failing' ? (
          <Text size="sm" c="red.9">
            {t('webhooks.offForFailures', {
              when: format.dateTime(webhook.disabledForFailuresAt!),
              failures: webhook.failuresInARow,
            })}
          </Text>
        ) : state === 'off' ? (
          <Text size="sm" c="dimmed">
            {t('webhooks.offByHand')}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500}>
            {t('webhooks.lastDelivery')}:
          </Text>
          {lastDelivery ? (
            <>
              <DeliveryStateBadge state={lastDelivery.state} />
              <Text size="sm">
                {answerOf(lastDelivery)} · {format.dateTime(lastDelivery.at)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('webhooks.noDeliveries')}
            </Text>
          )}
        </Group>
        <Group justify="space-between" gap="sm" mt={4}>
          <Switch
            checked={webhook.enabled}
            disabled={switching}
            onChange={(event) => onSwitch(event.currentTarget.checked)}
            label={t('webhooks.switchLabel', { name })}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              onClick={onDeliveries}
              aria-label={t('webhooks.deliveriesLabel', { name })}
            >
              {t('webhooks.deliveries')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={onEdit}
              aria-label={t('webhooks.editLabel', { name })}
            >
              {t('webhooks.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t('webhooks.removeLabel', { name })}
            >
              {t('webhooks.remove')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
