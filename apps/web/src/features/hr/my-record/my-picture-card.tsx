import '@mantine/dropzone/styles.css';
import { Modules } from '@atrium/contract/access';
import { fileSizeText } from '@atrium/contract/format';
import {
  getMemberList,
  getMemberProfile,
  getMyPicture,
  getMyProfile,
  removeMyPicture,
  uploadMyPicture,
} from '@atrium/contract/human-resources';
import { getCompanyPeople, initialsOf } from '@atrium/contract/people';
import { CONTENT_TYPE_EXTENSIONS, UPLOAD_KINDS, type UploadContentType } from '@atrium/contract/uploads';
import { Alert, Avatar, Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../api/api-error.ts';
import { authorizedFetch } from '../../../api/client.ts';
import { operationKey } from '../../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { useSession } from '../../../auth/session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { uploadInChunks } from '../../../ui/uploader/chunked-upload.ts';
import { uploadErrorKey } from '../../../ui/uploader/upload-error-message.ts';
import { useMyPicture } from '../../../auth/my-picture.ts';

const CAPS = UPLOAD_KINDS[uploadMyPicture.upload.kind];
const TYPES = CAPS.contentTypes as readonly UploadContentType[];
const ACCEPT = Object.fromEntries(TYPES.map((type) => [type, [...CONTENT_TYPE_EXTENSIONS[type]]]));
const TYPE_NAMES = [...new Set(TYPES.map((type) => CONTENT_TYPE_EXTENSIONS[type][0]!))]
  .map((extension) => extension.slice(1).toUpperCase())
  .join(', ');

/** Every list showing the member's picture, and the header's user menu, read it again. */
function useRefreshPictures() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getMyPicture, getMyProfile, getMemberProfile, getMemberList, getCompanyPeople].map((operation) =>
        queryClient.invalidateQueries({ queryKey: operationKey(operation) }),
      ),
    );
}

/**
 * The member's own picture on account/profile (companies with HUMAN_RESOURCES;
 * docs/product/human-resources.md#profile-pictures): upload one after seeing a preview, or
 * remove it after confirming. The header's user menu follows at once.
 */
export function MyPictureCard() {
  const session = useSession();
  const enabled = Boolean(
    session?.companyMemberId &&
    session.modules.some((module) => module.toUpperCase() === Modules.HUMAN_RESOURCES),
  );
  if (!enabled || !session) return null;
  return <MyPicture initials={initialsOf(session.name, session.email)} />;
}

function MyPicture({ initials: letters }: { initials: string }) {
  const { t } = useTranslation();
  const mine = useOperationQuery(getMyPicture, undefined, { staleTime: 5 * 60 * 1000 });
  const picture = useMyPicture();
  const refresh = useRefreshPictures();
  const remove = useOperationMutation(removeMyPicture);
  const [choosing, setChoosing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const hasPicture = Boolean(mine.data?.pictureUrl);

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({});
      setConfirming(false);
      await refresh();
      notifications.show({ message: t('hr.myPicture.removed'), color: 'green', autoClose: 1600 });
    } catch {
      notifications.show({ message: t('hr.myPicture.removeFailed'), color: 'red' });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" maw={560}>
      <Stack gap="md">
        <Title order={3}>{t('hr.myPicture.title')}</Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={picture} size={88} radius={88} color="brand" alt={t('hr.myPicture.current')}>
            {letters}
          </Avatar>
          <Stack gap="xs">
            <Text c="dimmed" fz="sm">
              {t('hr.myPicture.intro')}
            </Text>
            <Group gap="xs">
              <Button variant="light" onClick={() => setChoosing(true)}>
                {t(hasPicture ? 'hr.myPicture.change' : 'hr.myPicture.add')}
              </Button>
              {hasPicture ? (
                <Button variant="subtle" color="red.8" c="red.9" onClick={() => setConfirming(true)}>
                  {t('hr.myPicture.remove')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Stack>
      <Modal opened={choosing} onClose={() => setChoosing(false)} title={t('hr.myPicture.chooseTitle')}>
        {choosing ? (
          <PictureChooser
            onCancel={() => setChoosing(false)}
            onSaved={() => {
              setChoosing(false);
              void refresh();
              notifications.show({ message: t('hr.myPicture.saved'), color: 'green', autoClose: 1600 });
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('hr.myPicture.removeTitle')}
        message={t('hr.myPicture.removeConfirm')}
        confirmLabel={t('hr.myPicture.remove')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </Card>
  );
}

/** Choose a file, see it as it will show, then save it; a refusal names the file and why. */
function PictureChooser({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const max = fileSizeText(CAPS.maxBytes, i18n.language);

  // The chosen file as it will show, before anything is sent.
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const chosen = (picked: File) => {
    setError(null);
    setFile(picked);
  };

  const rejected = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    setFile(null);
    const tooLarge = first.errors.some((reason) => reason.code === 'file-too-large');
    setError(
      tooLarge
        ? t('hr.myPicture.tooLarge', {
            name: first.file.name,
            size: fileSizeText(first.file.size, i18n.language),
            max,
          })
        : t('hr.myPicture.wrongType', { name: first.file.name, types: TYPE_NAMES }),
    );
  };

  const save = async () => {
    if (!file) return;
    setError(null);
    setPercent(0);
    try {
      await uploadInChunks({
        operation: uploadMyPicture,
        file,
        fetch: authorizedFetch,
        onProgress: ({ sentBytes, totalBytes }) =>
          setPercent(totalBytes > 0 ? Math.round((sentBytes / totalBytes) * 100) : 0),
      });
      onSaved();
    } catch (failure) {
      const apiError = isApiError(failure)
        ? failure
        : new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message: String(failure) });
      setError(
        `${t('uploader.failedTitle', { name: file.name })}. ${t(uploadErrorKey(apiError), { max, types: TYPE_NAMES })}`,
      );
    } finally {
      setPercent(null);
    }
  };

  const saving = percent !== null;
  return (
    <Stack gap="md">
      {file ? (
        <Stack gap="xs" align="center">
          <Avatar
            src={preview}
            size={144}
            radius={144}
            color="brand"
            alt={t('hr.myPicture.preview', { name: file.name })}
          />
          <Text fz="sm" c="dimmed" ta="center">
            {t('hr.myPicture.previewHint', { name: file.name, size: fileSizeText(file.size, i18n.language) })}
          </Text>
        </Stack>
      ) : null}
      <Dropzone
        onDrop={(files) => files[0] && chosen(files[0])}
        onReject={rejected}
        accept={ACCEPT}
        maxSize={CAPS.maxBytes}
        multiple={false}
        disabled={saving}
        aria-label={t(file ? 'hr.myPicture.chooseAnother' : 'hr.myPicture.drop')}
        data-testid="picture-dropzone"
        p="md"
      >
        <Stack gap={4} align="center" style={{ pointerEvents: 'none' }} mih={file ? 40 : 96} justify="center">
          <Text fw={500}>{t(file ? 'hr.myPicture.chooseAnother' : 'hr.myPicture.drop')}</Text>
          <Text size="xs" c="dimmed">
            {t('hr.myPicture.limits', { types: TYPE_NAMES, max })}
          </Text>
        </Stack>
      </Dropzone>
      {saving ? <Progress value={percent} animated aria-label={t('hr.myPicture.saving')} /> : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('hr.list.cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={!file} loading={saving}>
          {t('hr.myPicture.save')}
        </Button>
      </Group>
    </Stack>
  );
}
