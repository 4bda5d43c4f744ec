/** What other features may use of the HR feature (docs/decisions/090-feature-public-entries.md). */
export { EntryForm } from './sections/entry-form.tsx';
export { MyPictureCard } from './my-record/my-picture-card.tsx';
export { MyRecordCard } from './my-record/my-record-card.tsx';
