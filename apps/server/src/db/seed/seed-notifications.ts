import { createHash, randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { DAY_MS } from '@atrium/contract/dates';
import type { Transaction } from '../database.ts';
import { companyInvites, notifications, users } from '../schema/index.ts';
import { DEMO_COMPANY_NAME, OTHER_COMPANY_NAME, type DemoCompanyName } from './demo-people.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A few notifications of each kind for the demo people, as the delivery job would have written
 * them (docs/product/notifications.md), some read, some not. member@demo.test also holds a real
 * pending invitation from Other Company, so its notification opens an invitation that works.
 */
export async function seedNotifications(
  tx: Transaction,
  { companyIds, now = new Date() }: { companyIds: Record<DemoCompanyName, string>; now?: Date },
): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'owner@demo.test',
        'admin@demo.test',
        'manager@demo.test',
        'member@demo.test',
        'owner@other.test',
      ]),
    );
  const id = (email: string) => {
    const found = people.find((person) => person.email === email);
    if (!found) throw new Error(`Demo person ${email} missing for notifications`);
    return found.id;
  };
  const demo = companyIds[DEMO_COMPANY_NAME];
  const other = companyIds[OTHER_COMPANY_NAME];
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const inDemo = { companyName: DEMO_COMPANY_NAME };

  // The invitation exists for real; only its token's hash is stored, as for any invitation.
  const token = randomBytes(32).toString('base64url');
  await tx.insert(companyInvites).values({
    companyId: other,
    email: 'member@demo.test',
    role: 'MEMBER',
    tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'),
    invitedByUserId: id('owner@other.test'),
    expiresAt: new Date(now.getTime() + 7 * DAY_MS),
  });

  const rows: (typeof notifications.$inferInsert)[] = [
    {
      companyId: other,
      userId: id('member@demo.test'),
      kind: 'invitation.received',
      params: {
        companyName: OTHER_COMPANY_NAME,
        inviterName: 'Oscar Other',
        inviteLink: `/respond-to-invite?token=${token}`,
      },
      link: `/respond-to-invite?token=${token}`,
      createdAt: ago(2 * HOUR_MS),
    },
    ...['owner@demo.test', 'admin@demo.test'].flatMap((email) => [
      {
        companyId: demo,
        userId: id(email),
        kind: 'invitation.accepted',
        params: { ...inDemo, personName: 'Mila Member' },
        link: '/current-company-info/people',
        createdAt: ago(20 * DAY_MS),
        readAt: ago(19 * DAY_MS),
      },
      {
        companyId: demo,
        userId: id(email),
        kind: 'invitation.accepted',
        params: { ...inDemo, personName: 'Marko Manager' },
        link: '/current-company-info/people',
        createdAt: ago(3 * HOUR_MS),
      },
    ]),
    ...['admin@demo.test', 'manager@demo.test', 'member@demo.test'].map((email) => ({
      companyId: demo,
      userId: id(email),
      kind: 'company.module_switched',
      params: { ...inDemo, module: 'TEMPLATE_GENERATION', state: 'on' },
      link: '/current-company-info/settings/subscription-modules',
      createdAt: ago(5 * DAY_MS),
      readAt: ago(4 * DAY_MS),
    })),
    {
      companyId: demo,
      userId: id('manager@demo.test'),
      kind: 'member.role_changed',
      params: { ...inDemo, role: 'ADMIN' },
      link: '/current-company-info/about',
      createdAt: ago(30 * DAY_MS),
      readAt: ago(29 * DAY_MS),
    },
    {
      companyId: demo,
      userId: id('member@demo.test'),
      kind: 'member.role_changed',
      params: { ...inDemo, role: 'MEMBER' },
      link: '/current-company-info/about',
      createdAt: ago(1 * DAY_MS),
    },
    ...['owner@demo.test', 'manager@demo.test'].flatMap((email) => [
      {
        companyId: demo,
        userId: id(email),
        kind: 'job.finished',
        params: { ...inDemo, jobName: 'templates.bulk-generation', jobLink: '/templates' },
        link: '/templates',
        createdAt: ago(6 * HOUR_MS),
      },
      {
        companyId: demo,
        userId: id(email),
        kind: 'job.failed',
        params: { ...inDemo, jobName: 'hr.member-import', jobLink: '/notifications/overview' },
        link: '/notifications/overview',
        createdAt: ago(2 * DAY_MS),
        readAt: ago(2 * DAY_MS - HOUR_MS),
      },
    ]),
  ];
  await tx.insert(notifications).values(rows);
}
