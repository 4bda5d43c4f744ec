import type { PublicHoliday, createPublicHoliday } from '@atrium/contract/absence';
import { publicHolidays } from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { holidayCountry } from './holiday-country.ts';
import { findHoliday, holidayDayTaken } from './holiday-queries.ts';

/** A day added by hand: a draft of the admin's own, which generating the year never touches. */
export const createPublicHolidayHandler: OperationHandler<typeof createPublicHoliday> = async ({
  context,
  body: { country: asked, ...day },
  deps,
}) => {
  let created: PublicHoliday;
  try {
    created = await context.withTenant(async (tx) => {
      const country = await holidayCountry(tx, context.companyId, asked);
      const [row] = await tx
        .insert(publicHolidays)
        .values({
          companyId: context.companyId,
          country,
          holidayDate: day.date,
          names: day.names,
          kind: day.kind,
          source: 'manual',
          estimated: day.estimated,
          substituteFor: day.substituteFor,
        })
        .returning({ id: publicHolidays.id });
      return findHoliday(tx, context, row!.id, true);
    });
  } catch (error) {
    throw holidayDayTaken(error) ?? error;
  }
  await deps.audit.record(context, {
    action: 'public_holiday.created',
    target: created.holidayId,
    details: { country: created.country, date: created.date, kind: created.kind },
  });
  return created;
};
