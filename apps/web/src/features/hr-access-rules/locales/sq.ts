import type { strings as english } from './en.ts';

/** Albanian strings of the access rules. */
export const strings: typeof english = {
  hrAccess: {
    sectionsTab: 'Seksionet',
    rulesTab: 'Rregullat e qasjes',
    loading: 'Po ngarkohen rregullat e qasjes…',
    loadFailed: 'Rregullat e qasjes nuk u ngarkuan.',
    intro:
      'Kush mund të shohë dhe të ndryshojë secilën pjesë të dosjes së një anëtari: për çdo rol, mbi dosjen e vet, departamentin e vet, divizionin e vet ose gjithë kompaninë. Secili ka nivelin më të lartë që i jep cilido nga rolet e tij mbi cilëndo fushë ku bie dosja; një menaxher është edhe anëtar. Fushat mblidhen: një nivel mbi gjithë kompaninë vlen për këdo, edhe për dosjen e vet, dhe një fushë më e ngushtë vetëm mund t’i shtojë.',
    partsLabel: 'Pjesët e dosjes',
    sectionOn: 'Seksion · {{tab}}',
    fixed: 'I pandryshueshëm',
    customised: 'Rregullat e kompanisë',
    defaults: 'Parazgjedhje',
    parts: {
      personal: 'Të dhënat personale dhe shënimet e BNJ',
      special_category: 'Të dhëna të kategorisë së veçantë (përkatësia etnike, shëndeti)',
      employment: 'Punësimi',
      administration: 'Administrimi (roli, statusi, propozimet, historiku)',
    },
    tabs: {
      personal: 'Informacione personale',
      employment: 'Informacione për punësimin',
      other: 'Informacione të tjera',
      administration: 'Administrimi',
    },
    role: 'Roli',
    roles: {
      OWNER: 'Pronar',
      ADMIN: 'Administrator',
      DIVISION_MANAGER: 'Menaxher divizioni',
      DEPARTMENT_MANAGER: 'Menaxher departamenti',
      MEMBER: 'Anëtar',
    },
    scopes: {
      own: 'Dosja e vet',
      department: 'Departamenti i vet',
      division: 'Divizioni i vet',
      company: 'Gjithë kompania',
    },
    levels: { none: 'Asgjë', view: 'Shikim', propose: 'Propozim', edit: 'Ndryshim' },
    cellLabel: '{{role}}, {{scope}}',
    defaultMark: 'parazgjedhje',
    locked: 'e kyçur',
    lockedHint: 'Asnjë rregull nuk mund ta ndryshojë këtë.',
    specialHint:
      'Të dhënat e kategorisë së veçantë janë vetëm për pronarët dhe administratorët; asnjë rregull nuk e ndryshon këtë dhe çdo lexim regjistrohet.',
    follows: {
      personal: 'Ky seksion ndjek rregullat për të dhënat personale derisa të ruani rregulla të vetat.',
      special_category:
        'Ky seksion mban të dhëna të kategorisë së veçantë: vetëm pronarët dhe administratorët mund ta shohin, çfarëdo që thonë rregullat.',
    },
    customisedHint: 'Zbatohen rregullat e kompanisë. Rivendosni për t’u kthyer te parazgjedhjet.',
    defaultsHint:
      'Zbatohen parazgjedhjet. Ndryshoni një nivel dhe ruajeni për të vendosur rregullat e kompanisë.',
    limits:
      'E kyçur: askush nuk ndryshon punësimin ose administrimin e vet, dhe të dhënat e kategorisë së veçantë mbeten te pronarët dhe administratorët.',
    save: 'Ruaj rregullat e {{name}}',
    saveShort: 'Ruaj',
    discard: 'Hidh poshtë ndryshimet',
    reset: 'Rivendos parazgjedhjet',
    saved: 'Rregullat e {{name}} u ruajtën.',
    resetDone: '{{name}} ndjek sërish parazgjedhjet.',
    saveFailed: 'Rregullat nuk u ruajtën.',
  },
};
