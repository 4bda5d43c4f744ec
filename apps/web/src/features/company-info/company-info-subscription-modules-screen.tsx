import { ALL_MODULES, type Module } from '@atrium/contract/access';
import { getCurrentCompany, getSubscribedModules, updateSubscribedModules } from '@atrium/contract/companies';
import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { reloadSessionClaims } from '../../auth/auth-runtime.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CompanyTimeZoneCard } from './company-time-zone-card.tsx';

/**
 * settings/subscription-modules (ADMIN/OWNER): one switch per module, saved at once. Switching
 * off asks first. The server denies the module from everyone's next request; this person's own
 * navigation follows at once through a token with the new modules. Below them, the company's
 * time zone.
 */
export function CompanyInfoSubscriptionModulesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const subscribed = useOperationQuery(getSubscribedModules);
  const save = useOperationMutation(updateSubscribedModules, { invalidates: [getCurrentCompany] });
  const [confirming, setConfirming] = useState<Module | null>(null);

  const apply = async (modules: Module[], changed: Module, on: boolean) => {
    const title = t(`modules.${changed}`);
    try {
      const result = await save.mutateAsync({ body: { modules } });
      queryClient.setQueryData(operationKey(getSubscribedModules), result);
      notifications.show({
        message: t(on ? 'companyInfo.modules.switchedOn' : 'companyInfo.modules.switchedOff', {
          module: title,
        }),
        color: 'green',
        autoClose: 1600,
      });
      // The change is saved; a failed token reload only delays the navigation to the next one.
      await reloadSessionClaims().catch((error: unknown) => console.warn('Session not reloaded', error));
    } catch {
      notifications.show({ message: t('companyInfo.modules.saveFailed'), color: 'red', autoClose: 3000 });
    }
  };

  if (subscribed.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (subscribed.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('companyInfo.modules.loadFailed')}
          <Button size="compact-sm" variant="white" onClick={() => void subscribed.refetch()}>
            {t('companyInfo.about.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const current = subscribed.data.modules;
  const toggle = (module: Module, on: boolean) => {
    if (on) void apply([...current, module], module, true);
    else setConfirming(module);
  };

  return (
    <Stack gap="md" maw={720}>
      <Text c="dimmed" fz="sm">
        {t('companyInfo.modules.intro')}
      </Text>
      <Paper withBorder radius="md">
        {ALL_MODULES.map((module, index) => (
          <Group
            key={module}
            justify="space-between"
            wrap="nowrap"
            gap="lg"
            p="md"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <Stack gap={2}>
              <Text fw={600} id={`module-${module}`}>
                {t(`modules.${module}`)}
              </Text>
              <Text c="dimmed" fz="sm" id={`module-${module}-description`}>
                {t(`companyInfo.modules.descriptions.${module}`)}
              </Text>
            </Stack>
            <Switch
              size="md"
              checked={current.includes(module)}
              disabled={save.isPending}
              onChange={(event) => toggle(module, event.currentTarget.checked)}
              aria-labelledby={`module-${module}`}
              aria-describedby={`module-${module}-description`}
            />
          </Group>
        ))}
      </Paper>
      <CompanyTimeZoneCard />
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming ? t('companyInfo.modules.confirmTitle', { module: t(`modules.${confirming}`) }) : ''
        }
        message={t('companyInfo.modules.confirmBody')}
        confirmLabel={t('companyInfo.modules.confirmOff')}
        cancelLabel={t('companyInfo.modules.confirmCancel')}
        onConfirm={() => {
          const module = confirming;
          setConfirming(null);
          if (module) {
            void apply(
              current.filter((held) => held !== module),
              module,
              false,
            );
          }
        }}
      />
    </Stack>
  );
}
