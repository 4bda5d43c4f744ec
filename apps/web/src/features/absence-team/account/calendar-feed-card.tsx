import {
  createAbsenceFeed,
  getAbsenceFeed,
  revokeAbsenceFeed,
  type FeedScope,
} from '@atrium/contract/absence';
import { Alert, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CopyField } from '../../../ui/copy-field.tsx';
import { useDateFormat } from '../../../ui/dates/date-format.ts';

/**
 * The member's absence calendar feed (docs/product/absence.md#calendar-feed): make a secret
 * address for a calendar app, shown once; make a new one (the old stops working) or revoke it.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const feed = useOperationQuery(getAbsenceFeed);
  const options = { invalidates: [getAbsenceFeed] };
  const create = useOperationMutation(createAbsenceFeed, options);
  const revoke = useOperationMutation(revokeAbsenceFeed, options);
  const [scope, setScope] = useState<FeedScope | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = feed.data?.feed ?? null;
  const chosen = scope ?? current?.scope ?? 'mine';

  const make = async () => {
    try {
      const made = await create.mutateAsync({ body: { scope: chosen } });
      setUrl(made.url);
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('absenceTeam.saveFailed') });
    }
  };
  const end = async () => {
    try {
      await revoke.mutateAsync({});
      setUrl(null);
      setConfirming(false);
      notifications.show({ color: 'green', autoClose: 1600, message: t('absenceTeam.feed.revoked') });
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('absenceTeam.saveFailed') });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="calendar-feed-title">
          {t('absenceTeam.feed.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('absenceTeam.feed.intro')}
        </Text>
        {feed.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : feed.isError ? (
          <Text c="red" fz="sm">
            {t('absenceTeam.loadFailed')}
          </Text>
        ) : (
          <>
            {current ? (
              <Text fz="sm">
                {t(`absenceTeam.feed.current.${current.scope}`, {
                  made: format.date(current.createdAt),
                })}{' '}
                {current.lastReadAt
                  ? t('absenceTeam.feed.lastRead', { date: format.dateTime(current.lastReadAt) })
                  : t('absenceTeam.feed.neverRead')}
              </Text>
            ) : (
              <Text fz="sm">{t('absenceTeam.feed.none')}</Text>
            )}
            <Group align="flex-end" gap="sm">
              <Select
                label={t('absenceTeam.feed.scope')}
                data={feed.data.allowedScopes.map((value) => ({
                  value,
                  label: t(`absenceTeam.feed.scopes.${value}`),
                }))}
                value={chosen}
                onChange={(value) => value && setScope(value as FeedScope)}
                allowDeselect={false}
                w={240}
              />
              <Button onClick={() => void make()} loading={create.isPending}>
                {current ? t('absenceTeam.feed.rotate') : t('absenceTeam.feed.create')}
              </Button>
              {current ? (
                <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                  {t('absenceTeam.feed.revoke')}
                </Button>
              ) : null}
            </Group>
            {url ? (
              <Alert color="blue" title={t('absenceTeam.feed.madeTitle')}>
                <Stack gap="xs">
                  <Text fz="sm">{t('absenceTeam.feed.madeIntro')}</Text>
                  <CopyField
                    value={url}
                    label={t('absenceTeam.feed.address')}
                    copy={t('absenceTeam.feed.copy')}
                    copied={t('absenceTeam.feed.copied')}
                  />
                </Stack>
              </Alert>
            ) : null}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('absenceTeam.feed.revokeTitle')}
        message={t('absenceTeam.feed.revokeConfirm')}
        confirmLabel={t('absenceTeam.feed.revoke')}
        busy={revoke.isPending}
        onConfirm={() => void end()}
      />
    </Card>
  );
}
