import {
  MEMBER_IMPORT_FIELDS,
  getMemberImportErrorReport,
  getMemberImportTemplate,
  memberImportResultSchema,
  previewMemberImport,
  runMemberImport,
  uploadMemberImport,
  type MemberImportField,
} from '@atrium/contract/member-import';
import { getLeaveTypes } from '@atrium/contract/absence';
import { getMemberList } from '@atrium/contract/human-resources';
import { getJobProgress } from '@atrium/contract/jobs';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorFromResponse } from '../../api/api-error.ts';
import { authorizedFetch } from '../../api/client.ts';
import { operationKey } from '../../api/operation-key.ts';
import { operationUrl } from '../../api/operation-url.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { JobProgressBar } from '../../ui/job-progress-bar.tsx';
import { useTranslatedName } from '../../ui/translated-name.ts';
import { Uploader } from '../../ui/uploader/uploader.tsx';
import { saveBlob } from '../../ui/save-file.ts';

/*
 * Importing members from CSV (docs/product/human-resources.md#importing-members): upload, the
 * columns as recognised (each may be remapped) with the dry run's errors, then the import job's
 * progress and, once it is done, a summary of what it wrote.
 */

/** The member list, where the imported people are. */
const MEMBER_LIST = '/admin/users/list';

async function download(url: string, name: string) {
  const response = await authorizedFetch(url, { method: 'GET' });
  if (!response.ok) throw await apiErrorFromResponse(response);
  saveBlob(await response.blob(), name);
}

/** The reader's interface language, which the template, the dry run and its report are written in. */
function useImportLanguage(): 'en' | 'mk' | 'sq' {
  const { i18n } = useTranslation();
  return (['en', 'mk', 'sq'] as const).find((code) => i18n.language.startsWith(code)) ?? 'en';
}

function ImportPreview({ fileId, onStarted }: { fileId: string; onStarted: (jobId: string) => void }) {
  const { t } = useTranslation();
  const language = useImportLanguage();
  const [mapping, setMapping] = useState<(MemberImportField | '')[] | null>(null);
  const [invite, setInvite] = useState(false);
  const [leaveTypeId, setLeaveTypeId] = useState<string | null>(null);
  const translatedName = useTranslatedName();
  const columns = mapping ? mapping.join(',') : undefined;
  const preview = useOperationQuery(previewMemberImport, {
    query: { fileId, language, ...(columns !== undefined ? { columns: columns as never } : {}) },
  });
  // Opening balances need a leave type: asked for only when a column is imported as Leave days.
  const hasBalances = Boolean(preview.data?.columns.some((column) => column.field === 'leaveDays'));
  const leaveTypes = useOperationQuery(getLeaveTypes, undefined, { enabled: hasBalances });
  const leaveTypeOptions = (leaveTypes.data ?? [])
    .filter((type) => !type.archived)
    .map((type) => ({ value: type.leaveTypeId, label: translatedName(type.names) }));
  const run = useOperationMutation(runMemberImport, { onSuccess: (started) => onStarted(started.jobId) });
  if (preview.isPending) return <Loader size="sm" aria-label={t('memberImport.checking')} />;
  if (preview.isError) {
    return (
      <Alert color="red" title={t('memberImport.unreadable')}>
        {preview.error.message}
      </Alert>
    );
  }
  const report = preview.data;
  const fields = report.columns.map((column) => column.field ?? ('' as const));
  const fieldOptions = [
    { value: '', label: t('memberImport.ignore') },
    ...MEMBER_IMPORT_FIELDS.map((field) => ({ value: field, label: t(`memberImport.fields.${field}`) })),
  ];
  return (
    <Stack gap="sm">
      <Text fz="sm">
        {t('memberImport.summary', {
          rows: report.rows,
          creates: report.creates,
          updates: report.updates,
          encoding: report.encoding.toUpperCase(),
          delimiter: t(
            `memberImport.delimiters.${report.delimiter === '\t' ? 'tab' : report.delimiter === ';' ? 'semicolon' : 'comma'}`,
          ),
        })}
      </Text>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('memberImport.column')}</Table.Th>
            <Table.Th>{t('memberImport.field')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.columns.map((column, index) => (
            <Table.Tr key={`${index}-${column.header}`}>
              <Table.Td>{column.header}</Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  aria-label={t('memberImport.fieldOf', { column: column.header })}
                  data={fieldOptions}
                  value={column.field ?? ''}
                  allowDeselect={false}
                  onChange={(value) => {
                    const next = [...fields];
                    next[index] = (value ?? '') as MemberImportField | '';
                    setMapping(next);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {report.errorCount > 0 ? (
        <Stack gap="xs">
          <Alert color="red" title={t('memberImport.errorsTitle', { count: report.errorCount })}>
            {t('memberImport.errorsHint')}
          </Alert>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('memberImport.row')}</Table.Th>
                <Table.Th>{t('memberImport.column')}</Table.Th>
                <Table.Th>{t('memberImport.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.errors.map((error) => (
                <Table.Tr key={`${error.row}-${error.column}-${error.message}`}>
                  <Table.Td>{error.row}</Table.Td>
                  <Table.Td>{error.column}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button
              variant="default"
              onClick={() =>
                void download(
                  operationUrl(getMemberImportErrorReport, undefined, {
                    fileId,
                    language,
                    ...(columns !== undefined ? { columns } : {}),
                  } as never),
                  'import-errors.csv',
                )
              }
            >
              {t('memberImport.errorReport')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {hasBalances ? (
        leaveTypes.isError ? (
          <Alert color="red">{t('memberImport.leaveTypesFailed')}</Alert>
        ) : (
          <Select
            label={t('memberImport.leaveType')}
            description={t('memberImport.leaveTypeHint')}
            placeholder={leaveTypes.isPending ? t('memberImport.leaveTypesLoading') : undefined}
            data={leaveTypeOptions}
            value={leaveTypeId}
            onChange={setLeaveTypeId}
            required
            maw={360}
          />
        )
      ) : null}
      <Checkbox
        label={t('memberImport.invite')}
        checked={invite}
        onChange={(event) => setInvite(event.currentTarget.checked)}
      />
      {run.isError ? <Alert color="red">{run.error.message}</Alert> : null}
      <Group justify="flex-end">
        <Button
          disabled={report.errorCount > 0 || report.rows === 0 || (hasBalances && !leaveTypeId)}
          loading={run.isPending}
          onClick={() =>
            run.mutate({
              body: {
                fileId,
                ...(mapping ? { columns: mapping } : {}),
                options: { invite, leaveTypeId: hasBalances ? leaveTypeId : null, balanceDate: null },
              },
            })
          }
        >
          {t('memberImport.run', { count: report.rows })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What the finished import wrote, from its job's result (the progress bar polls the same query):
 * rows, members added and updated, invitations sent and any that could not be.
 */
function ImportSummary({ jobId, onOpenList }: { jobId: string; onOpenList: () => void }) {
  const { t } = useTranslation();
  const progress = useOperationQuery(getJobProgress, { params: { jobId } });
  const parsed = memberImportResultSchema.safeParse(progress.data?.result);
  if (progress.data?.state !== 'completed' || !parsed.success) return null;
  const result = parsed.data;
  return (
    <Alert color="green" title={t('memberImport.result.title')} data-testid="member-import-summary">
      <Stack gap="sm">
        <List size="sm">
          <List.Item>{t('memberImport.result.rows', { count: result.rows })}</List.Item>
          <List.Item>{t('memberImport.result.created', { count: result.created })}</List.Item>
          <List.Item>{t('memberImport.result.updated', { count: result.updated })}</List.Item>
          {result.invited > 0 ? (
            <List.Item>{t('memberImport.result.invited', { count: result.invited })}</List.Item>
          ) : null}
          {result.notInvited > 0 ? (
            <List.Item>{t('memberImport.result.notInvited', { count: result.notInvited })}</List.Item>
          ) : null}
        </List>
        <Group>
          <Button variant="default" size="xs" component={Link} to={MEMBER_LIST} onClick={onOpenList}>
            {t('memberImport.result.openList')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The member list's Import button and its dialog (owners and admins). */
export function MemberImportButton() {
  const { t } = useTranslation();
  const language = useImportLanguage();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [fileId, setFileId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setFileId(null);
    setJobId(null);
    void client.invalidateQueries({ queryKey: operationKey(getMemberList) });
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('memberImport.open')}
      </Button>
      <Modal opened={open} onClose={close} title={t('memberImport.title')} size="xl">
        {jobId ? (
          <Stack>
            <JobProgressBar jobId={jobId} label={t('memberImport.progress')} />
            <ImportSummary jobId={jobId} onOpenList={close} />
            <Group justify="flex-end">
              <Button onClick={close}>{t('memberImport.close')}</Button>
            </Group>
          </Stack>
        ) : fileId ? (
          <ImportPreview fileId={fileId} onStarted={setJobId} />
        ) : (
          <Stack>
            <Text fz="sm">{t('memberImport.intro')}</Text>
            <Group>
              <Button
                variant="subtle"
                onClick={() =>
                  void download(
                    operationUrl(getMemberImportTemplate, undefined, { language } as never),
                    `members-import-${language}.csv`,
                  )
                }
              >
                {t('memberImport.template')}
              </Button>
            </Group>
            <Uploader
              operation={uploadMemberImport}
              fetch={authorizedFetch}
              label={t('memberImport.upload')}
              onUploaded={(file) => setFileId(file.id)}
            />
          </Stack>
        )}
      </Modal>
    </>
  );
}
