import { MEMBER_IMPORT_FIELDS, type MemberImportField } from '@atrium/contract/member-import';

/*
 * Header names the import recognises (docs/product/human-resources.md#importing-members), in
 * English, Macedonian and Albanian. Compared after normalising: lower case, no punctuation,
 * single spaces, so „Е-пошта“, "e-mail" and "E_MAIL" all match.
 */
const ALIASES: Record<MemberImportField, readonly string[]> = {
  email: [
    'email',
    'e-mail',
    'e-mail address',
    'email address',
    'е-пошта',
    'е-маил',
    'електронска пошта',
    'email-i',
    'e-maili',
    'emaili',
    'e-maili',
    'e-mail-i',
    'posta elektronike',
    'adresa e email-it',
  ],
  givenName: ['given name', 'first name', 'име', 'emri'],
  middleName: ['middle name', 'татково име', 'средно име', 'emri i mesëm', 'emri i babait'],
  familyName: ['family name', 'last name', 'surname', 'презиме', 'mbiemri'],
  birthDate: ['birth date', 'date of birth', 'датум на раѓање', 'data e lindjes'],
  gender: ['gender', 'sex', 'пол', 'gjinia'],
  citizenship: ['citizenship', 'државјанство', 'shtetësia'],
  privateEmail: ['private e-mail', 'private email', 'приватна е-пошта', 'email privat', 'e-mail privat'],
  privatePhone: [
    'private phone',
    'mobile',
    'приватен телефон',
    'мобилен телефон',
    'telefon privat',
    'celular',
  ],
  workPhone: ['work phone', 'службен телефон', 'телефон на работа', 'telefon pune'],
  street: ['street', 'address', 'улица', 'адреса', 'rruga', 'adresa'],
  city: ['city', 'град', 'qyteti'],
  postalCode: ['postal code', 'zip', 'поштенски број', 'kodi postar'],
  country: ['country', 'држава', 'shteti'],
  position: ['position', 'job title', 'позиција', 'работно место', 'pozita', 'pozicioni'],
  department: ['department', 'оддел', 'сектор', 'departamenti'],
  employmentType: ['employment type', 'вид на вработување', 'тип на вработување', 'lloji i punësimit'],
  startDate: ['start date', 'датум на вработување', 'data e fillimit', 'data e punësimit'],
  leaveDays: [
    'leave days',
    'opening leave balance',
    'денови отсуство',
    'денови одмор',
    'ditë leje',
    'ditë pushimi',
  ],
};

/** The template's headers per language: the first alias in that language. */
export const TEMPLATE_HEADERS: Record<'en' | 'mk' | 'sq', Record<MemberImportField, string>> = {
  en: {
    email: 'E-mail',
    givenName: 'Given name',
    middleName: 'Middle name',
    familyName: 'Family name',
    birthDate: 'Birth date',
    gender: 'Gender',
    citizenship: 'Citizenship',
    privateEmail: 'Private e-mail',
    privatePhone: 'Private phone',
    workPhone: 'Work phone',
    street: 'Street',
    city: 'City',
    postalCode: 'Postal code',
    country: 'Country',
    position: 'Position',
    department: 'Department',
    employmentType: 'Employment type',
    startDate: 'Start date',
    leaveDays: 'Leave days',
  },
  mk: {
    email: 'Е-пошта',
    givenName: 'Име',
    middleName: 'Татково име',
    familyName: 'Презиме',
    birthDate: 'Датум на раѓање',
    gender: 'Пол',
    citizenship: 'Државјанство',
    privateEmail: 'Приватна е-пошта',
    privatePhone: 'Приватен телефон',
    workPhone: 'Службен телефон',
    street: 'Улица',
    city: 'Град',
    postalCode: 'Поштенски број',
    country: 'Држава',
    position: 'Позиција',
    department: 'Оддел',
    employmentType: 'Вид на вработување',
    startDate: 'Датум на вработување',
    leaveDays: 'Денови отсуство',
  },
  sq: {
    email: 'E-maili',
    givenName: 'Emri',
    middleName: 'Emri i babait',
    familyName: 'Mbiemri',
    birthDate: 'Data e lindjes',
    gender: 'Gjinia',
    citizenship: 'Shtetësia',
    privateEmail: 'E-mail privat',
    privatePhone: 'Telefon privat',
    workPhone: 'Telefon pune',
    street: 'Rruga',
    city: 'Qyteti',
    postalCode: 'Kodi postar',
    country: 'Shteti',
    position: 'Pozita',
    department: 'Departamenti',
    employmentType: 'Lloji i punësimit',
    startDate: 'Data e fillimit',
    leaveDays: 'Ditë leje',
  },
};

function normaliseHeader(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const BY_NAME = new Map<string, MemberImportField>();
for (const field of MEMBER_IMPORT_FIELDS) {
  BY_NAME.set(normaliseHeader(field), field);
  for (const alias of ALIASES[field]) BY_NAME.set(normaliseHeader(alias), field);
  for (const language of ['en', 'mk', 'sq'] as const)
    BY_NAME.set(normaliseHeader(TEMPLATE_HEADERS[language][field]), field);
}
// "email" without the hyphen normalises like "e mail" with it only when written so.
BY_NAME.set('email', 'email');

/** The field each header names, null for a column the import does not know; a field is taken once. */
export function recogniseColumns(headers: readonly string[]): (MemberImportField | null)[] {
  const taken = new Set<MemberImportField>();
  return headers.map((header) => {
    const field = BY_NAME.get(normaliseHeader(header)) ?? null;
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
