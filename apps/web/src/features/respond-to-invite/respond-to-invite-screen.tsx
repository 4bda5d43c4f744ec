import {
  getInvite,
  inviteTokenSchema,
  respondToInvite,
  type InviteDetails,
} from '@atrium/contract/companies';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { Link, useSearchParams } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { switchCompany } from '../../auth/auth-runtime.ts';
import { problemOfDetails, problemOfError, type InviteProblem } from './invite-problem.ts';

/**
 * respond-to-invite?token=…: what the invitation offers (company, role, inviter), Accept or
 * Decline. Accepting chooses that company and opens its start page. Open to a signed-in person
 * without a company (decision 009).
 */
export function RespondToInviteScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const valid = inviteTokenSchema.safeParse(token).success;
  const details = useOperationQuery(getInvite, { body: { token } }, { enabled: valid, retry: false });

  let body;
  if (!valid) body = <Problem problem="missingToken" />;
  else if (details.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (details.isError) body = <Problem problem={problemOfError(details.error)} />;
  else body = <Invitation token={token} details={details.data} />;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={2}>{t('screens.respond-to-invite')}</Title>
      {body}
    </Stack>
  );
}

function Invitation({ token, details }: { token: string; details: InviteDetails }) {
  const { t } = useTranslation();
  const respond = useOperationMutation(respondToInvite);
  const [outcome, setOutcome] = useState<InviteProblem | 'declined' | null>(null);
  const blocked = problemOfDetails(details);
  const expires = useDateFormat().date(details.expiresAt);

  const answer = async (response: 'accept' | 'decline') => {
    try {
      const result = await respond.mutateAsync({ body: { token, response } });
      if (result.status === 'DECLINED') setOutcome('declined');
      else await switchCompany(result.companyId);
    } catch (error) {
      setOutcome(problemOfError(error));
    }
  };

  const problem = outcome ?? blocked;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="lg">
        <Text>{t('invite.intro')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact label={t('invite.company')} value={details.companyName} strong />
          <Fact label={t('invite.role')} value={t(`roles.${details.role}`)} />
          <Fact label={t('invite.invitedBy')} value={details.inviterName ?? '—'} />
          <Fact label={t('invite.sentTo')} value={details.email} />
          <Fact label={t('invite.expires')} value={expires} />
        </SimpleGrid>
        {problem ? (
          problem === 'declined' ? (
            <Alert color="gray">{t('invite.declined')}</Alert>
          ) : (
            <Problem problem={problem} email={details.email} />
          )
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void answer('decline')} disabled={respond.isPending}>
              {t('invite.decline')}
            </Button>
            <Button onClick={() => void answer('accept')} loading={respond.isPending}>
              {t('invite.accept')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 400} fz={strong ? 'lg' : 'sm'}>
        {value}
      </Text>
    </Stack>
  );
}

function Problem({ problem, email = '' }: { problem: InviteProblem | 'missingToken'; email?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color={problem === 'failed' ? 'red' : 'orange'} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t(`invite.${problem}`, { email })}</Text>
        <Button component={Link} to="/account" variant="white" size="compact-sm">
          {t('invite.goToAccount')}
        </Button>
      </Stack>
    </Alert>
  );
}
