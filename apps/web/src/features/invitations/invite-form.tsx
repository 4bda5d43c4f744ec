import {
  createInvite,
  createInviteBodySchema,
  getCompanyInvites,
  type InviteRole,
} from '@atrium/contract/companies';
import { Alert, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { InvitationLink } from './invitation-link.tsx';
import { inviteErrorText } from './invite-error.ts';
import { FormFooter } from '../../ui/forms/form-footer.tsx';

/** E-mail and role; checked here first, then by the server, whose refusal lands at the field. */
export function InviteForm() {
  const { t } = useTranslation();
  const form = useForm<{ email: string; role: InviteRole }>({
    mode: 'controlled',
    initialValues: { email: '', role: 'MEMBER' },
    validate: zodFormValidate(createInviteBodySchema, {
      t,
      messages: {
        email: (issue) =>
          typeof issue.input === 'string' && issue.input.trim() !== ''
            ? t('invitations.errors.emailInvalid')
            : t('invitations.errors.emailRequired'),
      },
    }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [made, setMade] = useState<{ email: string; link: string } | null>(null);
  const invite = useOperationMutation(createInvite, { invalidates: [getCompanyInvites] });

  const submit = async (values: typeof form.values) => {
    setRefusal(null);
    setMade(null);
    const body = createInviteBodySchema.parse(values);
    try {
      const created = await invite.mutateAsync({ body });
      setMade({ email: created.email, link: created.link });
      notifications.show({ message: t('invitations.sent', { email: body.email }), color: 'green' });
      form.setFieldValue('email', '');
    } catch (error) {
      const landed = applyServerFieldErrors(form, error, {
        messages: {
          email: (_message, cause) =>
            cause.status === 409
              ? t('invitations.errors.alreadyMember')
              : t('invitations.errors.emailInvalid'),
        },
      });
      if (landed) return;
      const text = inviteErrorText(t, error);
      if (text.email) form.setFieldError('email', text.email);
      else setRefusal(text.form ?? null);
    }
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => void submit(values))}
      noValidate
      aria-label={t('invitations.title')}
    >
      <Stack gap="sm">
        <Text c="dimmed" fz="sm">
          {t('invitations.intro')}
        </Text>
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <TextInput
          label={t('invitations.email')}
          placeholder={t('invitations.emailPlaceholder')}
          type="email"
          autoComplete="off"
          maxLength={maxLengthOf(createInviteBodySchema.shape.email)}
          {...form.getInputProps('email')}
          required
          data-autofocus
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="invite-role-label">
            {t('invitations.role')}
          </Text>
          <SegmentedControl
            aria-labelledby="invite-role-label"
            value={form.values.role}
            onChange={(value) => form.setFieldValue('role', value as InviteRole)}
            data={[
              { value: 'MEMBER', label: t('invitations.roles.MEMBER') },
              { value: 'ADMIN', label: t('invitations.roles.ADMIN') },
            ]}
          />
        </Stack>
        <FormFooter submitLabel={t('invitations.send')} busy={invite.isPending} />
        {made ? <InvitationLink email={made.email} link={made.link} /> : null}
      </Stack>
    </form>
  );
}
