import { Modules } from '@atrium/contract/access';
import {
  deleteMemberDocument,
  downloadMemberDocument,
  getMemberDocuments,
  type MemberDocument,
} from '@atrium/contract/member-documents';
import { Alert, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { RowActions } from '../../ui/layout/row-actions.tsx';
import { apiErrorFromResponse, isApiError } from '../../api/api-error.ts';
import { authorizedFetch } from '../../api/client.ts';
import { operationUrl } from '../../api/operation-url.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { saveBlob } from '../../ui/save-file.ts';

/*
 * A member's documents (docs/product/templates.md#member-documents): generated documents filed
 * with the member, for whoever may see the employment part of the record. Anyone else gets 404
 * from the API, and the card shows nothing.
 */

async function download(document: MemberDocument) {
  const response = await authorizedFetch(
    operationUrl(downloadMemberDocument, undefined, { memberDocumentId: document.memberDocumentId }),
    { method: 'GET' },
  );
  if (!response.ok) throw await apiErrorFromResponse(response);
  saveBlob(await response.blob(), document.name);
}

/**
 * The documents of one member, newest first, each downloadable; with `canRemove` (who may change
 * the employment part of the record) each can be removed after a confirmation.
 */
export function MemberDocumentsCard({
  companyMemberId,
  canRemove = false,
}: {
  companyMemberId: string;
  canRemove?: boolean;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const session = useSession();
  const templates = session?.modules.some((module) => module.toUpperCase() === Modules.TEMPLATE_GENERATION);
  const documents = useOperationQuery(getMemberDocuments, { query: { companyMemberId } });
  const [removing, setRemoving] = useState<MemberDocument | null>(null);
  const remove = useOperationMutation(deleteMemberDocument, { invalidates: [getMemberDocuments] });
  if (documents.isPending) return null;
  // Without templates nothing files documents: an empty list is not worth a card.
  if (documents.isSuccess && documents.data.length === 0 && !templates) return null;
  if (documents.isError) {
    if (isApiError(documents.error) && documents.error.status === 404) return null;
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('memberDocuments.loadFailed')}
          <Button size="compact-sm" variant="white" onClick={() => void documents.refetch()}>
            {t('memberDocuments.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const onDownload = async (document: MemberDocument) => {
    try {
      await download(document);
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('memberDocuments.downloadFailed') });
    }
  };
  const confirmRemove = async (document: MemberDocument) => {
    try {
      await remove.mutateAsync({ params: { memberDocumentId: document.memberDocumentId } });
      setRemoving(null);
      notifications.show({ color: 'green', autoClose: 3000, message: t('memberDocuments.removed') });
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('memberDocuments.removeFailed') });
    }
  };
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('memberDocuments.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('memberDocuments.intro')}
        </Text>
        {documents.data.length === 0 ? (
          <Text>{t('memberDocuments.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={220}>
            <Table aria-label={t('memberDocuments.listLabel')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('memberDocuments.columns.name')}</Table.Th>
                  <Table.Th scope="col" visibleFrom="sm">
                    {t('memberDocuments.columns.filed')}
                  </Table.Th>
                  <Table.Th scope="col" visibleFrom="sm">
                    {t('memberDocuments.columns.filedBy')}
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('memberDocuments.download')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.data.map((document) => (
                  <Table.Tr key={document.memberDocumentId}>
                    <Table.Th scope="row" fw={500} style={{ overflowWrap: 'break-word' }}>
                      {document.name}
                      {/* On a phone the day goes under the name, leaving the row room for its buttons. */}
                      <Text fz="xs" c="dimmed" fw={400} hiddenFrom="sm">
                        {format.date(document.createdAt)}
                      </Text>
                    </Table.Th>
                    <Table.Td visibleFrom="sm">{format.date(document.createdAt)}</Table.Td>
                    <Table.Td visibleFrom="sm">{document.filedBy ?? t('memberDocuments.byRule')}</Table.Td>
                    <Table.Td>
                      <RowActions>
                        <Button
                          size="compact-sm"
                          variant="light"
                          aria-label={t('memberDocuments.downloadLabel', { name: document.name })}
                          onClick={() => void onDownload(document)}
                        >
                          {t('memberDocuments.download')}
                        </Button>
                        {canRemove ? (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red.8"
                            c="red.9"
                            aria-label={t('memberDocuments.removeLabel', { name: document.name })}
                            onClick={() => setRemoving(document)}
                          >
                            {t('memberDocuments.remove')}
                          </Button>
                        ) : null}
                      </RowActions>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('memberDocuments.removeTitle')}
        message={t('memberDocuments.removeBody', { name: removing?.name ?? '' })}
        confirmLabel={t('memberDocuments.removeConfirm')}
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

/** The signed-in member's own documents on account/profile (companies with HUMAN_RESOURCES). */
export function MyDocumentsCard() {
  const session = useSession();
  const memberId = session?.companyMemberId;
  const hr = session?.modules.some((module) => module.toUpperCase() === Modules.HUMAN_RESOURCES) ?? false;
  if (!memberId || !hr) return null;
  return <MemberDocumentsCard companyMemberId={memberId} />;
}
