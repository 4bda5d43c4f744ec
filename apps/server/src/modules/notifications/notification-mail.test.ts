import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateNotificationPreferences } from '@atrium/contract/notifications';
import { createInvite } from '@atrium/contract/companies';
import { mailOutbox, notificationDigestItems, notificationSettings, users } from '../../db/schema/index.ts';
import { WITHHELD } from '../../platform/mail/mail-text-safety.ts';
import { useApiTest } from '../../test/api-test.ts';
import { createMember, type TestCompany } from '../../test/tenant-fixtures.ts';
import { sendDigests } from './send-digests.ts';
import { until } from '../../test/until.ts';

const api = useApiTest({ env: { PUBLIC_URL: 'https://atrium.example' } });

beforeAll(async () => {
  await api.app.platform.jobs.startWorkers();
  await api.app.platform.notifications.start();
});

const mailsTo = (address: string) =>
  api.database.owner
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt));

describe('notification e-mails', () => {
  it('keep the invitation link out of the outbox and make a typed company name unclickable', async () => {
    const inviting = await api.company({ name: 'Acme shop.example' });
    const invitee = (await api.company({ name: 'Home' })).member;
    await api.database.owner.update(users).set({ name: 'Ivo' }).where(eq(users.id, inviting.admin.userId));
    // Invitation e-mails from notifications are off by default; this person wants them.
    const on = await api.inject(updateNotificationPreferences, {
      as: invitee,
      body: { choices: [{ kind: 'invitation.received', channel: 'email', enabled: true }] },
    });
    expect(on.statusCode).toBe(200);
    const invited = await api.inject(createInvite, {
      as: inviting.admin,
      body: { email: invitee.email, role: 'MEMBER' },
    });
    expect(invited.statusCode).toBe(201);

    // The notification's e-mail (its footer names the preferences), not the invitation's own.
    const mail = await until(async () =>
      (await mailsTo(invitee.email)).find((row) => row.textBody.includes('Notifications → Preferences')),
    );
    expect(mail.subject).toBe('Invitation to Acme shop[.]example');
    expect(mail.textBody).toContain('Ivo invited you to join Acme shop[.]example.');
    expect(mail.textBody).not.toContain('shop.example');
    expect(mail.textBody).toContain(WITHHELD);
    expect(mail.textBody).not.toContain('respond-to-invite');
    expect(mail.textBody).not.toMatch(/token=/);
  });
});

describe('the daily digest', () => {
  let company: TestCompany;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    company = await api.company({ name: 'Digest www.shop.example' });
  });

  async function holdFor(personId: string, createdAt: Date) {
    await api.database.owner.insert(notificationDigestItems).values([
      {
        companyId: company.companyId,
        userId: personId,
        kind: 'invitation.accepted',
        params: { personName: 'Mia https://evil.example/x', companyName: 'Digest www.shop.example' },
        link: '/current-company-info/people',
        createdAt,
      },
      {
        companyId: company.companyId,
        userId: personId,
        kind: 'member.role_changed',
        params: { companyName: 'Digest www.shop.example', role: 'ADMIN' },
        link: '/current-company-info/about',
        createdAt: new Date(createdAt.getTime() + 60_000),
      },
    ]);
  }

  const heldFor = (personId: string) =>
    api.database.owner
      .select()
      .from(notificationDigestItems)
      .where(eq(notificationDigestItems.userId, personId));

  it("sends one e-mail per company at 08:00 in the person's time zone, in their language, then forgets the items", async () => {
    const person = await createMember(api.database, company.companyId);
    await api.database.owner.update(users).set({ language: 'sq' }).where(eq(users.id, person.userId));
    await api.database.owner
      .update(users)
      .set({ timeZone: 'Europe/Skopje' })
      .where(eq(users.id, person.userId));
    await api.database.owner
      .insert(notificationSettings)
      .values({ userId: person.userId, dailyDigest: true });
    await holdFor(person.userId, at('2026-11-24T05:00:00Z'));
    const deps = { mail: api.app.platform.mail, publicUrl: 'https://atrium.example/' };

    // 07:30 in Skopje: not yet, and the items are younger than a day.
    await sendDigests(api.database, deps, at('2026-11-24T06:30:00Z'));
    expect(await mailsTo(person.email)).toHaveLength(0);

    // 08:10 in Skopje (UTC+1).
    await sendDigests(api.database, deps, at('2026-11-24T07:10:00Z'));
    const [mail, ...more] = await mailsTo(person.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Digest www[.]shop[.]example: 2 njoftime nga dita e fundit');
    expect(mail!.textBody).toContain(
      '• Mia https[:]//evil[.]example/x u bashkua me Digest www[.]shop[.]example',
    );
    expect(mail!.textBody).toContain('Tani jeni administrator në Digest www[.]shop[.]example.');
    expect(mail!.textBody).toContain('https://atrium.example/current-company-info/about');
    expect(mail!.textBody).not.toContain('evil.example');
    expect(await heldFor(person.userId)).toEqual([]);

    // Nothing is held any more: the next run sends nothing.
    await sendDigests(api.database, deps, at('2026-11-24T07:20:00Z'));
    expect(await mailsTo(person.email)).toHaveLength(1);
  });

  it('sends what waited a day whatever the hour, and nothing to a person without an address', async () => {
    const person = await createMember(api.database, company.companyId);
    await holdFor(person.userId, at('2026-11-20T12:00:00Z'));
    const deps = { mail: api.app.platform.mail, publicUrl: 'https://atrium.example' };
    await sendDigests(api.database, deps, at('2026-11-21T12:30:00Z'));
    const [mail] = await mailsTo(person.email);
    expect(mail?.subject).toBe('Digest www[.]shop[.]example: 2 notifications of the last day');

    const silent = await createMember(api.database, company.companyId);
    await api.database.owner.update(users).set({ email: null }).where(eq(users.id, silent.userId));
    await holdFor(silent.userId, at('2026-11-20T12:00:00Z'));
    await sendDigests(api.database, deps, at('2026-11-21T12:30:00Z'));
    // Kept, not mailed: an address may be added later.
    expect(await heldFor(silent.userId)).toHaveLength(2);
  });
});
