import { ADMIN_ROLES } from '@atrium/contract/access';
import { getCompanyProfile } from '@atrium/contract/company-profile';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { AboutEditForm } from './about/about-edit-form.tsx';
import { AboutPictures } from './about/about-pictures.tsx';
import { AboutView } from './about/about-view.tsx';

/** current-company-info/about: everyone reads; ADMIN/OWNER get an edit mode. */
export function CompanyInfoAboutScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = ADMIN_ROLES.some((role) => session?.roles.includes(role));
  const [editing, setEditing] = useState(false);
  const profile = useOperationQuery(getCompanyProfile);

  if (profile.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('companyInfo.about.loadFailed')}
          <Button size="compact-sm" variant="white" onClick={() => void profile.refetch()}>
            {t('companyInfo.about.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (editing && canEdit) {
    return (
      <Stack gap="lg">
        <AboutEditForm profile={profile.data} onDone={() => setEditing(false)} />
        <AboutPictures profile={profile.data} />
      </Stack>
    );
  }
  return <AboutView profile={profile.data} {...(canEdit ? { onEdit: () => setEditing(true) } : {})} />;
}
