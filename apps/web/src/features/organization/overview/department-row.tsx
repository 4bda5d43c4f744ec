import type { DepartmentNode, DivisionNode } from '@atrium/contract/organization';
import { ActionIcon, Badge, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationActions } from '../use-organization.ts';
import { DepartmentMembers } from './department-members.tsx';
import { ManagerChips } from './manager-chips.tsx';
import type { Dialog } from './overview-dialogs.tsx';

/** One department in the tree: open it to see its people; admins reorder, move, rename, delete. */
export function DepartmentRow({
  department,
  index,
  siblings,
  divisions,
  canManage,
  open,
  onToggle,
  onDialog,
  onMove,
  actions,
}: {
  department: DepartmentNode;
  index: number;
  siblings: number;
  divisions: readonly DivisionNode[];
  canManage: boolean;
  open: boolean;
  onToggle: () => void;
  onDialog: (dialog: Dialog) => void;
  onMove: (divisionId: string, index: number) => void;
  actions: OrganizationActions;
}) {
  const { t } = useTranslation();
  const name = department.name;
  return (
    <Box
      component="li"
      style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-default-border)' }}
      py={6}
    >
      <Group gap="sm" wrap="nowrap">
        {/* Named by what it shows (name and count; WCAG 2.5.3 label in name); aria-expanded says
            whether its people are open. */}
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={open}
          // Name and count wrap rather than truncate: on a phone the row is narrow, and a cut
          // name ("Engineer…") cannot be told from its neighbours.
          style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flex: 1 }}
        >
          <Text fz="xs" c="dimmed" w={12} aria-hidden>
            {open ? '▾' : '▸'}
          </Text>
          <Group component="span" gap={8} wrap="wrap" style={{ minWidth: 0 }}>
            <Text component="span" fw={500} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
              {t('organization.memberCount', { count: department.memberCount })}
            </Badge>
          </Group>
        </UnstyledButton>
        <Box visibleFrom="sm" maw={260}>
          <ManagerChips managers={department.managers} />
        </Box>
        {canManage ? (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              aria-label={t('organization.moveUp', { name })}
              onClick={() => onMove(department.divisionId, index - 1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === siblings - 1}
              aria-label={t('organization.moveDown', { name })}
              onClick={() => onMove(department.divisionId, index + 1)}
            >
              ↓
            </ActionIcon>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('organization.actionsFor', { name })}>
                  ⋯
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onDialog({ kind: 'renameDepartment', department })}>
                  {t('organization.rename')}
                </Menu.Item>
                <Menu.Item onClick={() => onDialog({ kind: 'departmentManagers', department })}>
                  {t('organization.editManagers')}
                </Menu.Item>
                {divisions
                  .filter((division) => division.divisionId !== department.divisionId)
                  .map((division) => (
                    <Menu.Item
                      key={division.divisionId}
                      onClick={() => onMove(division.divisionId, division.departments.length)}
                    >
                      {t('organization.moveTo', { name: division.name })}
                    </Menu.Item>
                  ))}
                <Menu.Divider />
                <Menu.Item color="red" onClick={() => onDialog({ kind: 'deleteDepartment', department })}>
                  {t('organization.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ) : null}
      </Group>
      {open ? (
        <DepartmentMembers
          departmentId={department.departmentId}
          departmentName={name}
          canManage={canManage}
          actions={actions}
        />
      ) : null}
    </Box>
  );
}
