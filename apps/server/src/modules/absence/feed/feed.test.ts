import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  absenceFeedCreatedSchema,
  absenceFeedSchema,
  createAbsenceFeed,
  getAbsenceFeed,
  revokeAbsenceFeed,
} from '@atrium/contract/absence';
import {
  absenceCalendarFeeds,
  companyMembers,
  departments,
  divisions,
  leaveRequestDays,
  leaveRequests,
  leaveTypes,
  users,
} from '../../../db/schema/index.ts';
import { useApiTest } from '../../../test/api-test.ts';
import { createMember, errorOf, type TestCompany, type TestPerson } from '../../../test/tenant-fixtures.ts';
import { seedAbsenceDefaults } from '../absence-defaults.ts';
import { foldLine, icalText } from './ical.ts';

describe('calendar feed', () => {
  const api = useApiTest();
  let company: TestCompany;
  let colleague: TestPerson;
  let annualId: string;
  let sickId: string;

  const typeNamed = async (name: string) => {
    const [row] = await api.database.owner
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(and(eq(leaveTypes.companyId, company.companyId), sql`${leaveTypes.names} ->> 'en' = ${name}`));
    return row!.id;
  };
  const request = async (
    person: TestPerson,
    leaveTypeId: string,
    days: string[],
    status: 'approved' | 'pending' | 'cancelled',
  ) => {
    const [row] = await api.database.owner
      .insert(leaveRequests)
      .values({
        companyId: company.companyId,
        memberId: person.companyMemberId!,
        leaveTypeId,
        startsOn: days[0]!,
        endsOn: days.at(-1)!,
        requestedMinutes: 480 * days.length,
        status,
      })
      .returning({ id: leaveRequests.id });
    if (status !== 'cancelled') {
      await api.database.owner.insert(leaveRequestDays).values(
        days.map((day) => ({
          companyId: company.companyId,
          requestId: row!.id,
          memberId: person.companyMemberId!,
          leaveTypeId,
          day,
          minutes: 480,
        })),
      );
    }
    return row!.id;
  };
  /** The feed's path on this server, from the address the API answered. */
  const pathOf = (url: string) => new URL(url).pathname;
  const read = (url: string) => api.app.inject({ method: 'GET', url: pathOf(url) });
  const create = (as: TestPerson, scope: 'mine' | 'team' | 'company') =>
    api.inject(createAbsenceFeed, { as, body: { scope } });

  const soon = (days: number) => {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + days);
    return day.toISOString().slice(0, 10);
  };
  let sickRequest: string;

  beforeAll(async () => {
    company = await api.company();
    await api.database.withTenant({ companyId: company.companyId, userId: company.owner.userId }, (tx) =>
      seedAbsenceDefaults(tx, company.companyId, '2026-01-01'),
    );
    const [division] = await api.database.owner
      .insert(divisions)
      .values({ companyId: company.companyId, name: 'Ops' })
      .returning({ id: divisions.id });
    const [department] = await api.database.owner
      .insert(departments)
      .values({ companyId: company.companyId, divisionId: division!.id, name: 'Support' })
      .returning({ id: departments.id });
    colleague = await createMember(api.database, company.companyId, 'MEMBER', { name: 'Colleague' });
    await api.database.owner.update(users).set({ name: 'Mia' }).where(eq(users.id, company.member.userId));
    for (const person of [company.member, colleague]) {
      await api.database.owner
        .update(companyMembers)
        .set({ departmentId: department!.id })
        .where(eq(companyMembers.id, person.companyMemberId!));
    }
    annualId = await typeNamed('Annual leave');
    sickId = await typeNamed('Sick leave');
    sickRequest = await request(company.member, sickId, [soon(3), soon(4)], 'approved');
    await request(company.member, annualId, [soon(10)], 'pending');
    await request(company.member, annualId, [soon(20)], 'cancelled');
  });

  it('makes a secret address shown once; the API keeps only its hash', async () => {
    const created = await create(company.member, 'mine');
    expect(created.statusCode, created.body).toBe(200);
    const { url, scope } = absenceFeedCreatedSchema.parse(created.json());
    expect(scope).toBe('mine');
    const secret = url.split('/').at(-1)!.replace('.ics', '');
    const [row] = await api.database.owner
      .select()
      .from(absenceCalendarFeeds)
      .where(eq(absenceCalendarFeeds.memberId, company.member.companyMemberId!));
    expect(JSON.stringify(row)).not.toContain(secret);
    const feed = absenceFeedSchema.parse((await api.inject(getAbsenceFeed, { as: company.member })).json());
    expect(feed.feed?.scope).toBe('mine');
    expect(JSON.stringify(feed)).not.toContain(secret);
    expect(feed.allowedScopes).toEqual(['mine', 'team']);
  });

  it('serves iCalendar with stable UIDs, tentative and cancelled events, and private types as Away', async () => {
    const { url } = absenceFeedCreatedSchema.parse((await create(company.member, 'mine')).json());
    const first = await read(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    const body = first.body;
    expect(body).toContain(`UID:leave-${sickRequest}@atrium`);
    expect(body).toContain('SUMMARY:Mia: Away');
    expect(body).not.toContain('Sick leave');
    expect(body).toContain('SUMMARY:Mia: Annual leave');
    expect(body).toContain('STATUS:TENTATIVE');
    expect(body).toContain('STATUS:CANCELLED');
    expect(body).toContain('STATUS:CONFIRMED');
    expect(body).toContain(`DTSTART;VALUE=DATE:${soon(3).replaceAll('-', '')}`);
    expect(body).toContain(`DTEND;VALUE=DATE:${soon(5).replaceAll('-', '')}`);
    const uids = (text: string) => text.match(/^UID:.*$/gm);
    expect(uids((await read(url)).body)).toEqual(uids(body));
  });

  it("a colleague's team feed holds the member's absences; rotating and revoking end the old address", async () => {
    const { url: old } = absenceFeedCreatedSchema.parse((await create(colleague, 'team')).json());
    expect((await read(old)).body).toContain('SUMMARY:Mia: Away');
    const { url: rotated } = absenceFeedCreatedSchema.parse((await create(colleague, 'team')).json());
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(rotated)).statusCode).toBe(200);
    const revoked = await api.inject(revokeAbsenceFeed, { as: colleague });
    expect(revoked.statusCode).toBe(204);
    expect((await read(rotated)).statusCode).toBe(404);
  });

  it('re-checks rights on every read: a disabled membership answers 404, a lost department narrows the scope', async () => {
    const { url } = absenceFeedCreatedSchema.parse((await create(colleague, 'team')).json());
    await api.database.owner
      .update(companyMembers)
      .set({ departmentId: null })
      .where(eq(companyMembers.id, colleague.companyMemberId!));
    const narrowed = await read(url);
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.body).not.toContain('Mia');
    await api.database.owner
      .update(companyMembers)
      .set({ status: 'DISABLED' })
      .where(eq(companyMembers.id, colleague.companyMemberId!));
    expect((await read(url)).statusCode).toBe(404);
  });

  it("refuses a scope beyond the caller's rights naming body.scope, writing nothing", async () => {
    const before = await api.database.owner
      .select()
      .from(absenceCalendarFeeds)
      .where(eq(absenceCalendarFeeds.memberId, company.member.companyMemberId!));
    const refused = await create(company.member, 'company');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).fields?.map((field) => field.path)).toEqual(['body.scope']);
    const after = await api.database.owner
      .select()
      .from(absenceCalendarFeeds)
      .where(eq(absenceCalendarFeeds.memberId, company.member.companyMemberId!));
    expect(after).toEqual(before);
    expect((await create(company.owner, 'company')).statusCode).toBe(200);
  });

  it('answers 404 for a wrong secret or another company in the address', async () => {
    const { url } = absenceFeedCreatedSchema.parse((await create(company.member, 'mine')).json());
    const other = await api.company({ name: 'Other' });
    expect((await read(url.replace(company.companyId, other.companyId))).statusCode).toBe(404);
    expect((await read(url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'A'.repeat(43)}.ics`))).statusCode).toBe(
      404,
    );
    expect((await api.app.inject({ method: 'GET', url: '/feeds/absence/x/y.ics' })).statusCode).toBe(404);
  });

  it('limits reads per client address (last: it uses up the minute)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await api.app.inject({ method: 'GET', url: '/feeds/absence/x/y.ics' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('iCalendar text', () => {
  it('escapes and folds long lines at 75 octets', () => {
    expect(icalText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'ж'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'ж'.repeat(60)}`);
  });
});
