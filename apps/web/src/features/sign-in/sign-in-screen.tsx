import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startSignIn } from '../../auth/sign-in.ts';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { ProductMark } from '../../ui/product-mark.tsx';

/**
 * The sign-in screen (/authentication/login; /login redirects here). The button starts the
 * provider's login flow through `startSignIn` (src/auth/sign-in.ts).
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const signIn = async () => {
    setPending(true);
    try {
      await startSignIn();
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      mih="100vh"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%)',
      }}
    >
      <Group justify="flex-end" p="md">
        <LanguageSwitcher />
      </Group>
      <Center px="md" pb="xl" mih="calc(100vh - 140px)">
        <Paper component="main" withBorder shadow="sm" p={40} w="100%" maw={420}>
          <Stack gap="lg">
            <Group gap="sm">
              <ProductMark size={40} />
              <Text fw={700} fz={22}>
                {t('app.name')}
              </Text>
            </Group>
            <Stack gap={6}>
              <Title order={1} fz={26}>
                {t('login.title')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('login.subtitle')}
              </Text>
            </Stack>
            <Button size="md" fullWidth loading={pending} onClick={() => void signIn()}>
              {t('login.signIn')}
            </Button>
            <Text c="dimmed" fz="xs" ta="center" role="note">
              {t('login.newHere')}
            </Text>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
