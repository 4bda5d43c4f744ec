import {
  archiveLeaveType,
  chooseOptionalHoliday,
  createLeaveType,
  createPublicHoliday,
  deletePublicHoliday,
  generatePublicHolidays,
  getCompanyWorkSchedule,
  getLeaveTypes,
  getMemberWorkSchedule,
  getPublicHolidays,
  publishPublicHolidays,
  restoreLeaveType,
  setCompanyWorkSchedule,
  setMemberWorkSchedule,
  unchooseOptionalHoliday,
  updateLeaveType,
  updatePublicHoliday,
} from '@atrium/contract/absence';
import { isAdmin } from '@atrium/contract/access';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { coverageOperations } from './coverage-rules/coverage-operations.ts';
import { teamCalendarOperations } from './team-calendar/team-calendar-operations.ts';
import { feedOperations } from './feed/feed-operations.ts';
import { chooseOptionalHolidayHandler } from './holidays/choose-optional-holiday.ts';
import { createPublicHolidayHandler } from './holidays/create-public-holiday.ts';
import { deletePublicHolidayHandler } from './holidays/delete-public-holiday.ts';
import { generatePublicHolidaysHandler } from './holidays/generate-public-holidays.ts';
import { listHolidays } from './holidays/holiday-queries.ts';
import { publishPublicHolidaysHandler } from './holidays/publish-public-holidays.ts';
import { unchooseOptionalHolidayHandler } from './holidays/unchoose-optional-holiday.ts';
import { updatePublicHolidayHandler } from './holidays/update-public-holiday.ts';
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
  // Public holidays (docs/product/absence-holidays.md).
  [getPublicHolidays.operationId]: {
    operation: getPublicHolidays,
    handler: ({ context, query }) =>
      context.withTenant((tx) => listHolidays(tx, context, { ...query, withDrafts: isAdmin(context.roles) })),
  },
  [generatePublicHolidays.operationId]: {
    operation: generatePublicHolidays,
    handler: generatePublicHolidaysHandler,
  },
  [publishPublicHolidays.operationId]: {
    operation: publishPublicHolidays,
    handler: publishPublicHolidaysHandler,
  },
  [createPublicHoliday.operationId]: { operation: createPublicHoliday, handler: createPublicHolidayHandler },
  [updatePublicHoliday.operationId]: { operation: updatePublicHoliday, handler: updatePublicHolidayHandler },
  [deletePublicHoliday.operationId]: { operation: deletePublicHoliday, handler: deletePublicHolidayHandler },
  [chooseOptionalHoliday.operationId]: {
    operation: chooseOptionalHoliday,
    handler: chooseOptionalHolidayHandler,
  },
  [unchooseOptionalHoliday.operationId]: {
    operation: unchooseOptionalHoliday,
    handler: unchooseOptionalHolidayHandler,
  },
  ...coverageOperations,
  ...teamCalendarOperations,
  ...feedOperations,
});
