/*
 * The dry run's words in the reader's language (docs/product/human-resources.md#importing-members):
 * the error report's headings and each row's problem in English, Macedonian or Albanian, as the
 * screen that asked for them. The checks write English; each of their messages is matched here,
 * its values (a row, a count, a cell) carried over. A message not matched stays English.
 */

export type ImportLanguage = 'en' | 'mk' | 'sq';

/** Row, Column, E-mail, Value, Problem. */
export const REPORT_HEADINGS: Record<ImportLanguage, readonly string[]> = {
  en: ['Row', 'Column', 'E-mail', 'Value', 'Problem'],
  mk: ['Ред', 'Колона', 'Е-пошта', 'Вредност', 'Проблем'],
  sq: ['Rreshti', 'Kolona', 'E-maili', 'Vlera', 'Problemi'],
};

type Words = Record<Exclude<ImportLanguage, 'en'>, (...values: string[]) => string>;

const DATE = {
  mk: 'мора да биде датум како 31.12.1990, или година-месец-ден',
  sq: 'duhet të jetë një datë si 31.12.1990, ose vit-muaj-ditë',
};

const MESSAGES: readonly (readonly [RegExp, Words])[] = [
  [
    /^must be a date such as 31\.12\.1990, or year-month-day; (.*) is no such day$/s,
    {
      mk: (cell) => `${DATE.mk}; ${cell} не е постоечки ден`,
      sq: (cell) => `${DATE.sq}; ${cell} nuk është ditë që ekziston`,
    },
  ],
  [/^must be a date such as 31\.12\.1990, or year-month-day$/, { mk: () => DATE.mk, sq: () => DATE.sq }],
  [
    /^must be female, male, other or undisclosed \(or the same in Macedonian or Albanian\)$/,
    {
      mk: () => 'мора да биде женски, машки, друго или непознато (или истото на англиски или албански)',
      sq: () =>
        'duhet të jetë femër, mashkull, tjetër ose pa deklaruar (ose e njëjta në anglisht ose maqedonisht)',
    },
  ],
  [
    /^must be full time, part time, contractor, intern or temporary$/,
    {
      mk: () =>
        'мора да биде полно работно време, скратено работно време, договор, практикант или привремено',
      sq: () =>
        'duhet të jetë me kohë të plotë, me kohë të pjesshme, kontraktor, praktikant ose i përkohshëm',
    },
  ],
  [
    /^must be a two-letter country code such as MK or AL$/,
    {
      mk: () => 'мора да биде двобуквена ознака на држава, како MK или AL',
      sq: () => 'duhet të jetë kodi me dy shkronja i një shteti, si MK ose AL',
    },
  ],
  [
    /^must be at most (\d+) characters$/,
    {
      mk: (max) => `мора да има најмногу ${max} знаци`,
      sq: (max) => `duhet të ketë jo më shumë se ${max} karaktere`,
    },
  ],
  [
    /^must be an e-mail address$/,
    { mk: () => 'мора да биде адреса на е-пошта', sq: () => 'duhet të jetë një adresë e-maili' },
  ],
  [
    /^must be a phone number$/,
    { mk: () => 'мора да биде телефонски број', sq: () => 'duhet të jetë një numër telefoni' },
  ],
  [
    /^must be a number of days such as 21 or 10,5$/,
    {
      mk: () => 'мора да биде број на денови, како 21 или 10,5',
      sq: () => 'duhet të jetë një numër ditësh, si 21 ose 10,5',
    },
  ],
  [
    /^must be between -366 and 366 days$/,
    {
      mk: () => 'мора да биде меѓу -366 и 366 денови',
      sq: () => 'duhet të jetë ndërmjet -366 dhe 366 ditësh',
    },
  ],
  [
    /^has (\d+) cells; the header row has (\d+)$/,
    {
      mk: (cells, header) => `има ${cells} ќелии; редот со наслови има ${header}`,
      sq: (cells, header) => `ka ${cells} qeliza; rreshti i titujve ka ${header}`,
    },
  ],
  [/^is required$/, { mk: () => 'е задолжително', sq: () => 'është e detyrueshme' }],
  [
    /^repeats the e-mail of row (\d+)$/,
    {
      mk: (row) => `ја повторува е-поштата од редот ${row}`,
      sq: (row) => `përsërit e-mailin e rreshtit ${row}`,
    },
  ],
  [
    /^names no department of the company \((.*)\)$/s,
    {
      mk: (name) => `не е име на оддел на компанијата (${name})`,
      sq: (name) => `nuk është emër i një departamenti të kompanisë (${name})`,
    },
  ],
  [
    /^a new member needs a given or family name$/,
    {
      mk: () => 'на нов член му треба име или презиме',
      sq: () => 'një anëtari të ri i duhet emri ose mbiemri',
    },
  ],
  [
    /^You may not change this personal data$/,
    {
      mk: () => 'Не смеете да ги менувате овие лични податоци',
      sq: () => 'Nuk ju lejohet t’i ndryshoni këto të dhëna personale',
    },
  ],
  [
    /^You may not change special-category data$/,
    {
      mk: () => 'Не смеете да менувате податоци од посебна категорија',
      sq: () => 'Nuk ju lejohet të ndryshoni të dhëna të kategorisë së veçantë',
    },
  ],
  [
    /^Nobody changes their own employment$/,
    {
      mk: () => 'Никој не го менува сопственото вработување',
      sq: () => 'Askush nuk e ndryshon punësimin e vet',
    },
  ],
  [
    /^You may not change this employment$/,
    {
      mk: () => 'Не смеете да го менувате ова вработување',
      sq: () => 'Nuk ju lejohet ta ndryshoni këtë punësim',
    },
  ],
  [
    /^Only an owner or admin adjusts leave balances$/,
    {
      mk: () => 'Само сопственик или администратор ги менува салдата на отсуство',
      sq: () => 'Vetëm një pronar ose administrator i ndryshon bilancet e lejeve',
    },
  ],
  [
    /^Nobody adjusts their own leave balance: another owner or admin does$/,
    {
      mk: () =>
        'Никој не го менува сопственото салдо на отсуство: тоа го прави друг сопственик или администратор',
      sq: () => 'Askush nuk e ndryshon bilancin e vet të lejeve: e bën një pronar ose administrator tjetër',
    },
  ],
];

/** A row's problem as the dry run wrote it, in `language`. */
export function importMessageText(message: string, language: ImportLanguage): string {
  if (language === 'en') return message;
  for (const [pattern, words] of MESSAGES) {
    const match = pattern.exec(message);
    if (match) return words[language](...match.slice(1));
  }
  return message;
}
