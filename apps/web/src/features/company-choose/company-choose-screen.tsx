import { getMyCompanies, type MyCompany } from '@atrium/contract/companies';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { switchCompany } from '../../auth/auth-runtime.ts';
import { useSession } from '../../auth/session.ts';
import { CreateCompanyForm } from './create-company-form.tsx';

/**
 * company-choose: the person's companies as cards with their role; choosing one re-issues the
 * token for it and opens the start page. Below, a form to create a company (then chosen).
 */
export function CompanyChooseScreen() {
  const { t } = useTranslation();
  const companies = useOperationQuery(getMyCompanies);
  const currentId = useSession()?.companyId ?? null;
  const [choosing, setChoosing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (companyId: string) => {
    setChoosing(companyId);
    setFailed(false);
    try {
      await switchCompany(companyId);
    } catch {
      setFailed(true);
    } finally {
      setChoosing(null);
    }
  };

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={2}>{t('screens.company-choose')}</Title>
        <Text c="dimmed">{t('companyChoose.intro')}</Text>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="your-companies">
        <Title order={3} fz="lg" id="your-companies">
          {t('companyChoose.yourCompanies')}
        </Title>
        {failed ? (
          <Alert color="red" role="alert">
            {t('companyChoose.chooseFailed')}
          </Alert>
        ) : null}
        {companies.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : companies.isError ? (
          <Alert color="red" role="alert">
            {t('companyChoose.loadFailed')}
          </Alert>
        ) : companies.data.length === 0 ? (
          <Text c="dimmed">{t('companyChoose.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {companies.data.map((company) => (
              <CompanyCard
                key={company.companyId}
                company={company}
                current={company.companyId === currentId}
                busy={choosing === company.companyId}
                disabled={choosing !== null}
                onChoose={() => void choose(company.companyId)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <CreateCompanyForm onCreated={(companyId) => choose(companyId)} />
    </Stack>
  );
}

function CompanyCard({
  company,
  current,
  busy,
  disabled,
  onChoose,
}: {
  company: MyCompany;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="company-card">
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} fz="lg" lineClamp={2}>
              {company.name}
            </Text>
            {current ? (
              <Badge color="green" variant="light">
                {t('companyChoose.current')}
              </Badge>
            ) : null}
          </Group>
          <Badge variant="outline" color="gray" w="fit-content">
            {t(`roles.${company.role}`)}
          </Badge>
        </Stack>
        <Button
          variant={current ? 'light' : 'filled'}
          loading={busy}
          disabled={disabled && !busy}
          onClick={onChoose}
          aria-label={`${current ? t('companyChoose.continue') : t('companyChoose.open')}: ${company.name}`}
        >
          {current ? t('companyChoose.continue') : t('companyChoose.open')}
        </Button>
      </Stack>
    </Card>
  );
}
