import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../ui/copy-field.tsx';

/**
 * A just-made invitation link for the person who invites to pass on themselves: the mail carries
 * it too, but a company without a mail server has no other way to reach the invitee. It is shown
 * once; only a hash of it is kept (docs/product/invitations.md#passing-the-link-on).
 */
export function InvitationLink({ email, link }: { email: string; link: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('invitations.link.title', { email })}>
      <Stack gap="xs">
        <Text fz="sm">{t('invitations.link.intro', { email })}</Text>
        <CopyField
          value={link}
          label={t('invitations.link.label', { email })}
          copy={t('invitations.link.copy')}
          copied={t('invitations.link.copied')}
        />
      </Stack>
    </Alert>
  );
}
