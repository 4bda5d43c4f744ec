/** What other features may use of the people feature (docs/decisions/090-feature-public-entries.md). */
export { PeopleDirectory } from './people-directory.tsx';
