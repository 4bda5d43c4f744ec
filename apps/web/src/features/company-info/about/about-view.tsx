import type { CompanyProfile } from '@atrium/contract/company-profile';
import {
  Anchor,
  Avatar,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../../api/client.ts';
import { useApiBlobUrl } from '../../../ui/uploader/use-api-blob-url.ts';
import { AboutIcon, type AboutIconName } from './about-icons.tsx';
import { countryText } from './country-options.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The about page as everyone reads it: cover, logo, name, description, contact card. */
export function AboutView({
  profile,
  onEdit,
}: {
  profile: CompanyProfile;
  /** Only for ADMIN/OWNER; members get no edit control at all. */
  onEdit?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const logo = useApiBlobUrl(profile.thumbnailUrl, authorizedFetch);
  const cover = useApiBlobUrl(profile.coverUrl, authorizedFetch);
  const contact: { icon: AboutIconName; label: string; value: ReactNode }[] = [];
  if (profile.address) {
    contact.push({ icon: 'pin', label: t('companyInfo.about.fields.address'), value: profile.address });
  }
  if (profile.country) {
    contact.push({
      icon: 'flag',
      label: t('companyInfo.about.fields.country'),
      value: countryText(profile.country.countryIsoCode, i18n.language),
    });
  }
  if (profile.website) {
    contact.push({
      icon: 'globe',
      label: t('companyInfo.about.fields.website'),
      value: (
        <Anchor href={profile.website} target="_blank" rel="noopener noreferrer" fz="sm">
          {profile.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </Anchor>
      ),
    });
  }
  if (profile.contactEmail) {
    contact.push({
      icon: 'mail',
      label: t('companyInfo.about.fields.contactEmail'),
      value: (
        <Anchor href={`mailto:${profile.contactEmail}`} fz="sm">
          {profile.contactEmail}
        </Anchor>
      ),
    });
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} component="section">
        <Box
          h={{ base: 120, sm: 180 }}
          role={cover ? 'img' : undefined}
          aria-label={cover ? t('companyInfo.about.coverAlt', { name: profile.name }) : undefined}
          data-testid="company-cover"
          style={{
            background: cover
              ? `center / cover no-repeat url(${JSON.stringify(cover)})`
              : 'linear-gradient(120deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-5))',
          }}
        />
        <Group px="lg" pb="lg" justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Group align="flex-end" gap="md" wrap="nowrap" mt={-44}>
            <Avatar
              src={logo}
              alt={t('companyInfo.about.logoAlt', { name: profile.name })}
              size={96}
              radius="md"
              color="indigo"
              variant="filled"
              style={{ border: '4px solid var(--mantine-color-body)', flexShrink: 0 }}
            >
              {initials(profile.name)}
            </Avatar>
            <Title order={3} fz={{ base: 'xl', sm: 26 }} pb={6} style={{ wordBreak: 'break-word' }}>
              {profile.name}
            </Title>
          </Group>
          {onEdit ? (
            <Button variant="light" leftSection={<AboutIcon name="pencil" size={16} />} onClick={onEdit}>
              {t('companyInfo.about.edit')}
            </Button>
          ) : null}
        </Group>
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="lg" h="100%">
            {profile.description ? (
              <Text style={{ whiteSpace: 'pre-wrap' }} lh={1.65}>
                {profile.description}
              </Text>
            ) : (
              <Text c="dimmed">
                {onEdit ? t('companyInfo.about.noDescriptionAdmin') : t('companyInfo.about.noDescription')}
              </Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-labelledby="about-contact">
            <Stack gap="md">
              <Title order={3} fz="md" id="about-contact">
                {t('companyInfo.about.contact')}
              </Title>
              {contact.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {t('companyInfo.about.noContact')}
                </Text>
              ) : (
                <Stack gap="sm" component="dl" m={0}>
                  {/* Each group is a div holding only its dt and dd (the icon is hidden from
                      assistive technology), as a dl requires; the grid keeps the icon beside both. */}
                  {contact.map((item) => (
                    <Box
                      key={item.icon}
                      style={{
                        display: 'grid',
                        gridTemplateColumns: 'auto minmax(0, 1fr)',
                        columnGap: 'var(--mantine-spacing-sm)',
                        alignItems: 'start',
                      }}
                    >
                      <ThemeIcon
                        variant="light"
                        color="indigo"
                        size={32}
                        radius="md"
                        aria-hidden
                        style={{ gridRow: 'span 2' }}
                      >
                        <AboutIcon name={item.icon} />
                      </ThemeIcon>
                      <Text component="dt" fz="xs" c="dimmed">
                        {item.label}
                      </Text>
                      <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                        {item.value}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
