/**
 * The demo accounts (README: demo data). Pure data with no imports, so that the identity provider can
 * create sign-in accounts with the same subjects without loading the database layer.
 */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COMPANY_NAME = 'Demo Company';
export const OTHER_COMPANY_NAME = 'Other Company';
export const DEMO_DIVISION_NAME = 'Operations';
export const DEMO_DEPARTMENT_NAMES = ['Engineering', 'Sales'] as const;

export type DemoCompanyName = typeof DEMO_COMPANY_NAME | typeof OTHER_COMPANY_NAME;
export type DemoDepartmentName = (typeof DEMO_DEPARTMENT_NAMES)[number];

export interface DemoPerson {
  /** The OpenID `sub`: fixed, so that a fresh provider and a fresh database agree. */
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
  password: typeof DEMO_PASSWORD;
  company: DemoCompanyName;
  companyRole: 'OWNER' | 'ADMIN' | 'MEMBER';
  globalRoles: readonly ('SUPERADMIN' | 'TRANSLATOR')[];
  /** Only Demo Company has an organisation chart. */
  department?: DemoDepartmentName;
  departmentRole?: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER';
  position: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    subject: 'de300000-0000-4000-8000-000000000001',
    email: 'owner@demo.test',
    givenName: 'Olivia',
    familyName: 'Owner',
    password: DEMO_PASSWORD,
    company: DEMO_COMPANY_NAME,
    companyRole: 'OWNER',
    globalRoles: [],
    department: 'Sales',
    position: 'Managing Director',
  },
  {
    subject: 'de300000-0000-4000-8000-000000000002',
    email: 'admin@demo.test',
    givenName: 'Adam',
    familyName: 'Admin',
    password: DEMO_PASSWORD,
    company: DEMO_COMPANY_NAME,
    companyRole: 'ADMIN',
    globalRoles: [],
    department: 'Sales',
    position: 'Office Manager',
  },
  {
    subject: 'de300000-0000-4000-8000-000000000003',
    email: 'manager@demo.test',
    givenName: 'Mara',
    familyName: 'Manager',
    password: DEMO_PASSWORD,
    company: DEMO_COMPANY_NAME,
    companyRole: 'MEMBER',
    globalRoles: [],
    department: 'Engineering',
    departmentRole: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    position: 'Engineering Lead',
  },
  {
    subject: 'de300000-0000-4000-8000-000000000004',
    email: 'member@demo.test',
    givenName: 'Milan',
    familyName: 'Member',
    password: DEMO_PASSWORD,
    company: DEMO_COMPANY_NAME,
    companyRole: 'MEMBER',
    globalRoles: [],
    department: 'Engineering',
    position: 'Software Developer',
  },
  {
    subject: 'de300000-0000-4000-8000-000000000005',
    email: 'translator@demo.test',
    givenName: 'Teuta',
    familyName: 'Translator',
    password: DEMO_PASSWORD,
    company: DEMO_COMPANY_NAME,
    companyRole: 'MEMBER',
    globalRoles: ['TRANSLATOR'],
    department: 'Sales',
    position: 'Localisation Specialist',
  },
  {
    subject: 'de300000-0000-4000-8000-000000000006',
    email: 'superadmin@demo.test',
    givenName: 'Stefan',
    familyName: 'Superadmin',
    password: DEMO_PASSWORD,
    company: DEMO_COMPANY_NAME,
    companyRole: 'MEMBER',
    globalRoles: ['SUPERADMIN'],
    department: 'Engineering',
    position: 'Platform Operator',
  },
  {
    subject: 'de300000-0000-4000-8000-000000000007',
    email: 'owner@other.test',
    givenName: 'Oscar',
    familyName: 'Other',
    password: DEMO_PASSWORD,
    company: OTHER_COMPANY_NAME,
    companyRole: 'OWNER',
    globalRoles: [],
    position: 'Founder',
  },
];
