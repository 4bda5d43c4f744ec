/** What other features may use of the company files feature (docs/decisions/090-feature-public-entries.md). */
export { CompanyFilesScreen } from './company-files-screen.tsx';
export { SectionEditorScreen } from './section-editor-screen.tsx';
