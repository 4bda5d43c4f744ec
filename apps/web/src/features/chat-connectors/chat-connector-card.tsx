import type { ChatConnector } from '@atrium/contract/chat-connectors';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { RowActions } from '../../ui/layout/row-actions.tsx';

/** What the channel answered to the last test sent from this screen. */
export interface TestResult {
  delivered: boolean;
  text: string;
}

/** One connected channel: where it posts, what, in which language, and what it last answered. */
export function ChatConnectorCard({
  connector,
  testing,
  testResult,
  onTest,
  onEdit,
  onRemove,
}: {
  connector: ChatConnector;
  testing: boolean;
  testResult: TestResult | null;
  onTest: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const posts = [
    connector.postDecisions ? t('chatConnectors.posts.decisions') : null,
    connector.postDigest ? t('chatConnectors.posts.digest', { time: connector.digestTime }) : null,
  ].filter((text) => text !== null);
  return (
    <Card withBorder padding="md" data-testid="chat-connector" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {connector.name}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t(`chatConnectors.kinds.${connector.kind}`)}</Badge>
            {connector.enabled ? null : (
              <Badge color="gray" variant="outline">
                {t('chatConnectors.off')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {connector.maskedUrl}
        </Text>
        <Text fz="sm">
          {posts.join(' · ')} · {t(`chatConnectors.languages.${connector.language}`)}
        </Text>
        {connector.disabledForFailuresAt ? (
          <Text fz="sm" c="red.9">
            {t('chatConnectors.offForFailures', {
              when: format.dateTime(connector.disabledForFailuresAt),
              failures: connector.failuresInARow,
            })}
          </Text>
        ) : null}
        {connector.lastPostedAt ? (
          <Text fz="sm" c="dimmed">
            {t('chatConnectors.lastAnswer', {
              status: connector.lastStatus ?? t('chatConnectors.unreachable'),
            })}
          </Text>
        ) : null}
        {testResult ? (
          <Text fz="sm" c={testResult.delivered ? 'teal.8' : 'red.8'} role="status">
            {testResult.text}
          </Text>
        ) : null}
        <RowActions>
          <Button variant="light" size="xs" loading={testing} onClick={onTest}>
            {t('chatConnectors.sendTest')}
          </Button>
          <Button variant="default" size="xs" onClick={onEdit}>
            {t('chatConnectors.edit')}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {t('chatConnectors.remove')}
          </Button>
        </RowActions>
      </Stack>
    </Card>
  );
}
