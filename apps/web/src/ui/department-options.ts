import type { Organization } from '@atrium/contract/organization';
import { UNPLACED } from '@atrium/contract/people';

export interface DepartmentOptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The department filter's choices: everyone, people in no department, then each division's departments. */
export function departmentOptions(
  organization: Organization | undefined,
  labels: { all: string; unplaced: string; general: string },
): (DepartmentOptionGroup | { value: string; label: string })[] {
  const divisions = (organization?.divisions ?? [])
    .filter((division) => division.departments.length > 0)
    .map((division) => ({
      group: division.name,
      items: division.departments.map((department) => ({
        value: department.departmentId,
        label: department.name,
      })),
    }));
  return [
    {
      group: labels.general,
      items: [
        { value: '', label: labels.all },
        { value: UNPLACED, label: labels.unplaced },
      ],
    },
    ...divisions,
  ];
}
