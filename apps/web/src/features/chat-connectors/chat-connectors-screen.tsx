import {
  deleteChatConnector,
  getChatConnectors,
  sendChatConnectorTest,
  type ChatConnector,
} from '@atrium/contract/chat-connectors';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ChatConnectorCard, type TestResult } from './chat-connector-card.tsx';
import { ChatConnectorForm } from './chat-connector-form.tsx';

/**
 * current-company-info/settings/chat: the company's Slack and Teams channels, for owners and
 * admins to connect, test and disconnect (docs/product/integrations.md#chat).
 */
export function ChatConnectorsScreen() {
  const { t } = useTranslation();
  const connectors = useOperationQuery(getChatConnectors);
  // null: closed; 'new': connecting one; else the connector being edited.
  const [editing, setEditing] = useState<ChatConnector | 'new' | null>(null);
  const [removing, setRemoving] = useState<ChatConnector | null>(null);
  const [testingId, setTestingId] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<(TestResult & { chatConnectorId: string }) | null>(null);
  const remove = useOperationMutation(deleteChatConnector, { invalidates: [getChatConnectors] });
  const test = useOperationMutation(sendChatConnectorTest, { invalidates: [getChatConnectors] });

  const sendTest = async (connector: ChatConnector) => {
    setTestingId(connector.chatConnectorId);
    setTestResult(null);
    try {
      const result = await test.mutateAsync({ params: { chatConnectorId: connector.chatConnectorId } });
      setTestResult({
        chatConnectorId: connector.chatConnectorId,
        delivered: result.delivered,
        text: result.delivered
          ? t('chatConnectors.testDelivered')
          : t('chatConnectors.testFailed', { answer: result.answer }),
      });
    } catch {
      setTestResult({
        chatConnectorId: connector.chatConnectorId,
        delivered: false,
        text: t('chatConnectors.testFailed', { answer: '' }),
      });
    } finally {
      setTestingId(null);
    }
  };

  const confirmRemove = async (connector: ChatConnector) => {
    try {
      await remove.mutateAsync({ params: { chatConnectorId: connector.chatConnectorId } });
      notifications.show({ message: t('chatConnectors.removed'), color: 'green', autoClose: 1600 });
      setRemoving(null);
    } catch {
      notifications.show({ message: t('chatConnectors.removeFailed'), color: 'red', autoClose: 3000 });
    }
  };

  const list = connectors.data?.chatConnectors;
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('chatConnectors.intro')}
      </Text>
      <Group>
        <Button onClick={() => setEditing('new')} w={{ base: '100%', xs: 'auto' }}>
          {t('chatConnectors.add')}
        </Button>
      </Group>
      {connectors.isError ? (
        <Alert color="red" role="alert">
          {t('chatConnectors.loadFailed')}
        </Alert>
      ) : null}
      {list && list.length === 0 ? <Text fz="sm">{t('chatConnectors.none')}</Text> : null}
      {list && list.length > 0 ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((connector) => (
            <ChatConnectorCard
              key={connector.chatConnectorId}
              connector={connector}
              testing={testingId === connector.chatConnectorId}
              testResult={testResult?.chatConnectorId === connector.chatConnectorId ? testResult : null}
              onTest={() => void sendTest(connector)}
              onEdit={() => setEditing(connector)}
              onRemove={() => setRemoving(connector)}
            />
          ))}
        </Stack>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('chatConnectors.addTitle')
            : t('chatConnectors.editTitle', { name: editing.name })
        }
        size="lg"
      >
        {editing !== null ? (
          <ChatConnectorForm
            key={editing === 'new' ? 'new' : editing.chatConnectorId}
            connector={editing === 'new' ? null : editing}
            onSaved={() => {
              notifications.show({ message: t('chatConnectors.saved'), color: 'green', autoClose: 1600 });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('chatConnectors.removeTitle')}
        message={t('chatConnectors.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('chatConnectors.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
