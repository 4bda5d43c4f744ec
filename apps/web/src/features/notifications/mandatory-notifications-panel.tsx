import {
  getMandatoryNotifications,
  getNotificationPreferences,
  updateMandatoryNotifications,
} from '@atrium/contract/notifications';
import { Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { showError, showSuccess } from './preference-toasts.ts';

/** For owners and administrators: events the company makes mandatory for its members. */
export function MandatoryNotificationsPanel() {
  const { t } = useTranslation();
  const current = useOperationQuery(getMandatoryNotifications);
  if (current.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (current.isError) return null;
  return (
    <MandatoryForm
      key={current.data.mandatory.join(',')}
      available={current.data.available}
      initial={current.data.mandatory}
    />
  );
}

function MandatoryForm({ available, initial }: { available: readonly string[]; initial: readonly string[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const save = useOperationMutation(updateMandatoryNotifications, {
    invalidates: [getMandatoryNotifications, getNotificationPreferences],
    onSuccess: () => showSuccess(t('notifications.mandatory.saved')),
    onError: () => showError(t('notifications.mandatory.saveFailed')),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="mandatory-notifications">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('notifications.mandatory.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('notifications.mandatory.intro')}
        </Text>
        <Checkbox.Group value={chosen} onChange={setChosen}>
          <Stack gap="xs">
            {available.map((kind) => (
              <Checkbox key={kind} value={kind} label={t(`notifications.kinds.${kind}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button
            variant="light"
            loading={save.isPending}
            onClick={() => save.mutate({ body: { mandatory: chosen as never } })}
          >
            {t('notifications.mandatory.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
