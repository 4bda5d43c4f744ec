import {
  chooseOptionalHoliday,
  createPublicHoliday,
  deletePublicHoliday,
  generatePublicHolidays,
  getPublicHolidays,
  publishPublicHolidays,
  unchooseOptionalHoliday,
  updatePublicHoliday,
} from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { chooseOptionalHolidayHandler } from './choose-optional-holiday.ts';
import { createPublicHolidayHandler } from './create-public-holiday.ts';
import { deletePublicHolidayHandler } from './delete-public-holiday.ts';
import { generatePublicHolidaysHandler } from './generate-public-holidays.ts';
import { getPublicHolidaysHandler } from './get-public-holidays.ts';
import { publishPublicHolidaysHandler } from './publish-public-holidays.ts';
import { unchooseOptionalHolidayHandler } from './unchoose-optional-holiday.ts';
import { updatePublicHolidayHandler } from './update-public-holiday.ts';

/** Public holidays (docs/product/absence-holidays.md). */
export const holidayOperations = defineModuleOperations({
  [getPublicHolidays.operationId]: { operation: getPublicHolidays, handler: getPublicHolidaysHandler },
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
});
