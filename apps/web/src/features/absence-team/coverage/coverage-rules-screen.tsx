import { deleteCoverageRule, getCoverageRules, type CoverageRule } from '@atrium/contract/absence';
import { getOrganization, type DepartmentNode, type DivisionNode } from '@atrium/contract/organization';
import { Alert, Button, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { RowActions } from '../../../ui/layout/row-actions.tsx';
import { CoverageRuleForm } from './coverage-rule-form.tsx';

type Dialog = { kind: 'edit' | 'remove'; department: DepartmentNode };

/**
 * settings/coverage (ADMIN/OWNER, docs/product/absence.md#coverage-rules): each department with
 * its coverage rule, set, changed or removed in a dialog.
 */
export function CoverageRulesScreen() {
  const { t } = useTranslation();
  const organization = useOperationQuery(getOrganization);
  const rules = useOperationQuery(getCoverageRules);
  const remove = useOperationMutation(deleteCoverageRule, { invalidates: [getCoverageRules] });
  // The dialog's subject outlives its closing, so the closing modal keeps its title.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const ruleOf = (departmentId: string) =>
    rules.data?.find((rule) => rule.departmentId === departmentId) ?? null;

  if (organization.isPending || rules.isPending) return <Loader aria-label={t('common.loading')} />;
  if (organization.isError || rules.isError) {
    return (
      <Alert color="red" role="alert">
        {t('absenceTeam.loadFailed')}
      </Alert>
    );
  }

  const onRemove = async (department: DepartmentNode) => {
    try {
      await remove.mutateAsync({ params: { departmentId: department.departmentId } });
      notifications.show({ color: 'green', autoClose: 1600, message: t('absenceTeam.coverage.removed') });
      close();
    } catch {
      notifications.show({ color: 'red', autoClose: 3000, message: t('absenceTeam.saveFailed') });
    }
  };

  const departments = organization.data.divisions.flatMap((division: DivisionNode) =>
    division.departments.map((department) => ({ division, department })),
  );
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('absenceTeam.coverage.intro')}
      </Text>
      {departments.length === 0 ? (
        <Text>{t('absenceTeam.coverage.noDepartments')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('absenceTeam.coverage.listLabel')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('absenceTeam.coverage.columns.department')}</Table.Th>
                <Table.Th scope="col">{t('absenceTeam.coverage.columns.people')}</Table.Th>
                <Table.Th scope="col">{t('absenceTeam.coverage.columns.rule')}</Table.Th>
                <Table.Th scope="col">{t('absenceTeam.coverage.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {departments.map(({ division, department }) => {
                const rule = ruleOf(department.departmentId);
                return (
                  <Table.Tr key={department.departmentId}>
                    <Table.Th scope="row" fw={500}>
                      {department.name}
                      <Text fz="xs" c="dimmed">
                        {division.name}
                      </Text>
                    </Table.Th>
                    <Table.Td>{department.memberCount}</Table.Td>
                    <Table.Td>
                      <RuleText rule={rule} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => open({ kind: 'edit', department })}
                          aria-label={t('absenceTeam.coverage.actionFor', {
                            action: rule ? t('absenceTeam.coverage.change') : t('absenceTeam.coverage.set'),
                            name: department.name,
                          })}
                        >
                          {rule ? t('absenceTeam.coverage.change') : t('absenceTeam.coverage.set')}
                        </Button>
                        {rule ? (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => open({ kind: 'remove', department })}
                            aria-label={t('absenceTeam.coverage.actionFor', {
                              action: t('absenceTeam.coverage.remove'),
                              name: department.name,
                            })}
                          >
                            {t('absenceTeam.coverage.remove')}
                          </Button>
                        ) : null}
                      </RowActions>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={opened && dialog?.kind === 'edit'}
        onClose={() => close()}
        centered
        title={dialog && t('absenceTeam.coverage.editTitle', { name: dialog.department.name })}
      >
        {dialog?.kind === 'edit' ? (
          <CoverageRuleForm
            departmentId={dialog.department.departmentId}
            rule={ruleOf(dialog.department.departmentId)}
            onDone={() => close()}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={opened && dialog?.kind === 'remove'}
        onClose={() => close()}
        title={dialog ? t('absenceTeam.coverage.removeTitle', { name: dialog.department.name }) : ''}
        message={dialog ? t('absenceTeam.coverage.removeConfirm', { name: dialog.department.name }) : ''}
        confirmLabel={t('absenceTeam.coverage.remove')}
        busy={remove.isPending}
        onConfirm={() => dialog && void onRemove(dialog.department)}
      />
    </Stack>
  );
}

function RuleText({ rule }: { rule: CoverageRule | null }) {
  const { t } = useTranslation();
  if (rule === null) return <Text c="dimmed">{t('absenceTeam.coverage.none')}</Text>;
  return (
    <Text>
      {rule.kind === 'count'
        ? t('absenceTeam.coverage.atLeastCount', { count: rule.minimum })
        : t('absenceTeam.coverage.atLeastPercent', { percent: rule.minimum })}
    </Text>
  );
}
