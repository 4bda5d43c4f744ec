import type { DivisionNode } from '@atrium/contract/organization';
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationActions } from '../use-organization.ts';
import { DepartmentRow } from './department-row.tsx';
import { ManagerChips } from './manager-chips.tsx';
import type { Dialog } from './overview-dialogs.tsx';

/** One division with its departments. */
export function DivisionCard({
  division,
  index,
  divisions,
  canManage,
  openDepartments,
  onToggleDepartment,
  onDialog,
  actions,
  onError,
}: {
  division: DivisionNode;
  index: number;
  divisions: readonly DivisionNode[];
  canManage: boolean;
  openDepartments: ReadonlySet<string>;
  onToggleDepartment: (departmentId: string) => void;
  onDialog: (dialog: Dialog) => void;
  actions: OrganizationActions;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const name = division.name;
  const moveDivision = (to: number) =>
    actions.moveDivision
      .mutateAsync({ params: { divisionId: division.divisionId }, body: { index: to } })
      .catch(onError);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={4}>{name}</Title>
              <Badge variant="light" size="sm">
                {t('organization.memberCount', { count: division.memberCount })}
              </Badge>
            </Group>
            <ManagerChips managers={division.managers} />
          </Stack>
          {canManage ? (
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={t('organization.moveUp', { name })}
                onClick={() => void moveDivision(index - 1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === divisions.length - 1}
                aria-label={t('organization.moveDown', { name })}
                onClick={() => void moveDivision(index + 1)}
              >
                ↓
              </ActionIcon>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('organization.actionsFor', { name })}
                  >
                    ⋯
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => onDialog({ kind: 'renameDivision', division })}>
                    {t('organization.rename')}
                  </Menu.Item>
                  <Menu.Item onClick={() => onDialog({ kind: 'divisionManagers', division })}>
                    {t('organization.editManagers')}
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => onDialog({ kind: 'deleteDivision', division })}>
                    {t('organization.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ) : null}
        </Group>
        {division.departments.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('organization.noDepartments')}
          </Text>
        ) : (
          <Box component="ul" p={0} m={0} aria-label={t('organization.departmentsOf', { name })}>
            {division.departments.map((department, position) => (
              <DepartmentRow
                key={department.departmentId}
                department={department}
                index={position}
                siblings={division.departments.length}
                divisions={divisions}
                canManage={canManage}
                open={openDepartments.has(department.departmentId)}
                onToggle={() => onToggleDepartment(department.departmentId)}
                onDialog={onDialog}
                actions={actions}
                onMove={(divisionId, to) =>
                  void actions.moveDepartment
                    .mutateAsync({
                      params: { departmentId: department.departmentId },
                      body: { divisionId, index: to },
                    })
                    .catch(onError)
                }
              />
            ))}
          </Box>
        )}
        {canManage ? (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onDialog({ kind: 'createDepartment', division })}
            >
              {t('organization.addDepartment')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
