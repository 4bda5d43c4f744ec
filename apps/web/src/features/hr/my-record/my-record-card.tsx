import { Modules } from '@atrium/contract/access';
import {
  getMyChangeProposals,
  getMyProfile,
  proposeChange,
  proposeChangeBodySchema,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { MyDocuments } from '../documents/my-documents.tsx';
import { ChangeValue } from '../profile/change-value.tsx';
import { countryOptions } from '../../../ui/country-options.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';

/**
 * The member's own HR record on account/profile (companies with HUMAN_RESOURCES): what HR keeps,
 * read only, with "Propose a change" (and the words saying so) only where the rules let the member
 * propose, and the proposals made.
 */
export function MyRecordCard() {
  const session = useSession();
  const enabled = Boolean(
    session?.companyMemberId &&
    session.modules.some((module) => module.toUpperCase() === Modules.HUMAN_RESOURCES),
  );
  if (!enabled) return null;
  return <MyRecord />;
}

function MyRecord() {
  const { t } = useTranslation();
  const profile = useOperationQuery(getMyProfile);
  const proposals = useOperationQuery(getMyChangeProposals);
  const [proposing, setProposing] = useState(false);
  if (!profile.data) return null;
  const record = profile.data.record;
  const canPropose = profile.data.access.personal === 'propose' || profile.data.access.personal === 'edit';
  const current = profile.data.employment.find((row) => row.current);
  // Only the parts the company's access rules let the member see (docs/product/human-resources.md#access-rules).
  const { personal, employment } = profile.data.access;
  const rows: [string, unknown][] = [
    ...(personal === 'none'
      ? []
      : ([
          ['givenName', record?.givenName],
          ['familyName', record?.familyName],
          ['address', record?.address],
          ['privateEmail', record?.privateEmail],
          ['privatePhone', record?.privatePhone],
          ['workPhone', record?.workPhone],
          ['emergencyContacts', record?.emergencyContacts.map((contact) => contact.name)],
        ] satisfies [string, unknown][])),
    ...(employment === 'none' ? [] : ([['position', current?.position]] satisfies [string, unknown][])),
  ];
  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>{t('hr.mine.title')}</Title>
          {canPropose ? <Button onClick={() => setProposing(true)}>{t('hr.mine.propose')}</Button> : null}
        </Group>
        <Text c="dimmed" fz="sm">
          {t(canPropose ? 'hr.mine.intro' : 'hr.mine.introReadOnly')}
        </Text>
        {rows.length > 0 ? (
          <Table>
            <Table.Tbody>
              {rows.map(([field, value]) => (
                <Table.Tr key={field}>
                  <Table.Th w="40%">{t(`hr.field.${field}`)}</Table.Th>
                  <Table.Td>
                    <ChangeValue field={field} value={value} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <MyDocuments sections={profile.data.sections} />
        {proposals.data && proposals.data.length > 0 ? (
          <Stack gap="xs">
            <Title order={4}>{t('hr.mine.proposals')}</Title>
            {proposals.data.map((proposal) => (
              <Group key={proposal.proposalId} gap="sm">
                <Badge
                  variant="light"
                  color={
                    proposal.status === 'approved'
                      ? 'green'
                      : proposal.status === 'rejected'
                        ? 'red'
                        : 'yellow'
                  }
                  // Pale yellow behind the light variant's own yellow text is too faint to read.
                  c={proposal.status === 'pending' ? 'dark.7' : undefined}
                >
                  {t(`hr.proposals.status.${proposal.status}`)}
                </Badge>
                <Text fz="sm">
                  {Object.keys(proposal.changes)
                    .map((field) => t(`hr.field.${field}`, { defaultValue: field }))
                    .join(', ')}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <Modal
        opened={proposing}
        onClose={() => setProposing(false)}
        title={t('hr.mine.propose')}
        size="lg"
        centered
      >
        <ProposeForm profile={profile.data} onDone={() => setProposing(false)} />
      </Modal>
    </Card>
  );
}

interface ProposeValues {
  street: string;
  city: string;
  postalCode: string;
  country: string | null;
  privateEmail: string;
  privatePhone: string;
}

/** Only what differs from the record goes into the proposal. */
function proposeBody(values: ProposeValues, profile: MemberProfile) {
  const record = profile.record;
  const changes: Record<string, unknown> = {};
  const address = {
    ...(values.street.trim() ? { street: values.street.trim() } : {}),
    ...(values.city.trim() ? { city: values.city.trim() } : {}),
    ...(values.postalCode.trim() ? { postalCode: values.postalCode.trim() } : {}),
    ...(values.country ? { country: values.country } : {}),
  };
  const before = record?.address ?? {};
  const same = (a: object, b: object) =>
    JSON.stringify(
      Object.entries(a)
        .filter(([, v]) => v != null)
        .sort(),
    ) ===
    JSON.stringify(
      Object.entries(b)
        .filter(([, v]) => v != null)
        .sort(),
    );
  if (!same(address, before)) changes.address = Object.keys(address).length > 0 ? address : null;
  for (const field of ['privateEmail', 'privatePhone'] as const) {
    const value = values[field].trim() || null;
    if (value !== (record?.[field] ?? null)) changes[field] = value;
  }
  return { changes };
}

function ProposeForm({ profile, onDone }: { profile: MemberProfile; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const record = profile.record;
  const form = useForm<ProposeValues>({
    mode: 'controlled',
    initialValues: {
      street: record?.address?.street ?? '',
      city: record?.address?.city ?? '',
      postalCode: record?.address?.postalCode ?? '',
      country: record?.address?.country ?? null,
      privateEmail: record?.privateEmail ?? '',
      privatePhone: record?.privatePhone ?? '',
    },
    validate: zodFormValidate(proposeChangeBodySchema, {
      t,
      toBody: (values: ProposeValues) => proposeBody(values, profile),
      fields: {
        'changes.address.street': 'street',
        'changes.address.city': 'city',
        'changes.address.postalCode': 'postalCode',
        'changes.privateEmail': 'privateEmail',
        'changes.privatePhone': 'privatePhone',
        changes: 'street',
      },
      messages: {
        street: (issue) => (issue.path.length <= 1 ? t('hr.mine.nothingChanged') : t('hr.mine.invalid')),
      },
    }),
  });
  const propose = useOperationMutation(proposeChange, { invalidates: [getMyChangeProposals] });
  const submit = async (values: ProposeValues) => {
    try {
      await propose.mutateAsync({ body: proposeBody(values, profile) as never });
      notifications.show({ message: t('hr.mine.proposed'), color: 'green' });
      onDone();
    } catch (error) {
      applyServerFieldErrors(form, error);
      notifications.show({ message: t('hr.profile.saveFailed'), color: 'red' });
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <Text c="dimmed" fz="sm">
          {t('hr.mine.proposeIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('hr.field.street')} {...form.getInputProps('street')} />
          <TextInput label={t('hr.field.city')} {...form.getInputProps('city')} />
          <TextInput label={t('hr.field.postalCode')} {...form.getInputProps('postalCode')} />
          <Select
            label={t('hr.field.country')}
            data={countries}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
            {...form.getInputProps('country')}
          />
          <TextInput
            label={t('hr.field.privateEmail')}
            type="email"
            {...form.getInputProps('privateEmail')}
          />
          <TextInput label={t('hr.field.privatePhone')} type="tel" {...form.getInputProps('privatePhone')} />
        </SimpleGrid>
        <FormFooter submitLabel={t('hr.mine.send')} busy={propose.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
