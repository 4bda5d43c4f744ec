/** What other features may use of the absence feature (docs/decisions/090-feature-public-entries.md). */
export { ApprovalPolicyScreen } from './approval-policy-screen.tsx';
export { balanceMovements } from './balance-movements.ts';
export { useMovementText } from './movement-text.ts';
