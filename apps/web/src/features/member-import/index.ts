/** What other features may use of the member import feature (docs/decisions/090-feature-public-entries.md). */
export { MemberImportButton } from './member-import-dialog.tsx';
