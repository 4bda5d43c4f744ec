/** What other features may use of the member documents feature (docs/decisions/090-feature-public-entries.md). */
export { AbsenceFileRulesScreen } from './absence-file-rules-screen.tsx';
export { MemberDocumentsCard, MyDocumentsCard } from './member-documents-card.tsx';
