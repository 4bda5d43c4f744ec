import { isAdmin } from '@atrium/contract/access';
import {
  getNotificationPreferences,
  NOTIFICATION_CHANNELS,
  updateNotificationPreferences,
  type NotificationChannel,
  type NotificationPreferences,
} from '@atrium/contract/notifications';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { showError, showSuccess } from './preference-toasts.ts';
import { MandatoryNotificationsPanel } from './mandatory-notifications-panel.tsx';

type Grid = Record<string, Record<NotificationChannel, boolean>>;

/** notifications-preferences: which events reach the person where, quiet hours and the digest. */
export function NotificationsPreferencesScreen() {
  const { t } = useTranslation();
  const roles = useSession()?.roles ?? [];
  const preferences = useOperationQuery(getNotificationPreferences);
  return (
    <Stack gap="xl" maw={900}>
      {preferences.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : preferences.isError ? (
        <Alert color="red" role="alert">
          {t('notifications.preferences.loadFailed')}
        </Alert>
      ) : (
        <PreferencesForm key={JSON.stringify(preferences.data)} initial={preferences.data} />
      )}
      {isAdmin(roles) ? <MandatoryNotificationsPanel /> : null}
    </Stack>
  );
}

type PreferenceEvent = NotificationPreferences['events'][number];

/** An event's name with its marks (must stay on, urgent). */
function EventName({ event }: { event: PreferenceEvent }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Text fz="sm">{t(`notifications.kinds.${event.kind}`)}</Text>
      {event.mandatory ? (
        <Badge size="xs" color="orange" variant="light">
          {t('notifications.preferences.mandatory')}
        </Badge>
      ) : null}
      {event.urgent ? (
        <Badge size="xs" color="red" variant="light">
          {t('notifications.preferences.urgent')}
        </Badge>
      ) : null}
    </Group>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation();
  // The breakpoint below which the table of channels does not fit (Mantine's `sm`).
  const phone = useMediaQuery('(max-width: 48em)');
  const [grid, setGrid] = useState<Grid>(() =>
    Object.fromEntries(
      initial.events.map((event) => [
        event.kind,
        {
          inApp: event.channels.inApp.enabled,
          email: event.channels.email.enabled,
          push: event.channels.push.enabled,
        },
      ]),
    ),
  );
  const channelCheckbox = (event: PreferenceEvent, channel: NotificationChannel, labelled: boolean) => {
    const locked = event.channels[channel].locked;
    return (
      <Checkbox
        checked={grid[event.kind]![channel]}
        disabled={locked}
        label={labelled ? t(`notifications.channels.${channel}`) : undefined}
        onChange={(change) => {
          const checked = change.currentTarget.checked;
          setGrid((current) => ({
            ...current,
            [event.kind]: { ...current[event.kind]!, [channel]: checked },
          }));
        }}
        aria-label={`${t(`notifications.kinds.${event.kind}`)}: ${t(`notifications.channels.${channel}`)}`}
        title={locked ? t('notifications.preferences.lockedHint') : undefined}
      />
    );
  };
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [quiet, setQuiet] = useState(initial.quietHours !== null);
  const [start, setStart] = useState(initial.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(initial.quietHours?.end ?? '07:00');
  const [digest, setDigest] = useState(initial.dailyDigest);
  // The list may lack the stored zone (Chromium names UTC only as Etc/UTC): keep it selectable.
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(initial.timeZone) ? known : [initial.timeZone, ...known];
  }, [initial.timeZone]);
  const save = useOperationMutation(updateNotificationPreferences, {
    invalidates: [getNotificationPreferences],
    onSuccess: () => showSuccess(t('notifications.preferences.saved')),
    onError: (error) =>
      showError(
        error.status === 409
          ? t('notifications.preferences.mandatoryRefused')
          : t('notifications.preferences.saveFailed'),
      ),
  });

  const submit = () =>
    save.mutate({
      body: {
        choices: initial.events.flatMap((event) =>
          NOTIFICATION_CHANNELS.filter((channel) => !event.channels[channel].locked).map((channel) => ({
            kind: event.kind,
            channel,
            enabled: grid[event.kind]![channel],
          })),
        ),
        timeZone,
        quietHours: quiet ? { start, end } : null,
        dailyDigest: digest,
      },
    });

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="h4" mb="xs">
          {t('notifications.preferences.channelsTitle')}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('notifications.preferences.channelsIntro')}
        </Text>
        {phone ? (
          // On a phone the grid would be wider than the screen: one card per event, its channels
          // side by side under its name (same names for assistive technology as the table's).
          <Stack gap="xs" role="list" aria-label={t('notifications.preferences.channelsTitle')}>
            {initial.events.map((event) => (
              <Paper key={event.kind} withBorder p="xs" radius="sm" role="listitem" data-kind={event.kind}>
                <EventName event={event} />
                <Group gap="md" mt={6}>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <span key={channel}>{channelCheckbox(event, channel, true)}</span>
                  ))}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.preferences.event')}</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center">
                    {t(`notifications.channels.${channel}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {initial.events.map((event) => (
                <Table.Tr key={event.kind} data-kind={event.kind}>
                  <Table.Td>
                    <EventName event={event} />
                  </Table.Td>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">{channelCheckbox(event, channel, false)}</Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} fz="h4">
            {t('notifications.preferences.timingTitle')}
          </Title>
          <Select
            label={t('notifications.preferences.timeZone')}
            data={zones}
            value={timeZone}
            onChange={(value) => value && setTimeZone(value)}
            searchable
            maw={320}
          />
          <Switch
            label={t('notifications.preferences.quietHours')}
            description={t('notifications.preferences.quietHoursHint')}
            checked={quiet}
            onChange={(change) => setQuiet(change.currentTarget.checked)}
          />
          {quiet ? (
            <Group gap="sm">
              <TextInput
                type="time"
                label={t('notifications.preferences.quietFrom')}
                value={start}
                onChange={(change) => setStart(change.currentTarget.value)}
                error={save.error?.fieldMessage('body.quietHours.start')}
              />
              <TextInput
                type="time"
                label={t('notifications.preferences.quietUntil')}
                value={end}
                onChange={(change) => setEnd(change.currentTarget.value)}
                error={save.error?.fieldMessage('body.quietHours.end')}
              />
            </Group>
          ) : null}
          <Switch
            label={t('notifications.preferences.dailyDigest')}
            description={t('notifications.preferences.dailyDigestHint')}
            checked={digest}
            onChange={(change) => setDigest(change.currentTarget.checked)}
          />
        </Stack>
      </Paper>
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('notifications.preferences.save')}
        </Button>
      </Group>
    </Stack>
  );
}
