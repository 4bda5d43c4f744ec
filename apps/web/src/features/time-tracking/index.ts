/** What other features may use of the time tracking feature (docs/decisions/090-feature-public-entries.md). */
export { useActionTypes, useClients, useProjects } from './catalog/use-catalog.ts';
