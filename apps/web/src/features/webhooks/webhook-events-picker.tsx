import { WEBHOOK_EVENTS, type WebhookEvent } from '@atrium/contract/webhooks';
import { Checkbox, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventKey, webhookEventGroups } from './webhook-event-groups.ts';

export interface WebhookEventsPickerProps {
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error?: ReactNode;
}

/** The events an endpoint hears, grouped by area, with one box that chooses or clears them all. */
export function WebhookEventsPicker({ value, onChange, error }: WebhookEventsPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const all = value.length === WEBHOOK_EVENTS.length;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`}>
      <Input.Label id={`${id}-label`} labelElement="div" required>
        {t('webhooks.fields.events')}
      </Input.Label>
      <Input.Description id={`${id}-description`}>
        {t('webhooks.eventsChosen', { chosen: value.length, total: WEBHOOK_EVENTS.length })}
      </Input.Description>
      <Stack gap="sm" mt="xs">
        <Checkbox
          label={t('webhooks.fields.allEvents')}
          checked={all}
          indeterminate={value.length > 0 && !all}
          onChange={() => onChange(all ? [] : [...WEBHOOK_EVENTS])}
        />
        <Checkbox.Group value={value} onChange={(chosen) => onChange(chosen as WebhookEvent[])}>
          <Stack gap="sm">
            {webhookEventGroups().map(({ group, events }) => (
              <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
                <Text id={`${id}-${group}`} size="sm" fw={600} mb={6}>
                  {t(`webhooks.groups.${group}`)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
                  {events.map((event) => (
                    <Checkbox key={event} value={event} label={t(eventKey(event))} />
                  ))}
                </SimpleGrid>
              </div>
            ))}
          </Stack>
        </Checkbox.Group>
        {error ? <Input.Error>{error}</Input.Error> : null}
      </Stack>
    </div>
  );
}
