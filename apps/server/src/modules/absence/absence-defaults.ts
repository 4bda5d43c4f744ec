import { DEFAULT_WEEK_MINUTES, type Translations } from '@atrium/contract/absence';
import type { Transaction } from '../../db/database.ts';
import { leaveTypes, type LeaveTypeCategory } from '../../db/schema/index.ts';
import { insertWorkSchedule } from './work-schedule-queries.ts';

interface DefaultLeaveType {
  names: Translations;
  colour: string;
  category: LeaveTypeCategory;
  countsAgainstAllowance: boolean;
  certificateRequiredFromDay: number | null;
  visibility: 'public' | 'private';
}

/**
 * The leave types a new company starts with (docs/product/absence.md#leave-types). Migration
 * 0013 gave companies that existed before it the same list; keep the two alike.
 */
const DEFAULT_LEAVE_TYPES: readonly DefaultLeaveType[] = [
  {
    names: { en: 'Annual leave', mk: 'Годишен одмор', sq: 'Pushim vjetor' },
    colour: '#228be6',
    category: 'vacation',
    countsAgainstAllowance: true,
    certificateRequiredFromDay: null,
    visibility: 'public',
  },
  {
    names: { en: 'Sick leave', mk: 'Боледување', sq: 'Pushim mjekësor' },
    colour: '#fa5252',
    category: 'sick',
    countsAgainstAllowance: false,
    certificateRequiredFromDay: 3,
    visibility: 'private',
  },
  {
    names: { en: 'Special leave', mk: 'Посебно отсуство', sq: 'Leje e veçantë' },
    colour: '#7950f2',
    category: 'special',
    countsAgainstAllowance: false,
    certificateRequiredFromDay: null,
    visibility: 'public',
  },
  {
    names: { en: 'Unpaid leave', mk: 'Неплатено отсуство', sq: 'Leje pa pagesë' },
    colour: '#fab005',
    category: 'unpaid',
    countsAgainstAllowance: false,
    certificateRequiredFromDay: null,
    visibility: 'public',
  },
  {
    names: { en: 'Remote work', mk: 'Работа од далечина', sq: 'Punë në distancë' },
    colour: '#15aabf',
    category: 'other',
    countsAgainstAllowance: false,
    certificateRequiredFromDay: null,
    visibility: 'public',
  },
];

/**
 * A new company's absence set-up: the default leave types and the default schedule (Monday to
 * Friday, 8 hours) from `firstDay`, the company's local day of creation.
 */
export async function seedAbsenceDefaults(tx: Transaction, companyId: string, firstDay: string) {
  await tx
    .insert(leaveTypes)
    .values(DEFAULT_LEAVE_TYPES.map((type, index) => ({ companyId, ...type, sortOrder: index + 1 })));
  await insertWorkSchedule(tx, {
    companyId,
    memberId: null,
    effectiveFrom: firstDay,
    minutes: DEFAULT_WEEK_MINUTES,
  });
}
