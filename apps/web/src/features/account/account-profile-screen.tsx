import { getCurrentUser, updateCurrentUserProfile, type CurrentUser } from '@atrium/contract/account';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { rememberCurrentUser } from '../../auth/auth-runtime.ts';
import { validateProfile, type ProfileErrors, type ProfileValues } from './profile-validation.ts';

/** account/profile: given name, family name and phone number, checked by the API's rules. */
export function AccountProfileScreen() {
  const { t } = useTranslation();
  const user = useOperationQuery(getCurrentUser);
  if (user.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (user.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('account.loadFailed')}
          <Button size="compact-sm" variant="white" onClick={() => void user.refetch()}>
            {t('account.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <ProfileForm user={user.data} />;
}

const FIELD_PATHS: Record<keyof ProfileValues, string> = {
  givenName: 'body.givenName',
  familyName: 'body.familyName',
  phoneNumber: 'body.phoneNumber',
};

export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProfileValues>({
    givenName: user.givenName ?? '',
    familyName: user.familyName ?? '',
    phoneNumber: user.phoneNumber ?? '',
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useOperationMutation(updateCurrentUserProfile);

  const field = (name: keyof ProfileValues) => ({
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name] ? t(errors[name]) : null,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        body: {
          givenName: values.givenName.trim(),
          familyName: values.familyName.trim(),
          phoneNumber: values.phoneNumber.trim() || null,
        },
      });
      rememberCurrentUser(saved);
      notifications.show({ message: t('account.profileSaved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        const fromServer: ProfileErrors = {};
        for (const [name, path] of Object.entries(FIELD_PATHS) as [keyof ProfileValues, string][]) {
          if (error.fieldMessage(path))
            fromServer[name] = name === 'phoneNumber' ? 'validation.phone' : 'validation.required';
        }
        setErrors(fromServer);
      }
      notifications.show({ message: t('account.profileFailed'), color: 'red', autoClose: 3000 });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" maw={560}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t('account.profileIntro')}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label={t('account.givenName')}
              required
              autoComplete="given-name"
              {...field('givenName')}
            />
            <TextInput
              label={t('account.familyName')}
              required
              autoComplete="family-name"
              {...field('familyName')}
            />
          </Group>
          <TextInput
            label={t('account.phone')}
            description={t('account.phoneHint')}
            type="tel"
            autoComplete="tel"
            {...field('phoneNumber')}
          />
          <TextInput
            label={t('account.email')}
            description={t('account.emailHint')}
            value={user.email ?? ''}
            readOnly
            variant="filled"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
