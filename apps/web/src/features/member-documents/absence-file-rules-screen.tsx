import { getLeaveTypes } from '@atrium/contract/absence';
import {
  deleteAbsenceFileRule,
  getAbsenceFileRules,
  type AbsenceFileRule,
} from '@atrium/contract/member-documents';
import { getTemplates } from '@atrium/contract/templates';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../ui/layout/row-actions.tsx';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useTranslatedName } from '../../ui/translated-name.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { AbsenceFileRuleForm } from './absence-file-rule-form.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'remove'; rule: AbsenceFileRule };
type Option = { value: string; label: string };

/**
 * settings/absence-file-generation-rules (ADMIN/OWNER with ABSENCE and TEMPLATE_GENERATION,
 * docs/product/templates.md#absence-file-generation-rules): which leave type's approval or
 * cancellation files a document made from which leave request template.
 */
export function AbsenceFileRulesScreen() {
  const { t } = useTranslation();
  const name = useTranslatedName();
  const rules = useOperationQuery(getAbsenceFileRules);
  const types = useOperationQuery(getLeaveTypes);
  const templates = useOperationQuery(getTemplates, { query: { kind: 'leave_request' } });
  const remove = useOperationMutation(deleteAbsenceFileRule, { invalidates: [getAbsenceFileRules] });
  // The dialog's subject outlives its closing, so the closing modal keeps its title.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const close = () => setOpened(false);

  if (rules.isPending || types.isPending || templates.isPending)
    return <Loader aria-label={t('common.loading')} />;
  if (rules.isError || types.isError || templates.isError) {
    return (
      <Alert color="red" role="alert">
        {t('memberDocuments.rules.loadFailed')}
      </Alert>
    );
  }
  const typeOptions: Option[] = types.data
    .filter((type) => !type.archived)
    .map((type) => ({ value: type.leaveTypeId, label: name(type.names) }));
  const templateOptions: Option[] = templates.data.map((template) => ({
    value: template.companyUserTemplateId,
    label: template.name,
  }));
  const typeName = (id: string) => {
    const type = types.data.find((candidate) => candidate.leaveTypeId === id);
    return type ? name(type.names) : '—';
  };
  const templateName = (id: string) =>
    templates.data.find((template) => template.companyUserTemplateId === id)?.name ?? '—';

  const onRemove = async (rule: AbsenceFileRule) => {
    try {
      await remove.mutateAsync({ params: { absenceFileRuleId: rule.absenceFileRuleId } });
      notifications.show({ color: 'green', autoClose: 1600, message: t('memberDocuments.rules.removed') });
      close();
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('memberDocuments.rules.saveFailed') });
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm" maw={720}>
        {t('memberDocuments.rules.intro')}
      </Text>
      {templateOptions.length === 0 ? (
        <Alert color="blue">{t('memberDocuments.rules.noTemplates')}</Alert>
      ) : (
        <Group>
          <Button onClick={() => open({ kind: 'add' })}>{t('memberDocuments.rules.add')}</Button>
        </Group>
      )}
      {rules.data.length === 0 ? (
        <Text>{t('memberDocuments.rules.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={260}>
          <Table aria-label={t('memberDocuments.rules.listLabel')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('memberDocuments.rules.columns.leaveType')}</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('memberDocuments.rules.columns.stateChange')}
                </Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  {t('memberDocuments.rules.columns.template')}
                </Table.Th>
                <Table.Th scope="col">{t('memberDocuments.rules.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.map((rule) => (
                <Table.Tr key={rule.absenceFileRuleId}>
                  <Table.Th scope="row" fw={500}>
                    {typeName(rule.leaveTypeId)}
                    {/* On a phone the rule reads as one cell, leaving the row room for its buttons. */}
                    <Text fz="sm" fw={400} hiddenFrom="sm">
                      {t(`memberDocuments.rules.stateChanges.${rule.stateChange}`)} ·{' '}
                      {templateName(rule.companyUserTemplateId)}
                      {rule.withPdf ? ` · ${t('memberDocuments.rules.alsoPdf')}` : null}
                    </Text>
                  </Table.Th>
                  <Table.Td visibleFrom="sm">
                    {t(`memberDocuments.rules.stateChanges.${rule.stateChange}`)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {templateName(rule.companyUserTemplateId)}
                    {rule.withPdf ? (
                      <Text span fz="sm" c="dimmed">
                        {' '}
                        · {t('memberDocuments.rules.alsoPdf')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <RowActions>
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('memberDocuments.rules.editLabel', {
                          type: typeName(rule.leaveTypeId),
                        })}
                        onClick={() => open({ kind: 'edit', rule })}
                      >
                        {t('memberDocuments.rules.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        c="red.9"
                        aria-label={t('memberDocuments.rules.removeLabel', {
                          type: typeName(rule.leaveTypeId),
                        })}
                        onClick={() => open({ kind: 'remove', rule })}
                      >
                        {t('memberDocuments.rules.remove')}
                      </Button>
                    </RowActions>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={opened && dialog?.kind !== 'remove'}
        onClose={close}
        title={
          dialog?.kind === 'edit' ? t('memberDocuments.rules.editTitle') : t('memberDocuments.rules.addTitle')
        }
      >
        {dialog && dialog.kind !== 'remove' ? (
          <AbsenceFileRuleForm
            key={dialog.kind === 'edit' ? dialog.rule.absenceFileRuleId : 'new'}
            rule={dialog.kind === 'edit' ? dialog.rule : null}
            typeOptions={typeOptions}
            templateOptions={templateOptions}
            onDone={close}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={opened && dialog?.kind === 'remove'}
        onClose={close}
        title={t('memberDocuments.rules.removeTitle')}
        message={t('memberDocuments.rules.removeText')}
        confirmLabel={t('memberDocuments.rules.remove')}
        busy={remove.isPending}
        onConfirm={() => dialog?.kind === 'remove' && void onRemove(dialog.rule)}
      />
    </Stack>
  );
}
