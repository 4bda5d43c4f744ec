import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={link}
            readOnly
            aria-label={t('invitations.link.label', { email })}
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('invitations.link.copied') : t('invitations.link.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
