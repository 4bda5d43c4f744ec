/** English strings of the access rules (the Access rules tab of admin/detail-update). */
export const strings = {
  hrAccess: {
    sectionsTab: 'Sections',
    rulesTab: 'Access rules',
    loading: 'Loading the access rules…',
    loadFailed: 'The access rules could not be loaded.',
    intro:
      'Who may see and change each part of a member’s record: for each role, over their own record, their department, their division or the whole company. A person holds the highest level any of their roles gives over any scope the record lies in; a manager is a member too. Scopes add up: a level over the whole company holds for everyone, their own record included, and a narrower scope can only add to it.',
    partsLabel: 'Parts of a record',
    sectionOn: 'Section · {{tab}}',
    fixed: 'Fixed',
    customised: 'Company rules',
    defaults: 'Defaults',
    parts: {
      personal: 'Personal data and HR notes',
      special_category: 'Special-category data (ethnicity, health)',
      employment: 'Employment',
      administration: 'Administration (role, status, proposals, history)',
    },
    tabs: {
      personal: 'Personal information',
      employment: 'Employment information',
      other: 'Other information',
      administration: 'Administration',
    },
    role: 'Role',
    roles: {
      OWNER: 'Owner',
      ADMIN: 'Admin',
      DIVISION_MANAGER: 'Division manager',
      DEPARTMENT_MANAGER: 'Department manager',
      MEMBER: 'Member',
    },
    scopes: {
      own: 'Own record',
      department: 'Their department',
      division: 'Their division',
      company: 'Whole company',
    },
    levels: { none: 'None', view: 'View', propose: 'Propose', edit: 'Edit' },
    cellLabel: '{{role}}, {{scope}}',
    defaultMark: 'default',
    locked: 'locked',
    lockedHint: 'No rule can change this.',
    specialHint:
      'Special-category data is for owners and admins only; no rule can change that, and every read is recorded.',
    follows: {
      personal: 'This section follows the rules for personal data until you save rules of its own.',
      special_category:
        'This section holds special-category data: only owners and admins may see it, whatever its rules say.',
    },
    customisedHint: 'The company’s own rules apply. Reset to go back to the defaults.',
    defaultsHint: 'The defaults apply. Change a level and save to set the company’s own rules.',
    limits:
      'Locked: nobody changes their own employment or administration, and special-category data stays with owners and admins.',
    save: 'Save the rules of {{name}}',
    saveShort: 'Save',
    discard: 'Discard changes',
    reset: 'Reset to defaults',
    saved: 'The rules of {{name}} are saved.',
    resetDone: '{{name}} follows its defaults again.',
    saveFailed: 'The rules could not be saved.',
  },
};
