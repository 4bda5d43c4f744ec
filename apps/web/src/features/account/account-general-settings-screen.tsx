import { getCurrentUser, updateCurrentUserLanguage } from '@atrium/contract/account';
import { Button, Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { rememberCurrentUser, signOutEverywhere } from '../../auth/auth-runtime.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES, toLanguage, type Language } from '../../i18n/languages.ts';
import { MyAbsenceCards } from '../absence-team/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TimeZoneCard } from './time-zone-card.tsx';

/** account/general-settings: interface language and time zone (saved on the server), my absence settings (with ABSENCE) and sign out everywhere. */
export function AccountGeneralSettingsScreen() {
  return (
    <Stack gap="lg">
      <LanguageCard />
      <TimeZoneCard />
      <MyAbsenceCards />
      <SessionsCard />
    </Stack>
  );
}

function LanguageCard() {
  const { t, i18n } = useTranslation();
  const user = useOperationQuery(getCurrentUser);
  const save = useOperationMutation(updateCurrentUserLanguage);
  const shown = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? user.data?.language ?? 'en';

  const choose = async (language: Language) => {
    const previous = shown;
    await changeLanguage(language);
    try {
      rememberCurrentUser(await save.mutateAsync({ body: { language } }));
      // In the new language: `t` of this render is still bound to the previous one.
      notifications.show({ message: i18n.t('account.languageSaved'), color: 'green', autoClose: 1600 });
    } catch {
      await changeLanguage(previous);
      notifications.show({ message: i18n.t('account.languageFailed'), color: 'red', autoClose: 3000 });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="language-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="language-title">
          {t('account.languageTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('account.languageIntro')}
        </Text>
        <SegmentedControl
          w="fit-content"
          value={shown}
          disabled={save.isPending}
          onChange={(value) => void choose(value as Language)}
          aria-label={t('account.languageTitle')}
          data={LANGUAGES.map((language) => ({
            value: language,
            label: <span lang={language}>{t(`languages.${language}`)}</span>,
          }))}
        />
      </Stack>
    </Card>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const signOutAll = async () => {
    setPending(true);
    try {
      await signOutEverywhere();
    } catch {
      setPending(false);
      setConfirming(false);
      notifications.show({ message: t('account.signOutEverywhereFailed'), color: 'red', autoClose: 3000 });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm" align="flex-start">
        <Title order={3} fz="lg" id="sessions-title">
          {t('account.sessionsTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('account.sessionsIntro')}
        </Text>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('account.signOutEverywhere')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        // Signing out everywhere cannot be called back once sent, so the dialog stays until it ends.
        onClose={() => {
          if (!pending) setConfirming(false);
        }}
        title={t('account.signOutEverywhere')}
        message={t('account.signOutEverywhereConfirm')}
        confirmLabel={t('account.signOutEverywhere')}
        busy={pending}
        onConfirm={() => void signOutAll()}
      />
    </Card>
  );
}
