import type { DepartmentNode, DivisionNode, Organization } from '@atrium/contract/organization';
import { useTranslation } from 'react-i18next';
import type { OrganizationActions } from '../use-organization.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { ManagersModal } from './managers-modal.tsx';
import { NameModal } from './name-modal.tsx';

export type Dialog =
  | { kind: 'createDivision' }
  | { kind: 'renameDivision'; division: DivisionNode }
  | { kind: 'deleteDivision'; division: DivisionNode }
  | { kind: 'divisionManagers'; division: DivisionNode }
  | { kind: 'createDepartment'; division: DivisionNode }
  | { kind: 'renameDepartment'; department: DepartmentNode }
  | { kind: 'deleteDepartment'; department: DepartmentNode }
  | { kind: 'departmentManagers'; department: DepartmentNode };

/** The open dialog of the overview, if any, wired to its operation. */
export function OverviewDialog({
  dialog,
  organization,
  actions,
  onClose,
}: {
  dialog: Dialog | null;
  organization: Organization;
  actions: OrganizationActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'createDivision':
      return (
        <NameModal
          title={t('organization.newDivision')}
          label={t('organization.divisionName')}
          submitLabel={t('organization.create')}
          onSubmit={(name) => actions.createDivision.mutateAsync({ body: { name } })}
          onClose={onClose}
        />
      );
    case 'renameDivision':
      return (
        <NameModal
          title={t('organization.renameDivision')}
          label={t('organization.divisionName')}
          initial={dialog.division.name}
          submitLabel={t('organization.save')}
          onSubmit={(name) =>
            actions.renameDivision.mutateAsync({
              params: { divisionId: dialog.division.divisionId },
              body: { name },
            })
          }
          onClose={onClose}
        />
      );
    case 'deleteDivision':
      return (
        <ConfirmModal
          title={t('organization.deleteDivision')}
          message={t('organization.deleteDivisionText', { name: dialog.division.name })}
          confirmLabel={t('organization.delete')}
          onConfirm={() =>
            actions.deleteDivision.mutateAsync({ params: { divisionId: dialog.division.divisionId } })
          }
          onClose={onClose}
        />
      );
    case 'createDepartment':
      return (
        <NameModal
          title={t('organization.newDepartmentIn', { name: dialog.division.name })}
          label={t('organization.departmentName')}
          submitLabel={t('organization.create')}
          onSubmit={(name) =>
            actions.createDepartment.mutateAsync({ body: { divisionId: dialog.division.divisionId, name } })
          }
          onClose={onClose}
        />
      );
    case 'renameDepartment':
      return (
        <NameModal
          title={t('organization.renameDepartment')}
          label={t('organization.departmentName')}
          initial={dialog.department.name}
          submitLabel={t('organization.save')}
          onSubmit={(name) =>
            actions.renameDepartment.mutateAsync({
              params: { departmentId: dialog.department.departmentId },
              body: { name },
            })
          }
          onClose={onClose}
        />
      );
    case 'deleteDepartment':
      return (
        <ConfirmModal
          title={t('organization.deleteDepartment')}
          message={t('organization.deleteDepartmentText', { name: dialog.department.name })}
          confirmLabel={t('organization.delete')}
          onConfirm={() =>
            actions.deleteDepartment.mutateAsync({ params: { departmentId: dialog.department.departmentId } })
          }
          onClose={onClose}
        />
      );
    case 'divisionManagers': {
      // Read the managers from the latest organisation, so the list follows each change.
      const current = organization.divisions.find(
        (division) => division.divisionId === dialog.division.divisionId,
      );
      const divisionId = dialog.division.divisionId;
      return (
        <ManagersModal
          title={t('organization.managersOf', { name: dialog.division.name })}
          managers={current?.managers ?? []}
          onAssign={(person) =>
            actions.assignDivisionManager.mutateAsync({
              params: { divisionId },
              body: { companyMemberId: person.companyMemberId },
            })
          }
          onUnassign={(manager) =>
            actions.unassignDivisionManager.mutateAsync({
              params: { divisionId, companyMemberId: manager.companyMemberId },
            })
          }
          onClose={onClose}
        />
      );
    }
    case 'departmentManagers': {
      const departmentId = dialog.department.departmentId;
      const current = organization.divisions
        .flatMap((division) => division.departments)
        .find((department) => department.departmentId === departmentId);
      return (
        <ManagersModal
          title={t('organization.managersOf', { name: dialog.department.name })}
          managers={current?.managers ?? []}
          onAssign={(person) =>
            actions.assignDepartmentManager.mutateAsync({
              params: { departmentId },
              body: { companyMemberId: person.companyMemberId },
            })
          }
          onUnassign={(manager) =>
            actions.unassignDepartmentManager.mutateAsync({
              params: { departmentId, companyMemberId: manager.companyMemberId },
            })
          }
          onClose={onClose}
        />
      );
    }
  }
}
