import {
  getCurrentUser,
  updateCurrentUserProfile,
  updateProfileBodySchema,
  type CurrentUser,
} from '@atrium/contract/account';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { rememberCurrentUser } from '../../auth/auth-runtime.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { MyPictureCard } from '../hr/index.ts';
import { MyRecordCard } from '../hr/index.ts';
import { MyDocumentsCard } from '../member-documents/index.ts';
import { profileBody, profileMessages, validateProfile, type ProfileValues } from './profile-validation.ts';
import { FormFooter } from '../../ui/forms/form-footer.tsx';

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
  return (
    <Stack gap="lg">
      <ProfileForm user={user.data} />
      <MyPictureCard />
      <MyRecordCard />
      <MyDocumentsCard />
    </Stack>
  );
}

/** Room for spaces around the longest name: the contract trims before it counts. */
const nameLength = (maxLengthOf(updateProfileBodySchema.shape.givenName) ?? 0) + 20;

function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      givenName: user.givenName ?? '',
      familyName: user.familyName ?? '',
      phoneNumber: user.phoneNumber ?? '',
    },
    validate: validateProfile(t),
  });
  const save = useOperationMutation(updateCurrentUserProfile);

  const submit = async (values: ProfileValues) => {
    try {
      const saved = await save.mutateAsync({ body: profileBody(values) });
      rememberCurrentUser(saved);
      notifications.show({ message: t('account.profileSaved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      applyServerFieldErrors(form, error, { messages: profileMessages(t) });
      notifications.show({ message: t('account.profileFailed'), color: 'red', autoClose: 3000 });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" maw={560}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t('account.profileIntro')}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label={t('account.givenName')}
              required
              autoComplete="given-name"
              maxLength={nameLength}
              {...form.getInputProps('givenName')}
            />
            <TextInput
              label={t('account.familyName')}
              required
              autoComplete="family-name"
              maxLength={nameLength}
              {...form.getInputProps('familyName')}
            />
          </Group>
          <TextInput
            label={t('account.phone')}
            description={t('account.phoneHint')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput
            label={t('account.email')}
            description={t('account.emailHint')}
            value={user.email ?? ''}
            readOnly
            variant="filled"
          />
          <FormFooter submitLabel={t('account.save')} busy={save.isPending} />
        </Stack>
      </form>
    </Card>
  );
}
