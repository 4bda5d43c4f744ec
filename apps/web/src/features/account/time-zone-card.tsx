import { getCurrentUser, updateCurrentUserTimeZone } from '@atrium/contract/account';
import { getCurrentCompany, type Company } from '@atrium/contract/companies';
import { selectableTimeZones } from '@atrium/contract/dates';
import { getNotificationPreferences } from '@atrium/contract/notifications';
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { rememberCurrentUser } from '../../auth/auth-runtime.ts';

const COMPANY_ZONE = '';

/**
 * The person's own time zone, or the company's (docs/product/accounts-and-companies.md): the zone of
 * their time-tracking days and times and of notification quiet hours. Saved at once.
 */
export function TimeZoneCard() {
  const { t } = useTranslation();
  const user = useOperationQuery(getCurrentUser);
  const { data: company } = useQuery<Company>({
    queryKey: operationKey(getCurrentCompany),
    queryFn: skipToken,
  });
  const save = useOperationMutation(updateCurrentUserTimeZone, { invalidates: [getNotificationPreferences] });
  const own = user.data?.timeZone ?? null;
  const data = useMemo(
    () => [
      {
        value: COMPANY_ZONE,
        label: company
          ? t('account.timeZoneCompany', { zone: company.timeZone })
          : t('account.timeZoneCompanyUnknown'),
      },
      ...selectableTimeZones(own).map((zone) => ({ value: zone, label: zone })),
    ],
    [company, own, t],
  );

  const choose = async (value: string | null) => {
    const timeZone = value === null || value === COMPANY_ZONE ? null : value;
    try {
      rememberCurrentUser(await save.mutateAsync({ body: { timeZone } }));
      notifications.show({ message: t('account.timeZoneSaved'), color: 'green', autoClose: 1600 });
    } catch {
      notifications.show({ message: t('account.timeZoneFailed'), color: 'red', autoClose: 3000 });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="time-zone-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="time-zone-title">
          {t('account.timeZoneTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('account.timeZoneIntro')}
        </Text>
        <Select
          label={t('account.timeZoneTitle')}
          data={data}
          value={own ?? COMPANY_ZONE}
          onChange={(value) => void choose(value)}
          disabled={user.isPending || save.isPending}
          searchable
          allowDeselect={false}
          maw={360}
        />
      </Stack>
    </Card>
  );
}
