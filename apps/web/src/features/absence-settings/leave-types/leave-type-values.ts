import {
  leaveTypeBodySchema,
  type LeaveType,
  type LEAVE_TYPE_CATEGORIES,
  type LEAVE_TYPE_UNITS,
  type LEAVE_TYPE_VISIBILITIES,
} from '@atrium/contract/absence';
import { PROJECT_COLOURS } from '@atrium/contract/time-tracking';

/** A number input's value: empty while nothing is typed. */
type NumberField = number | string;

/** The leave type form's values, shaped like the request body so the API's field paths land as they are. */
export interface LeaveTypeValues {
  names: { en: string; mk: string; sq: string };
  colour: string;
  unit: (typeof LEAVE_TYPE_UNITS)[number];
  category: (typeof LEAVE_TYPE_CATEGORIES)[number];
  countsAgainstAllowance: boolean;
  certificateRequiredFromDay: NumberField;
  minimumNoticeDays: NumberField;
  maximumConsecutiveDays: NumberField;
  eligibleAfterDays: NumberField;
  allowedNegativeHours: NumberField;
  visibility: (typeof LEAVE_TYPE_VISIBILITIES)[number];
  autoApprove: boolean;
  timeOffInLieu: boolean;
  sortOrder: NumberField;
}

export function leaveTypeValues(leaveType?: LeaveType): LeaveTypeValues {
  return {
    names: { en: leaveType?.names.en ?? '', mk: leaveType?.names.mk ?? '', sq: leaveType?.names.sq ?? '' },
    colour: leaveType?.colour ?? PROJECT_COLOURS[0],
    unit: leaveType?.unit ?? 'day',
    category: leaveType?.category ?? 'vacation',
    countsAgainstAllowance: leaveType?.countsAgainstAllowance ?? false,
    certificateRequiredFromDay: leaveType?.certificateRequiredFromDay ?? '',
    minimumNoticeDays: leaveType?.minimumNoticeDays ?? 0,
    maximumConsecutiveDays: leaveType?.maximumConsecutiveDays ?? '',
    eligibleAfterDays: leaveType?.eligibleAfterDays ?? 0,
    allowedNegativeHours: leaveType?.allowedNegativeHours ?? 0,
    visibility: leaveType?.visibility ?? 'public',
    autoApprove: leaveType?.autoApprove ?? false,
    timeOffInLieu: leaveType?.timeOffInLieu ?? false,
    sortOrder: leaveType?.sortOrder ?? 0,
  };
}

/** Empty: null where the contract means "none", else the contract's default. */
const orNull = (value: NumberField) => (value === '' ? null : Number(value));
const orDefault = (value: NumberField) => (value === '' ? undefined : Number(value));
/** An empty translation is no translation (the contract refuses an empty one). */
const translation = (text: string) => (text.trim() === '' ? undefined : text);

/** What the form sends: the body the contract describes, before its defaults apply. */
export function leaveTypeRequest(values: LeaveTypeValues) {
  return {
    ...values,
    names: { en: values.names.en, mk: translation(values.names.mk), sq: translation(values.names.sq) },
    certificateRequiredFromDay: orNull(values.certificateRequiredFromDay),
    maximumConsecutiveDays: orNull(values.maximumConsecutiveDays),
    minimumNoticeDays: orDefault(values.minimumNoticeDays),
    eligibleAfterDays: orDefault(values.eligibleAfterDays),
    allowedNegativeHours: orDefault(values.allowedNegativeHours),
    sortOrder: orDefault(values.sortOrder),
  };
}

/** The request body, trimmed and with the contract's defaults. */
export const leaveTypeBody = (values: LeaveTypeValues) => leaveTypeBodySchema.parse(leaveTypeRequest(values));
