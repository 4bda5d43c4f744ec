import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { inviteLinkPath } from './invite-link.ts';

/** What a person without a company can do: create one, or open their invitation link. */
export function NoCompanyCallout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState(false);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const path = inviteLinkPath(link);
    setInvalid(path === null);
    if (path) void navigate(path);
  };

  return (
    <Alert color="brand" variant="light" title={t('account.noCompanyTitle')} data-testid="no-company">
      <Stack gap="md">
        <Text fz="sm">{t('account.noCompanyBody')}</Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Button component={Link} to="/company-choose">
            {t('account.createCompany')}
          </Button>
          <form onSubmit={open} noValidate style={{ flex: '1 1 320px' }}>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('account.inviteLinkLabel')}
                placeholder={t('account.inviteLinkPlaceholder')}
                value={link}
                onChange={(event) => {
                  setLink(event.currentTarget.value);
                  setInvalid(false);
                }}
                error={invalid ? t('account.inviteLinkInvalid') : null}
              />
              <Button type="submit" variant="default">
                {t('account.openInvite')}
              </Button>
            </Group>
          </form>
        </Group>
      </Stack>
    </Alert>
  );
}
