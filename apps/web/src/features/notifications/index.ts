/** What the rest of the app may use of the notifications feature (docs/decisions/090-feature-public-entries.md). */
export { NotificationBell } from './notification-bell.tsx';
