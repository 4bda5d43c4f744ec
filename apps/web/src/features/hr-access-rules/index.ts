/** What other features may use of the HR access rules feature (docs/decisions/090-feature-public-entries.md). */
export { AccessRulesPanel } from './access-rules-panel.tsx';
