import { getCurrentCompany, updateCompanyTimeZone } from '@atrium/contract/companies';
import { selectableTimeZones } from '@atrium/contract/dates';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';

/**
 * The company's time zone (ADMIN/OWNER, docs/product/company-information.md#settings): when its
 * members' days start, for those without a zone of their own. Saved at once.
 */
export function CompanyTimeZoneCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const company = useOperationQuery(getCurrentCompany);
  const save = useOperationMutation(updateCompanyTimeZone);
  const current = company.data?.timeZone ?? null;
  const zones = useMemo(() => selectableTimeZones(current), [current]);

  const choose = async (timeZone: string | null) => {
    if (!timeZone || timeZone === current) return;
    try {
      queryClient.setQueryData(
        operationKey(getCurrentCompany),
        await save.mutateAsync({ body: { timeZone } }),
      );
      notifications.show({ message: t('companyInfo.timeZone.saved'), color: 'green', autoClose: 1600 });
    } catch {
      notifications.show({ message: t('companyInfo.timeZone.saveFailed'), color: 'red', autoClose: 3000 });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-time-zone-title">
      <Stack gap="sm">
        <Title order={3} fz="h4" id="company-time-zone-title">
          {t('companyInfo.timeZone.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('companyInfo.timeZone.intro')}
        </Text>
        <Select
          label={t('companyInfo.timeZone.title')}
          data={zones}
          value={current}
          onChange={(value) => void choose(value)}
          disabled={company.isPending || save.isPending}
          searchable
          allowDeselect={false}
          maw={360}
        />
      </Stack>
    </Paper>
  );
}
