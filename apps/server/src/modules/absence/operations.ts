import {
  archiveLeaveType,
  createLeaveType,
  getCompanyWorkSchedule,
  getLeaveTypes,
  getMemberWorkSchedule,
  restoreLeaveType,
  setCompanyWorkSchedule,
  setMemberWorkSchedule,
  updateLeaveType,
} from '@atrium/contract/absence';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { coverageOperations } from './coverage-rules/coverage-operations.ts';
import { teamCalendarOperations } from './team-calendar/team-calendar-operations.ts';
import { feedOperations } from './feed/feed-operations.ts';
import { holidayOperations } from './holidays/holiday-operations.ts';
import { payrollOperations } from './payroll/payroll-operations.ts';
import { overtimeOperations } from './overtime/overtime-operations.ts';
import { reportOperations } from './reports/report-operations.ts';
import { archiveLeaveTypeHandler } from './archive-leave-type.ts';
import { createLeaveTypeHandler } from './create-leave-type.ts';
import { getCompanyWorkScheduleHandler } from './get-company-work-schedule.ts';
import { getLeaveTypesHandler } from './get-leave-types.ts';
import { getMemberWorkScheduleHandler } from './get-member-work-schedule.ts';
import { restoreLeaveTypeHandler } from './restore-leave-type.ts';
import { setCompanyWorkScheduleHandler } from './set-company-work-schedule.ts';
import { setMemberWorkScheduleHandler } from './set-member-work-schedule.ts';
import { updateLeaveTypeHandler } from './update-leave-type.ts';

/** Absence (docs/product/absence.md): leave types, work schedules and public holidays so far. */
export const absenceOperations = defineModuleOperations({
  [getLeaveTypes.operationId]: { operation: getLeaveTypes, handler: getLeaveTypesHandler },
  [createLeaveType.operationId]: { operation: createLeaveType, handler: createLeaveTypeHandler },
  [updateLeaveType.operationId]: { operation: updateLeaveType, handler: updateLeaveTypeHandler },
  [archiveLeaveType.operationId]: { operation: archiveLeaveType, handler: archiveLeaveTypeHandler },
  [restoreLeaveType.operationId]: { operation: restoreLeaveType, handler: restoreLeaveTypeHandler },
  [getCompanyWorkSchedule.operationId]: {
    operation: getCompanyWorkSchedule,
    handler: getCompanyWorkScheduleHandler,
  },
  [setCompanyWorkSchedule.operationId]: {
    operation: setCompanyWorkSchedule,
    handler: setCompanyWorkScheduleHandler,
  },
  [getMemberWorkSchedule.operationId]: {
    operation: getMemberWorkSchedule,
    handler: getMemberWorkScheduleHandler,
  },
  [setMemberWorkSchedule.operationId]: {
    operation: setMemberWorkSchedule,
    handler: setMemberWorkScheduleHandler,
  },
  ...holidayOperations,
  ...coverageOperations,
  ...teamCalendarOperations,
  ...feedOperations,
  ...reportOperations,
  ...payrollOperations,
  ...overtimeOperations,
});
