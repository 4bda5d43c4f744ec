import { deleteWebhook, getWebhooks, updateWebhook } from '@atrium/contract/addresses';
import type { CreatedWebhook, WebhookListItem } from '@atrium/contract/webhooks';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useKeptWhileClosing } from '../../ui/kept-while-closing.ts';
import { CreatedSecretNotice } from './created-secret-notice.tsx';
import { WebhookCard } from './webhook-card.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookForm } from './webhook-form.tsx';

/** Which dialog is open: the form (a new endpoint without `webhook`), its secret once created, or the delete question. */
type Dialog =
  | { kind: 'form'; webhook?: WebhookListItem }
  | { kind: 'created'; created: CreatedWebhook }
  | { kind: 'delete'; webhook: WebhookListItem };

/** The open deliveries view is in the address, so a reload or a shared link keeps it. */
const DELIVERIES_PARAM = 'deliveries';

/**
 * current-company-info/settings/webhooks (OWNER/ADMIN, docs/product/integrations.md#webhooks): the
 * company's endpoints, registering one with its secret shown once, editing, switching on and off,
 * deleting, and each endpoint's deliveries.
 */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const webhooks = useOperationQuery(getWebhooks);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useOperationMutation(updateWebhook, { invalidates: [getWebhooks] });
  const remove = useOperationMutation(deleteWebhook, { invalidates: [getWebhooks] });
  const close = () => setDialog(null);

  const switchTo = async (webhook: WebhookListItem, enabled: boolean) => {
    const { name, events } = webhook;
    try {
      await update.mutateAsync({ params: { webhookId: webhook.webhookId }, body: { name, events, enabled } });
      notifications.show({
        message: t(enabled ? 'webhooks.switchedOn' : 'webhooks.switchedOff', { name }),
        color: 'green',
        autoClose: 1600,
      });
    } catch (error) {
      notifications.show({
        title: t('webhooks.saveFailed'),
        message: error instanceof Error ? error.message : '',
        color: 'red',
      });
    }
  };
  const confirmDelete = async (webhook: WebhookListItem) => {
    try {
      await remove.mutateAsync({ params: { webhookId: webhook.webhookId } });
      notifications.show({ message: t('webhooks.removed'), color: 'green', autoClose: 1600 });
      close();
    } catch {
      notifications.show({ message: t('webhooks.removeFailed'), color: 'red' });
    }
  };
  const showDeliveries = (webhookId: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (webhookId) next.set(DELIVERIES_PARAM, webhookId);
        else next.delete(DELIVERIES_PARAM);
        return next;
      },
      { replace: true },
    );

  const viewed = webhooks.data?.webhooks.find(
    (webhook) => webhook.webhookId === searchParams.get(DELIVERIES_PARAM),
  );
  const shownDeliveries = useKeptWhileClosing(viewed);

  if (webhooks.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (webhooks.isError) {
    return (
      <Alert color="red" role="alert" title={t('webhooks.loadFailed')}>
        <Button variant="light" size="compact-sm" onClick={() => void webhooks.refetch()}>
          {t('webhooks.retryLoad')}
        </Button>
      </Alert>
    );
  }

  const list = webhooks.data.webhooks;
  const editing = dialog?.kind === 'form' ? dialog.webhook : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog.webhook : undefined;

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" fz="sm" style={{ flex: '1 1 20rem' }}>
          {t('webhooks.intro')}
        </Text>
        <Button onClick={() => setDialog({ kind: 'form' })}>{t('webhooks.add')}</Button>
      </Group>
      {list.length === 0 ? (
        <Text size="sm">{t('webhooks.none')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('webhooks.listLabel')}
        >
          {list.map((webhook) => (
            <WebhookCard
              key={webhook.webhookId}
              webhook={webhook}
              switching={update.isPending && update.variables?.params.webhookId === webhook.webhookId}
              onSwitch={(enabled) => void switchTo(webhook, enabled)}
              onDeliveries={() => showDeliveries(webhook.webhookId)}
              onEdit={() => setDialog({ kind: 'form', webhook })}
              onDelete={() => setDialog({ kind: 'delete', webhook })}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={dialog?.kind === 'form' || dialog?.kind === 'created'}
        onClose={close}
        title={editing ? t('webhooks.editTitle', { name: editing.name }) : t('webhooks.addTitle')}
        size="lg"
        fullScreen={phone ?? false}
      >
        {dialog?.kind === 'form' ? (
          <WebhookForm
            key={editing?.webhookId ?? 'new'}
            {...(editing ? { webhook: editing } : {})}
            onCreated={(created) => setDialog({ kind: 'created', created })}
            onDone={close}
          />
        ) : dialog?.kind === 'created' ? (
          <CreatedSecretNotice created={dialog.created} onDone={close} />
        ) : null}
      </Modal>
      <Modal
        opened={viewed !== undefined}
        onClose={() => showDeliveries(null)}
        title={shownDeliveries && t('webhooks.deliveriesTitle', { name: shownDeliveries.name })}
        size="xl"
        fullScreen={phone ?? false}
      >
        {shownDeliveries ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('webhooks.deliveriesIntro')}
            </Text>
            <WebhookDeliveries webhookId={shownDeliveries.webhookId} />
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('webhooks.removeTitle')}
        message={t('webhooks.removeConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('webhooks.remove')}
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
        onClose={close}
      />
    </Stack>
  );
}
