/** What other features may use of the invitations feature (docs/decisions/090-feature-public-entries.md). */
export { InviteButton } from './invite-button.tsx';
