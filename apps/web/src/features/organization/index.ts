/** What other features may use of the organization feature (docs/decisions/090-feature-public-entries.md). */
export { OrganizationFrame } from './organization-frame.tsx';
export { OrganizationDiagram } from './diagram/organization-diagram.tsx';
export { OrganizationOverview } from './overview/organization-overview.tsx';
