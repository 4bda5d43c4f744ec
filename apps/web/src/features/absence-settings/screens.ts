/** The company's absence settings screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { LeaveTypesScreen } from './leave-types/leave-types-screen.tsx';
export { WorkScheduleScreen } from './work-schedule/work-schedule-screen.tsx';
export { PublicHolidaysScreen } from './public-holidays/public-holidays-screen.tsx';
export { AllowancePoliciesScreen } from './allowance-policies/allowance-policies-screen.tsx';
export { BalanceAdjustmentsScreen } from './adjustments/balance-adjustments-screen.tsx';
export { OvertimeRulesScreen } from './overtime/overtime-rules-screen.tsx';
