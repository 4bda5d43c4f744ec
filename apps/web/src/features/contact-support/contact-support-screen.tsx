import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  createSupportMessage,
  getSupportInfo,
  type SupportMessageCreated,
} from '@atrium/contract/support';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useCurrentCompanyName } from '../../auth/current-company-name.ts';
import { useSession } from '../../auth/session.ts';
import { messageError, subjectError, validateSupport, type SupportValues } from './support-validation.ts';

/** contact-support: any signed-in person writes to the operators of this installation. */
export function ContactSupportScreen() {
  const { t } = useTranslation();
  const info = useOperationQuery(getSupportInfo);
  const [sent, setSent] = useState<SupportMessageCreated | null>(null);
  const supportEmail = info.data?.supportEmail ?? null;

  return (
    <Paper withBorder p="lg" radius="md" component="section" maw={720} aria-labelledby="contact-support">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} id="contact-support" data-screen="contact-support">
            {t('screens.contact-support')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('contactSupport.intro')}
          </Text>
        </Stack>
        {sent ? (
          <SentConfirmation sent={sent} supportEmail={supportEmail} onAnother={() => setSent(null)} />
        ) : (
          <>
            {info.isSuccess ? (
              <Alert
                color={supportEmail ? 'blue' : 'gray'}
                variant="light"
                role="note"
                data-testid="support-destination"
              >
                {supportEmail
                  ? t('contactSupport.goesTo', { address: supportEmail })
                  : t('contactSupport.storedOnly')}
              </Alert>
            ) : null}
            <SupportForm onSent={setSent} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function SupportForm({ onSent }: { onSent: (sent: SupportMessageCreated) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const companyName = useCurrentCompanyName();
  const hasCompany = Boolean(session?.companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useOperationMutation(createSupportMessage);
  const form = useForm<SupportValues>({
    mode: 'controlled',
    initialValues: { subject: '', message: '', includeCompany: false },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateSupport(values)).map(([field, error]) => [field, t(error.key, error.values)]),
      ),
    validateInputOnBlur: true,
  });

  const submit = async (values: SupportValues) => {
    setFailure(null);
    try {
      onSent(
        await send.mutateAsync({
          body: {
            subject: values.subject.trim(),
            message: values.message.trim(),
            includeCompany: hasCompany && values.includeCompany,
          },
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === 'RATE_LIMITED') {
        setFailure(t('contactSupport.rateLimited'));
        return;
      }
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        form.setErrors({
          ...(error.fieldMessage('body.subject')
            ? { subject: t(subjectError.key, subjectError.values) }
            : {}),
          ...(error.fieldMessage('body.message')
            ? { message: t(messageError.key, messageError.values) }
            : {}),
        });
      }
      setFailure(t('contactSupport.failed'));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('contactSupport.subject')}
          required
          maxLength={SUPPORT_SUBJECT_MAX + 20}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('contactSupport.message')}
          description={t('contactSupport.messageHint')}
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={SUPPORT_MESSAGE_MAX + 100}
          {...form.getInputProps('message')}
        />
        {hasCompany ? (
          <Checkbox
            label={t('contactSupport.includeCompany', { company: companyName ?? '…' })}
            description={t('contactSupport.includeCompanyHint')}
            {...form.getInputProps('includeCompany', { type: 'checkbox' })}
          />
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('contactSupport.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SentConfirmation({
  sent,
  supportEmail,
  onAnother,
}: {
  sent: SupportMessageCreated;
  supportEmail: string | null;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" role="status">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="green" variant="light" size={40} radius="xl" aria-hidden="true">
          <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2}>
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ThemeIcon>
        <Title order={3} fz="lg">
          {t('contactSupport.sentTitle')}
        </Title>
      </Group>
      <Text>
        {sent.delivery === 'EMAILED' && supportEmail
          ? t('contactSupport.sentEmailed', { address: supportEmail })
          : t('contactSupport.sentStored')}
      </Text>
      <Button variant="light" onClick={onAnother}>
        {t('contactSupport.another')}
      </Button>
    </Stack>
  );
}
