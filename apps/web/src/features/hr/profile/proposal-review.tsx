import {
  decideChangeProposal,
  getChangeProposals,
  getMemberProfile,
  getRecordAudit,
  type ChangeProposal,
} from '@atrium/contract/human-resources';
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { useDatePickerFormat } from '../../../ui/dates/date-format.ts';
import { ChangeValue } from './change-value.tsx';

/** Pending proposals (of one member, or of everyone), each with old → new and approve or reject. */
export function ProposalReview({ companyMemberId }: { companyMemberId?: string }) {
  const { t } = useTranslation();
  const proposals = useOperationQuery(getChangeProposals, {
    query: { status: 'pending', ...(companyMemberId ? { companyMemberId } : {}) },
  });
  if (!proposals.data || proposals.data.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('hr.proposals.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {proposals.data.map((proposal) => (
        <ProposalCard key={proposal.proposalId} proposal={proposal} />
      ))}
    </Stack>
  );
}

function ProposalCard({ proposal }: { proposal: ChangeProposal }) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  const [effectiveDate, setEffectiveDate] = useState<string | null>(null);
  const decide = useOperationMutation(decideChangeProposal, {
    invalidates: [getChangeProposals, getMemberProfile, getRecordAudit],
  });
  const send = async (decision: 'approve' | 'reject') => {
    try {
      await decide.mutateAsync({
        params: { proposalId: proposal.proposalId },
        body: { decision, ...(effectiveDate && decision === 'approve' ? { effectiveDate } : {}) },
      });
      notifications.show({
        message: t(decision === 'approve' ? 'hr.proposals.approved' : 'hr.proposals.rejected'),
        color: 'green',
      });
    } catch (error) {
      notifications.show({ message: (error as Error).message, color: 'red' });
    }
  };
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-label={t('hr.proposals.from', { name: proposal.memberName })}
    >
      <Stack gap="sm">
        <Text fw={600} fz="sm">
          {t('hr.proposals.from', { name: proposal.memberName })}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hr.proposals.field')}</Table.Th>
              <Table.Th>{t('hr.proposals.old')}</Table.Th>
              <Table.Th>{t('hr.proposals.new')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(proposal.changes).map(([field, change]) => (
              <Table.Tr key={field}>
                <Table.Td>{t(`hr.field.${field}`, { defaultValue: field })}</Table.Td>
                <Table.Td>
                  <ChangeValue field={field} value={change.from} />
                </Table.Td>
                <Table.Td>
                  <ChangeValue field={field} value={change.to} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            label={t('hr.proposals.effectiveDate')}
            description={t('hr.proposals.today')}
            clearable
            clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
            value={effectiveDate}
            onChange={(value) => setEffectiveDate(value)}
            {...picker}
            w={200}
          />
          <Button loading={decide.isPending} onClick={() => void send('approve')}>
            {t('hr.proposals.approve')}
          </Button>
          <Button
            variant="default"
            color="red"
            loading={decide.isPending}
            onClick={() => void send('reject')}
          >
            {t('hr.proposals.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
