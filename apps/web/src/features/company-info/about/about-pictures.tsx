import {
  getCompanyImages,
  removeCompanyCover,
  removeCompanyThumbnail,
  uploadCompanyCover,
  uploadCompanyThumbnail,
} from '@atrium/contract/company-files';
import { getCompanyProfile, type CompanyProfile } from '@atrium/contract/company-profile';
import { Avatar, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../../api/client.ts';
import { operationKey } from '../../../api/operation-key.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { Uploader } from '../../../ui/uploader/uploader.tsx';
import { useApiBlobUrl } from '../../../ui/uploader/use-api-blob-url.ts';

/** ADMIN/OWNER replace or remove the logo and the cover; the page and the header follow. */
export function AboutPictures({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logo = useApiBlobUrl(profile.thumbnailUrl, authorizedFetch);
  const cover = useApiBlobUrl(profile.coverUrl, authorizedFetch);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operationKey(getCompanyProfile) }),
      queryClient.invalidateQueries({ queryKey: operationKey(getCompanyImages) }),
    ]);
  const removeLogo = useOperationMutation(removeCompanyThumbnail);
  const removeCover = useOperationMutation(removeCompanyCover);

  const uploaded = async () => {
    await refresh();
    notifications.show({ message: t('companyInfo.about.pictures.saved'), color: 'green', autoClose: 1600 });
  };
  const remove = async (mutation: typeof removeLogo | typeof removeCover) => {
    try {
      await mutation.mutateAsync({});
      await refresh();
      notifications.show({
        message: t('companyInfo.about.pictures.removed'),
        color: 'green',
        autoClose: 1600,
      });
    } catch {
      notifications.show({
        message: t('companyInfo.about.pictures.removeFailed'),
        color: 'red',
        autoClose: 3000,
      });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="about-pictures-title">
      <Stack gap="md">
        <Title order={3} fz="lg" id="about-pictures-title">
          {t('companyInfo.about.pictures.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('companyInfo.about.pictures.logo')}</Text>
              {profile.thumbnailUrl ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  loading={removeLogo.isPending}
                  onClick={() => void remove(removeLogo)}
                >
                  {t('companyInfo.about.pictures.removeLogo')}
                </Button>
              ) : null}
            </Group>
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Avatar src={logo} size={72} radius="md" color="indigo" alt="" />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Uploader
                  fetch={authorizedFetch}
                  operation={uploadCompanyThumbnail}
                  onUploaded={() => void uploaded()}
                  label={t('companyInfo.about.pictures.logoHint')}
                />
              </Box>
            </Group>
          </Stack>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('companyInfo.about.pictures.cover')}</Text>
              {profile.coverUrl ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  loading={removeCover.isPending}
                  onClick={() => void remove(removeCover)}
                >
                  {t('companyInfo.about.pictures.removeCover')}
                </Button>
              ) : null}
            </Group>
            <Box
              h={72}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: cover
                  ? `center / cover no-repeat url(${JSON.stringify(cover)})`
                  : 'linear-gradient(120deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-5))',
              }}
            />
            <Uploader
              fetch={authorizedFetch}
              operation={uploadCompanyCover}
              onUploaded={() => void uploaded()}
              label={t('companyInfo.about.pictures.coverHint')}
            />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
