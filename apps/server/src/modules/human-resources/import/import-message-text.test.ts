import { describe, expect, it } from 'vitest';
import { adjustmentRefusal } from '../../absence/requests/balance-access.ts';
import { writeRefusal, type RecordAccess } from '../record-access.ts';
import { importMessageText } from './import-message-text.ts';
import {
  parseCountry,
  parseDate,
  parseDays,
  parseEmail,
  parseEmploymentType,
  parseGender,
  parsePhone,
  parseText,
} from './import-values.ts';

const VIEW: RecordAccess = {
  personal: 'view',
  specialCategory: 'view',
  employment: 'view',
  administration: 'view',
};
const problem = (parsed: { ok: boolean; message?: string }) => (parsed.ok ? '' : parsed.message!);

/** Every problem the dry run writes (check-import.ts and the parsers it uses). */
const MESSAGES = [
  problem(parseDate('tomorrow')),
  problem(parseDate('31.2.1990')),
  problem(parseGender('x')),
  problem(parseEmploymentType('x')),
  problem(parseCountry('Macedonia')),
  problem(parseEmail('x'.repeat(300))),
  problem(parseEmail('nobody')),
  problem(parsePhone('call me')),
  problem(parseDays('many')),
  problem(parseDays('400')),
  problem(parseText(100)('x'.repeat(101))),
  'has 7 cells; the header row has 5',
  'is required',
  'repeats the e-mail of row 4',
  'names no department of the company („Sales“)',
  'a new member needs a given or family name',
  writeRefusal(VIEW, 'personal', false)!,
  writeRefusal(VIEW, 'specialCategory', false)!,
  writeRefusal(VIEW, 'employment', true)!,
  writeRefusal(VIEW, 'employment', false)!,
  adjustmentRefusal({ companyMemberId: 'a', roles: [] }, 'b')!.reason,
  adjustmentRefusal({ companyMemberId: 'a', roles: ['ADMIN'] }, 'a')!.reason,
];

// docs/product/human-resources.md#importing-members: the report speaks the reader's language.
describe("the dry run's problems in the reader's language", () => {
  it.each(['mk', 'sq'] as const)('writes every problem in %s, with its values', (language) => {
    expect(MESSAGES.every((message) => message !== '')).toBe(true);
    const english = MESSAGES.filter((message) => importMessageText(message, language) === message);
    expect(english).toEqual([]);
    expect(importMessageText('repeats the e-mail of row 4', language)).toContain('4');
    expect(importMessageText(problem(parseDate('31.2.1990')), language)).toContain('31.2.1990');
    expect(importMessageText('names no department of the company („Sales“)', language)).toContain('„Sales“');
  });

  it('leaves English as it is', () => {
    expect(MESSAGES.map((message) => importMessageText(message, 'en'))).toEqual(MESSAGES);
  });
});
