import { Stack } from '@mantine/core';
import { PersonalForm } from './profile/personal-form.tsx';
import { MemberSections } from './profile/member-sections.tsx';
import { ProfileState } from './profile/profile-state.tsx';
import { useMemberProfile } from './profile/use-member-profile.ts';

/** admin/users/profile/:id/personal-information: the member's personal data. */
export function AdminUserPersonalInformationScreen() {
  const profile = useMemberProfile();
  if (!profile.data) return <ProfileState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="lg">
      <PersonalForm key={profile.dataUpdatedAt} profile={profile.data} />
      <MemberSections sections={profile.data.sections} tab="personal" />
    </Stack>
  );
}
