import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createQueryLog } from '../../test/query-log.ts';
import { addMember, createCompanyRow, createPerson, type TestPerson } from '../../test/tenant-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { unreadCounts } from './get-unread-count.ts';
import { createUnreadBatches } from './unread-batches.ts';

/*
 * The open streams of a company that ask for their counts within a moment are answered by one
 * statement (docs/performance.md, a company's morning), with what each person's own count says.
 */
describe('unread counts of many open streams at once', () => {
  const queries = createQueryLog();
  let db: TestDatabase;
  let company: string;
  let other: string;
  let people: TestPerson[];
  let stranger: TestPerson;

  beforeAll(async () => {
    db = await createTestDatabase({ logger: queries.logger });
    company = await createCompanyRow(db);
    other = await createCompanyRow(db);
    const inviting = await createCompanyRow(db);
    people = [];
    for (let n = 0; n < 4; n++) people.push(await addMember(db, company, await createPerson(db)));
    // The first is also a member elsewhere, the second has an invitation's notice from a company
    // they are no member of, the third has read or archived everything, the fourth has none.
    await addMember(db, other, people[0]!);
    stranger = await addMember(db, other, await createPerson(db));
    const notice = (
      userId: string,
      companyId: string,
      state: Partial<{ readAt: Date; archivedAt: Date }> = {},
    ) => ({
      userId,
      companyId,
      kind: 'company.module_switched',
      link: '/',
      ...state,
    });
    await db.owner
      .insert(notifications)
      .values([
        notice(people[0]!.userId, company),
        notice(people[0]!.userId, company),
        notice(people[0]!.userId, other),
        notice(people[1]!.userId, company),
        notice(people[1]!.userId, inviting),
        notice(people[2]!.userId, company, { readAt: new Date() }),
        notice(people[2]!.userId, company, { archivedAt: new Date() }),
        notice(stranger.userId, other),
      ]);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('answers every stream of the burst with one statement, each with its own counts', async () => {
    const count = createUnreadBatches(db);
    const everyone = [...people, ...people.slice(0, 2)];
    queries.reset();
    const counts = await Promise.all(
      everyone.map((person) => count({ userId: person.userId, companyId: company })),
    );
    expect(queries.statements).toHaveLength(1);
    expect(counts).toEqual([
      { unreadCount: 2, otherCompaniesUnread: 1 },
      { unreadCount: 2, otherCompaniesUnread: 0 },
      { unreadCount: 0, otherCompaniesUnread: 0 },
      { unreadCount: 0, otherCompaniesUnread: 0 },
      { unreadCount: 2, otherCompaniesUnread: 1 },
      { unreadCount: 2, otherCompaniesUnread: 0 },
    ]);
    // The same as each person's own count in their own tenant transaction.
    for (const [n, person] of people.entries()) {
      const who = { userId: person.userId, companyId: company };
      expect(await unreadCounts((work) => db.withTenant(who, work), who)).toEqual(counts[n]);
    }
  });

  it('counts each company of a burst apart, and never hands one person another’s notifications', async () => {
    const count = createUnreadBatches(db);
    queries.reset();
    const [inOther, stranger0] = await Promise.all([
      count({ userId: people[0]!.userId, companyId: other }),
      count({ userId: stranger.userId, companyId: other }),
      count({ userId: people[3]!.userId, companyId: company }),
    ]);
    expect(queries.statements).toHaveLength(2);
    expect(inOther).toEqual({ unreadCount: 1, otherCompaniesUnread: 2 });
    expect(stranger0).toEqual({ unreadCount: 1, otherCompaniesUnread: 0 });
  });

  it('fails every stream of a burst whose statement failed, and refuses an id that is no uuid', async () => {
    const closed = await createTestDatabase();
    await closed.dispose();
    const count = createUnreadBatches(closed);
    const asked = people.slice(0, 2).map((person) => count({ userId: person.userId, companyId: company }));
    for (const answer of asked) await expect(answer).rejects.toThrow();
    await expect(createUnreadBatches(db)({ userId: "x' or true --", companyId: company })).rejects.toThrow(
      'not a person or company id',
    );
  });
});
