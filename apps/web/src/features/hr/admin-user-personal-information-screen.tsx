import { Stack } from '@mantine/core';
import { PersonalForm } from './profile/personal-form.tsx';
import { MemberSections } from './profile/member-sections.tsx';
import { ProfileState } from './profile/profile-state.tsx';
import { useMemberProfile } from './profile/use-member-profile.ts';

/**
 * admin/users/profile/:id/personal-information: the member's personal data, when the caller may
 * view it, and the company's sections of the tab they may view.
 */
export function AdminUserPersonalInformationScreen() {
  const profile = useMemberProfile();
  if (!profile.data) return <ProfileState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="lg">
      {profile.data.access.personal !== 'none' ? <PersonalForm profile={profile.data} /> : null}
      <MemberSections sections={profile.data.sections} tab="personal" />
    </Stack>
  );
}
