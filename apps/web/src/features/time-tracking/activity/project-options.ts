import type { ActionType, Project } from '@atrium/contract/time-tracking';

export interface SelectGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * Projects for a select, grouped by client in the order the server answers (client, name). Each
 * label names its client too ("Client — Project"): a closed select shows only the chosen label,
 * and two clients may well have a project called "Website".
 * An activity keeps showing its project after it was archived: `keep` is added when missing.
 */
export function projectOptions(
  projects: readonly Project[],
  keep?: { projectId: string; name: string; clientName: string } | null,
): SelectGroup[] {
  const list = [...projects.filter((project) => !project.archived)];
  if (keep && !list.some((project) => project.projectId === keep.projectId)) {
    list.push({ ...keep, clientId: '', colour: '', archived: true, budgetHours: null });
  }
  const groups = new Map<string, SelectGroup>();
  for (const project of list) {
    const group = groups.get(project.clientName) ?? { group: project.clientName, items: [] };
    group.items.push({ value: project.projectId, label: `${project.clientName} — ${project.name}` });
    groups.set(project.clientName, group);
  }
  return [...groups.values()];
}

export function actionTypeOptions(
  actionTypes: readonly ActionType[],
  keep?: { actionTypeId: string; name: string } | null,
): { value: string; label: string }[] {
  const list = actionTypes
    .filter((type) => !type.archived)
    .map((type) => ({ value: type.actionTypeId, label: type.name }));
  if (keep && !list.some((option) => option.value === keep.actionTypeId)) {
    list.push({ value: keep.actionTypeId, label: keep.name });
  }
  return list;
}
