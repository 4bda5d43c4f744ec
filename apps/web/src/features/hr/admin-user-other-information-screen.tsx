import {
  getMemberProfile,
  updateMemberRecord,
  updateMemberRecordBodySchema,
} from '@atrium/contract/human-resources';
import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { useFormFollowsServer } from '../../ui/forms/use-form-follows-server.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { MemberSections } from './profile/member-sections.tsx';
import { ProfileState } from './profile/profile-state.tsx';
import { useMemberProfile } from './profile/use-member-profile.ts';
import { FormFooter } from '../../ui/forms/form-footer.tsx';

const toBody = (values: { otherNotes: string }) => ({ otherNotes: values.otherNotes.trim() || null });

/**
 * admin/users/profile/:id/other-information: notes HR keeps about the member (they follow personal
 * data: read only below edit, hidden at none) and the company's sections of the tab.
 */
export function AdminUserOtherInformationScreen() {
  const profile = useMemberProfile();
  if (!profile.data) return <ProfileState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="lg">
      {profile.data.access.personal !== 'none' ? (
        <OtherForm
          companyMemberId={profile.data.companyMemberId}
          notes={profile.data.record?.otherNotes ?? ''}
          editable={profile.data.access.personal === 'edit'}
        />
      ) : null}
      <MemberSections sections={profile.data.sections} tab="other" />
    </Stack>
  );
}

function OtherForm({
  companyMemberId,
  notes,
  editable,
}: {
  companyMemberId: string;
  notes: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { otherNotes: notes },
    validate: zodFormValidate(updateMemberRecordBodySchema, { t, toBody }),
  });
  useFormFollowsServer(form, { otherNotes: notes });
  const save = useOperationMutation(updateMemberRecord, { invalidates: [getMemberProfile] });
  const submit = async (values: { otherNotes: string }) => {
    try {
      await save.mutateAsync({ params: { companyMemberId }, body: toBody(values) });
      form.resetDirty();
      notifications.show({ message: t('hr.profile.saved'), color: 'green', autoClose: 1600 });
    } catch (error) {
      applyServerFieldErrors(form, error);
      notifications.show({ message: t('hr.profile.saveFailed'), color: 'red' });
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm" maw={720}>
        <Text c="dimmed" fz="sm">
          {t('hr.other.intro')}
        </Text>
        <Textarea
          label={t('hr.field.otherNotes')}
          autosize
          minRows={4}
          readOnly={!editable}
          maxLength={maxLengthOf(updateMemberRecordBodySchema.shape.otherNotes)}
          {...form.getInputProps('otherNotes')}
        />
        {editable ? <FormFooter submitLabel={t('hr.profile.save')} busy={save.isPending} /> : null}
      </Stack>
    </form>
  );
}
