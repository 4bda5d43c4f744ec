import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { countryLabel, countryNames } from '@atrium/contract/company-profile';
import { formatDatePattern, LOCALE_DATA, type Language } from '@atrium/contract/locale';
import type { MemberProfile } from '@atrium/contract/human-resources';
import type { Transaction } from '../../db/database.ts';
import { companies, companyProfiles, leaveTypes } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { requestDetail } from '../absence/requests/request-queries.ts';
import { companyToday } from '../../platform/dates/company-today.ts';
import { readProfile } from '../human-resources/profile-queries.ts';
import { canView, recordAccess } from '../human-resources/record-access.ts';
import type { CatalogueSection } from './tag-catalogue.ts';
import { TEMPLATE_WORDS } from './template-words.ts';

/**
 * The data a document is filled with (docs/product/templates.md#tags): plain objects whose keys
 * are the catalogue's names, every value already written in the template's language — dates
 * `d.M.yyyy` in mk and sq, `d MMM yyyy` in en; numbers with the language's decimal sign;
 * countries as the name with the native name.
 */
type Data = Record<string, unknown>;

const DATE_PATTERNS: Record<Language, string> = { en: 'd MMM y', mk: 'd.M.y', sq: 'd.M.y' };

function formatDay(day: string | null | undefined, language: Language): string {
  if (!day) return '';
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return formatDatePattern(
    new Date(year!, month! - 1, date!),
    DATE_PATTERNS[language],
    LOCALE_DATA[language],
  );
}

function formatNumber(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** The calendar day of an instant (as the API writes it, or a Date before serialising). */
const isoDay = (value: string | Date | null | undefined): string | null =>
  value ? (typeof value === 'string' ? value : value.toISOString()).slice(0, 10) : null;

const word = (value: string | null | undefined, language: Language) =>
  value ? (TEMPLATE_WORDS[language][value] ?? value) : '';

const country = (code: string | null | undefined, language: Language) =>
  code ? countryLabel(countryNames(code, language)) : '';

function fieldValue(value: unknown, type: string, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date' && typeof value === 'string') return formatDay(value, language);
  if (type === 'number' && typeof value === 'number') return formatNumber(value, language);
  if (type === 'yes_no') return word(value ? 'yes' : 'no', language);
  if (type === 'country' && typeof value === 'string') return country(value, language);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? '' : String(value as string | number | boolean);
}

function memberValues(profile: MemberProfile, language: Language): Data {
  const record = profile.record;
  const job = profile.employment.find((row) => row.current) ?? profile.employment[0];
  const address = record?.address;
  const addressLine = address
    ? [
        address.street,
        [address.postalCode, address.city].filter(Boolean).join(' '),
        country(address.country, language),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    fullName: profile.name,
    givenName: record?.givenName ?? '',
    middleName: record?.middleName ?? '',
    familyName: record?.familyName ?? '',
    email: profile.email ?? '',
    workPhone: record?.workPhone ?? '',
    birthDate: formatDay(record?.birthDate, language),
    citizenship: country(record?.citizenship, language),
    address: addressLine,
    position: job?.position ?? '',
    department: job?.department?.name ?? '',
    manager: job?.manager?.name ?? '',
    employmentType: word(job?.employmentType, language),
    contractType: word(job?.contractType, language),
    weeklyHours: formatNumber(job?.weeklyHours, language),
    startDate: formatDay(job?.startDate, language),
    endDate: formatDay(job?.endDate, language),
    contractEndDate: formatDay(job?.contractEndDate, language),
  };
}

function sectionValues(
  profile: MemberProfile,
  sections: readonly CatalogueSection[],
  language: Language,
): Data {
  const out: Data = {};
  for (const section of sections) {
    const visible = profile.sections.find((entry) => entry.sectionId === section.sectionId);
    const entries = (visible?.entries ?? []).map((entry) =>
      Object.fromEntries(
        section.fields.map((field) => [
          field.key,
          fieldValue(entry.values[field.fieldId], field.type, language),
        ]),
      ),
    );
    out[section.key] = section.repeatable
      ? entries
      : (entries[0] ?? Object.fromEntries(section.fields.map((field) => [field.key, ''])));
  }
  return out;
}

async function companyValues(tx: Transaction, companyId: string, language: Language): Promise<Data> {
  const [row] = await tx
    .select({
      name: companies.name,
      address: companyProfiles.address,
      countryCode: companyProfiles.countryCode,
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return { name: row?.name ?? '', address: row?.address ?? '', country: country(row?.countryCode, language) };
}

async function readMember(tx: Transaction, context: MemberContext, memberId: string, today: string) {
  const access = await recordAccess(tx, context, memberId).catch(() => null);
  if (!access || !Object.values(access).some(canView)) throw notFound('The member');
  // Special-category data never goes into a document.
  return readProfile(tx, context, memberId, { ...access, specialCategory: 'none' }, today);
}

export interface FillInput {
  tx: Transaction;
  context: MemberContext;
  language: Language;
  sections: readonly CatalogueSection[];
  generatedBy: string;
}

async function common(input: FillInput, memberId: string): Promise<Data> {
  const today = await companyToday(input.tx, input.context.companyId);
  const profile = await readMember(input.tx, input.context, memberId, today);
  return {
    member: memberValues(profile, input.language),
    section: sectionValues(profile, input.sections, input.language),
    company: await companyValues(input.tx, input.context.companyId, input.language),
    system: { today: formatDay(today, input.language), generatedBy: input.generatedBy },
  };
}

/** The data of a member template for one member (404 when the caller may not see the member). */
export function memberTemplateData(input: FillInput, memberId: string): Promise<Data> {
  return common(input, memberId);
}

/** The data of a leave request template (404 when the caller may not see the request). */
export async function leaveRequestTemplateData(input: FillInput, leaveRequestId: string): Promise<Data> {
  const { tx, context, language } = input;
  const request = await requestDetail(tx, context.companyId, leaveRequestId, context);
  const [type] = await tx
    .select({ names: leaveTypes.names })
    .from(leaveTypes)
    .where(eq(leaveTypes.id, request.leaveTypeId));
  const decisions = request.steps
    .filter((step) => step.purpose === 'request')
    .flatMap((step) => step.decisions);
  const days = request.days.filter((day) => day.minutes > 0);
  return {
    ...(await common(input, request.memberId)),
    leave: {
      type: type ? (type.names[language] ?? type.names.en) : '',
      startDate: formatDay(request.startsOn, language),
      endDate: formatDay(request.endsOn, language),
      days: formatNumber(days.length, language),
      hours: formatNumber(request.requestedMinutes / 60, language),
      state: word(request.status, language),
      comment: request.comment ?? '',
      requestedOn: formatDay(isoDay(request.createdAt), language),
      decidedOn: formatDay(isoDay(request.decidedAt), language),
      dayList: days.map((day) => ({
        date: formatDay(day.day, language),
        hours: formatNumber(day.minutes / 60, language),
      })),
      approvers: decisions.map((decision) => ({
        name: decision.actor.name,
        decision: word(decision.decision, language),
        decidedOn: formatDay(isoDay(decision.decidedAt), language),
      })),
    },
  };
}

/** A stable hash of the data a document was filled with (keys sorted at every level). */
export function dataHash(data: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(data)))
    .digest('hex');
}
