import {
  getMemberList,
  getMemberProfile,
  getMyPicture,
  removeMemberPicture,
  uploadMemberPicture,
  type MemberProfile,
} from '@atrium/contract/human-resources';
import { getCompanyPeople } from '@atrium/contract/people';
import { Button, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../../api/client.ts';
import { operationKey } from '../../../api/operation-key.ts';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { Uploader } from '../../../ui/uploader/uploader.tsx';

/**
 * Change or remove a member's picture (whoever may edit their personal data). Every list that
 * shows the person is refreshed, so the avatar follows at once.
 */
export function PictureControls({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useOperationMutation(removeMemberPicture);
  const refresh = () =>
    Promise.all(
      [getMemberProfile, getMemberList, getCompanyPeople, getMyPicture].map((operation) =>
        queryClient.invalidateQueries({ queryKey: operationKey(operation) }),
      ),
    );
  if (member.access.personal !== 'edit') return null;
  return (
    <Group gap="xs">
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
        {t('hr.picture.change')}
      </Button>
      {member.pictureUrl ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red.8"
          c="red.9"
          onClick={() =>
            void remove
              .mutateAsync({ body: { companyMemberId: member.companyMemberId } })
              .then(refresh)
              .then(() =>
                notifications.show({ message: t('hr.picture.removed'), color: 'green', autoClose: 1600 }),
              )
          }
        >
          {t('hr.picture.remove')}
        </Button>
      ) : null}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('hr.picture.title', { name: member.name })}
      >
        <Uploader
          operation={uploadMemberPicture}
          fields={{ companyMemberId: member.companyMemberId }}
          fetch={authorizedFetch}
          label={t('hr.picture.drop')}
          onUploaded={() => {
            setOpen(false);
            void refresh();
            notifications.show({ message: t('hr.picture.saved'), color: 'green', autoClose: 1600 });
          }}
        />
      </Modal>
    </Group>
  );
}
