import type { Client, Project } from '@atrium/contract/time-tracking';

/** The update body that only flips `archived`, keeping every other field as it is. */
export function clientArchiveBody(client: Client, archived: boolean) {
  return { name: client.name, description: client.description, archived };
}

export function projectArchiveBody(project: Project, archived: boolean) {
  return {
    clientId: project.clientId,
    name: project.name,
    colour: project.colour,
    budgetHours: project.budgetHours,
    archived,
  };
}
