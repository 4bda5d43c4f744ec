import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../database.ts';
import {
  changeProposals,
  companyMembers,
  departmentRoles,
  detailEntries,
  detailFields,
  detailSections,
  employmentRecords,
  memberRecords,
  users,
  type EmploymentType,
} from '../schema/index.ts';

/*
 * Demo Company's people records (docs/product/human-resources.md): a personal record and a
 * dated employment history for every member, three sections the company defined (education,
 * repeatable; equipment; documents that expire, repeatable), entries for the demo accounts — the
 * work permit of member@demo.test expires in 12 days — and one change proposal of
 * member@demo.test waiting for HR. Runs inside seedDemo's transaction, after the organisation.
 */

const STREETS = [
  'Partizanska',
  'Ilindenska',
  'Makedonija',
  'Kej 13 Noemvri',
  'Orce Nikolov',
  'Bulevar Jane Sandanski',
];
const CITIES = ['Skopje', 'Bitola', 'Ohrid', 'Tetovo', 'Kumanovo', 'Shtip'];
const RELATIONS = ['Spouse', 'Parent', 'Sibling', 'Partner'];

/** Who moved position once, to show a dated history: the engineering lead was a developer first. */
const PROMOTED = 'manager@demo.test';

export async function seedHumanResources(
  tx: Transaction,
  { companyId }: { companyId: string },
): Promise<void> {
  const members = await tx
    .select({
      memberId: companyMembers.id,
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      position: companyMembers.position,
      departmentId: companyMembers.departmentId,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.email));
  const managers = await tx
    .select({ memberId: departmentRoles.companyMemberId, departmentId: departmentRoles.departmentId })
    .from(departmentRoles)
    .where(and(eq(departmentRoles.companyId, companyId)));
  const managerOf = new Map(
    managers.flatMap((row) => (row.departmentId ? [[row.departmentId, row.memberId]] : [])),
  );

  for (const [index, member] of members.entries()) {
    const year = 1978 + (index % 22);
    const month = String((index % 12) + 1).padStart(2, '0');
    const day = String((index % 27) + 1).padStart(2, '0');
    await tx.insert(memberRecords).values({
      companyId,
      memberId: member.memberId,
      givenName: member.givenName,
      familyName: member.familyName,
      birthDate: `${year}-${month}-${day}`,
      gender: index % 2 === 0 ? 'female' : 'male',
      citizenship: 'MK',
      address: {
        street: `${STREETS[index % STREETS.length]} ${10 + index}`,
        city: CITIES[index % CITIES.length]!,
        postalCode: `${1000 + (index % 9) * 100}`,
        country: 'MK',
      },
      privatePhone: `+389 7${index % 9} ${String(100 + index).padStart(3, '0')} ${String(200 + index * 7).slice(-3)}`,
      workPhone: `+389 2 3${String(100 + index).padStart(3, '0')} ${String(400 + index).slice(-3)}`,
      emergencyContacts: [
        {
          name: `${index % 2 === 0 ? 'Goran' : 'Vesna'} ${member.familyName ?? ''}`.trim(),
          relationship: RELATIONS[index % RELATIONS.length]!,
          phone: `+389 70 ${String(300 + index).padStart(3, '0')} ${String(500 + index).slice(-3)}`,
        },
      ],
    });

    const startYear = 2018 + (index % 7);
    const startDate = `${startYear}-0${(index % 9) + 1}-01`;
    const manager = member.departmentId ? managerOf.get(member.departmentId) : undefined;
    const employmentType: EmploymentType =
      index % 11 === 5 ? 'part_time' : index % 13 === 7 ? 'contractor' : 'full_time';
    const row = {
      companyId,
      memberId: member.memberId,
      departmentId: member.departmentId,
      managerMemberId: manager && manager !== member.memberId ? manager : null,
      employmentType,
      startDate,
      weeklyHours: employmentType === 'part_time' ? 20 : 40,
      contractType: employmentType === 'contractor' ? ('fixed_term' as const) : ('permanent' as const),
      contractEndDate: employmentType === 'contractor' ? `${new Date().getUTCFullYear() + 1}-12-31` : null,
    };
    if (member.email === PROMOTED) {
      await tx
        .insert(employmentRecords)
        .values({ ...row, effectiveFrom: startDate, position: 'Software Developer' });
      await tx
        .insert(employmentRecords)
        .values({ ...row, effectiveFrom: `${startYear + 2}-01-01`, position: member.position });
    } else {
      await tx
        .insert(employmentRecords)
        .values({ ...row, effectiveFrom: startDate, position: member.position });
    }
  }

  const [education] = await tx
    .insert(detailSections)
    .values({
      companyId,
      tab: 'other',
      name: 'Education',
      description: 'Schools and degrees, one entry each.',
      repeatable: true,
      sortOrder: 0,
    })
    .returning({ id: detailSections.id });
  const [equipment] = await tx
    .insert(detailSections)
    .values({
      companyId,
      tab: 'administration',
      name: 'Equipment',
      description: 'What the company lent.',
      sortOrder: 1,
    })
    .returning({ id: detailSections.id });
  const field = async (
    sectionId: string,
    sortOrder: number,
    values: Omit<typeof detailFields.$inferInsert, 'companyId' | 'sectionId' | 'sortOrder'>,
  ) => {
    const [created] = await tx
      .insert(detailFields)
      .values({ companyId, sectionId, sortOrder, ...values })
      .returning({ id: detailFields.id });
    return created!.id;
  };
  const institution = await field(education!.id, 0, { label: 'Institution', type: 'text', required: true });
  const degree = await field(education!.id, 1, {
    label: 'Degree',
    type: 'select',
    options: ['Secondary school', 'Bachelor', 'Master', 'Doctorate'],
  });
  const graduated = await field(education!.id, 2, { label: 'Graduated', type: 'date' });
  await field(education!.id, 3, {
    label: 'Diploma',
    type: 'file',
    helpText: 'A scan of the diploma (PDF or image).',
  });
  const laptop = await field(equipment!.id, 0, { label: 'Laptop', type: 'text' });
  const serial = await field(equipment!.id, 1, { label: 'Serial number', type: 'text' });
  const phone = await field(equipment!.id, 2, { label: 'Company phone', type: 'yes_no' });

  const byEmail = new Map(members.map((member) => [member.email, member.memberId]));
  const educationOf: Record<string, [string, string, string][]> = {
    'owner@demo.test': [['Ss. Cyril and Methodius University', 'Master', '2004-06-30']],
    'manager@demo.test': [
      ['Ss. Cyril and Methodius University', 'Bachelor', '2009-07-01'],
      ['South East European University', 'Master', '2012-06-15'],
    ],
    'member@demo.test': [['Goce Delčev University', 'Bachelor', '2017-09-20']],
  };
  for (const [email, schools] of Object.entries(educationOf)) {
    const memberId = byEmail.get(email);
    if (!memberId) continue;
    for (const [sortOrder, [school, level, date]] of schools.entries()) {
      await tx.insert(detailEntries).values({
        companyId,
        sectionId: education!.id,
        memberId,
        sortOrder,
        values: { [institution]: school, [degree]: level, [graduated]: date },
      });
    }
    await tx.insert(detailEntries).values({
      companyId,
      sectionId: equipment!.id,
      memberId,
      values: {
        [laptop]: 'ThinkPad T14',
        [serial]: `PF-${memberId.slice(0, 8).toUpperCase()}`,
        [phone]: email !== 'member@demo.test',
      },
    });
  }

  await seedDocuments(tx, companyId, byEmail);

  const proposer = byEmail.get('member@demo.test');
  if (proposer) {
    const [record] = await tx
      .select({ address: memberRecords.address })
      .from(memberRecords)
      .where(and(eq(memberRecords.companyId, companyId), eq(memberRecords.memberId, proposer)));
    await tx.insert(changeProposals).values({
      companyId,
      memberId: proposer,
      builtInSection: 'personal',
      changes: {
        address: {
          from: record?.address ?? null,
          to: { street: 'Vasil Glavinov 3', city: 'Skopje', postalCode: '1000', country: 'MK' },
        },
      },
    });
  }
}

/** Days from today (UTC) as `YYYY-MM-DD`. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The "Documents" section (docs/product/human-resources.md#documents-that-expire): identity cards,
 * passports, work permits and certificates with their expiry; member@demo.test's work permit
 * expires in 12 days, so the overview and the reminders have something to show.
 */
async function seedDocuments(tx: Transaction, companyId: string, byEmail: Map<string | null, string>) {
  const [documents] = await tx
    .insert(detailSections)
    .values({
      companyId,
      tab: 'personal',
      name: 'Documents',
      description: 'Identity cards, permits and certificates, with the day each expires.',
      repeatable: true,
      sortOrder: 2,
    })
    .returning({ id: detailSections.id });
  const sectionId = documents!.id;
  const [kind, number, , expires] = await tx
    .insert(detailFields)
    .values([
      {
        companyId,
        sectionId,
        sortOrder: 0,
        label: 'Document',
        type: 'select' as const,
        options: ['ID card', 'Passport', 'Work permit', 'Certificate'],
        required: true,
      },
      { companyId, sectionId, sortOrder: 1, label: 'Number', type: 'text' as const },
      {
        companyId,
        sectionId,
        sortOrder: 2,
        label: 'Scan',
        type: 'file' as const,
        helpText: 'A scan of the document (PDF or image).',
      },
      {
        companyId,
        sectionId,
        sortOrder: 3,
        // One word: the company's own labels are English in the demo, and a line of two or more
        // words that equals an interface text ("Expires on", "Valid until") reads as English left
        // untranslated on a Macedonian or Albanian screen (docs/accessibility.md).
        label: 'Expiry',
        type: 'date' as const,
        required: true,
        marksExpiry: true,
      },
    ])
    .returning({ id: detailFields.id });
  const held: Record<string, [string, string, number][]> = {
    'member@demo.test': [
      ['Work permit', 'WP-2291-04', 12],
      ['ID card', 'A1234567', 1100],
    ],
    'manager@demo.test': [
      ['Passport', 'M0987654', 700],
      ['Certificate', 'FA-118', 45],
    ],
    'owner@demo.test': [['ID card', 'A7654321', 1500]],
  };
  for (const [email, items] of Object.entries(held)) {
    const memberId = byEmail.get(email);
    if (!memberId) continue;
    for (const [sortOrder, [document, code, days]] of items.entries()) {
      await tx.insert(detailEntries).values({
        companyId,
        sectionId,
        memberId,
        sortOrder,
        values: { [kind!.id]: document, [number!.id]: code, [expires!.id]: inDays(days) },
      });
    }
  }
}
