import { getOrganization } from '@atrium/contract/organization';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';

/** The departments a manager may open (those they manage, and their own), or all for ADMIN/OWNER. */
export function DepartmentChoice({
  value,
  onChange,
  memberId,
  admin,
}: {
  value: string | null;
  onChange: (departmentId: string | null) => void;
  memberId: string | null;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const organization = useOperationQuery(getOrganization);
  const data = (organization.data?.divisions ?? []).map((division) => ({
    group: division.name,
    items: division.departments
      .filter(
        (department) =>
          admin ||
          department.departmentId === value ||
          division.managers.some((manager) => manager.companyMemberId === memberId) ||
          department.managers.some((manager) => manager.companyMemberId === memberId),
      )
      .map((department) => ({ value: department.departmentId, label: department.name })),
  }));
  return (
    <Select
      label={t('absenceTeam.planner.department')}
      data={data.filter((group) => group.items.length > 0)}
      value={value}
      onChange={(chosen) => chosen && onChange(chosen)}
      allowDeselect={false}
      searchable
      w={260}
    />
  );
}
