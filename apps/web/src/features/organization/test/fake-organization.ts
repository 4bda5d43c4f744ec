import type { Organization } from '@atrium/contract/organization';
import type { Person, PeoplePage } from '@atrium/contract/people';

/** Test data: a small organisation and its people, as the API answers them. */
export const ids = {
  operations: '00000000-0000-4000-8000-00000000d001',
  commercial: '00000000-0000-4000-8000-00000000d002',
  engineering: '00000000-0000-4000-8000-00000000e001',
  sales: '00000000-0000-4000-8000-00000000e002',
  marketing: '00000000-0000-4000-8000-00000000e003',
};

export function person(n: number, overrides: Partial<Person> = {}): Person {
  return {
    companyMemberId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Person ${n}`,
    email: `person${n}@demo.test`,
    phoneNumber: null,
    position: 'Developer',
    department: { id: ids.engineering, name: 'Engineering' },
    division: { id: ids.operations, name: 'Operations' },
    initials: 'P',
    pictureUrl: null,
    ...overrides,
  };
}

export const mara = person(1, {
  name: 'Mara Manager',
  initials: 'MM',
  position: 'Engineering Lead',
  phoneNumber: '+389 70 111 222',
});

export function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    companyName: 'Demo Company',
    memberCount: 5,
    unplacedCount: 1,
    canManage: true,
    divisions: [
      {
        divisionId: ids.operations,
        name: 'Operations',
        sortOrder: 0,
        memberCount: 4,
        managers: [],
        departments: [
          {
            departmentId: ids.engineering,
            divisionId: ids.operations,
            name: 'Engineering',
            sortOrder: 0,
            memberCount: 3,
            managers: [
              {
                companyMemberId: mara.companyMemberId,
                name: mara.name,
                initials: 'MM',
                pictureUrl: null,
                position: null,
              },
            ],
          },
          {
            departmentId: ids.sales,
            divisionId: ids.operations,
            name: 'Sales',
            sortOrder: 1,
            memberCount: 1,
            managers: [],
          },
        ],
      },
      {
        divisionId: ids.commercial,
        name: 'Commercial',
        sortOrder: 1,
        memberCount: 0,
        managers: [],
        departments: [
          {
            departmentId: ids.marketing,
            divisionId: ids.commercial,
            name: 'Marketing',
            sortOrder: 0,
            memberCount: 0,
            managers: [],
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function page(items: Person[], total = items.length, pageNumber = 1, pageSize = 25): PeoplePage {
  return { items, total, page: pageNumber, pageSize };
}
