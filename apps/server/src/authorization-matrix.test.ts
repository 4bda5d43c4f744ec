import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MODULES, type Module, type Role } from '@atrium/contract/access';
import { errorEnvelopeSchema } from '@atrium/contract/errors';
import { operations, type OperationDefinition } from '@atrium/contract/operations';
import {
  apiTokens,
  webhookDeliveries,
  webhookEndpoints,
  chatConnectors,
  auditLog,
  allowancePolicies,
  changeProposals,
  detailEntries,
  detailEntryFiles,
  detailFields,
  detailSections,
  storedFiles,
  absenceFileRules,
  documentTemplates,
  companies,
  companyInvites,
  companyMembers,
  companyModules,
  departmentRoles,
  departments,
  divisions,
  jobProgress,
  leaveRequests,
  leaveTypes,
  memberDocuments,
  notifications,
  publicHolidays,
  users,
  workSchedules,
} from './db/schema/index.ts';
import { REQUEST_ID_HEADER } from './platform/http/request-id.ts';
import { createTestApp, type TestApp } from './platform/testing/test-app.ts';
import {
  createTimeTrackingRecords,
  timeTrackingHints,
  timeTrackingSnapshot,
  type TimeTrackingRecords,
} from './modules/time-tracking/test/matrix-records.ts';
import { exampleFor, type FieldHints } from './test/operation-examples.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';
import {
  call,
  createCompanyRow,
  createMember,
  createPerson,
  tokenFor,
  type TestPerson,
} from './test/tenant-fixtures.ts';

/*
 * Every operation of the contract × every kind of caller that must be refused. The list is read
 * from the contract at load time, so an operation added later is walked without editing this
 * file; it only needs an entry below when its request cannot be generated from its schemas.
 */

/** Operations anyone may call without a token. Anything public and not listed here fails. */
const PUBLIC_OPERATIONS = new Set([
  'languages_GetSupportedLanguages',
  // Published interface texts: the sign-in card and the provider's pages need them before sign-in.
  'translations_GetLatestTranslation',
  'openid_GetTokenId',
  'openid_GetClientSettings',
  'account_RefreshToken',
  'account_Logout',
]);

/**
 * Hand-written requests for operations whose schemas a generated example cannot satisfy. A
 * function of the victim company, so ids in them can name its records.
 */
const REQUEST_FIXTURES: Record<
  string,
  (victim: MatrixCompany) => { body?: unknown; query?: Record<string, string> }
> = {
  // z.url with an https-only protocol is beyond the generated examples.
  webhooks_CreateWebhook: () => ({
    body: { name: 'Matrix receiver', url: 'https://receiver.example/hook', events: ['job.finished'] },
  }),
  // The same https-only address, and a refinement (something to post) on top.
  chatConnectors_CreateChatConnector: () => ({
    body: {
      kind: 'slack',
      url: 'https://hooks.slack.example/services/T0/B0/x',
      name: 'Matrix channel',
      language: 'en',
      postDecisions: true,
      postDigest: false,
      digestTime: '08:30',
    },
  }),
  chatConnectors_UpdateChatConnector: () => ({
    body: {
      name: 'Matrix channel',
      language: 'en',
      postDecisions: true,
      postDigest: false,
      digestTime: '08:30',
      enabled: true,
    },
  }),
  overtime_GetTeamOvertime: () => ({ query: { month: '2026-03' } }),
  absenceCalendar_GetTeamPlanner: (victim) => ({
    query: { month: '2026-03', departmentId: victim.departmentId },
  }),
  hr_ProposeChange: () => ({ body: { changes: { workPhone: '+389 2 3000 000' } } }),
  absenceReports_GetPayrollMonth: () => ({ query: { month: '2026-03' } }),
  absenceReports_ExportPayrollMonth: () => ({ query: { month: '2026-03', format: 'csv' } }),
  absenceReports_ClosePayrollMonth: () => ({ body: { month: '2026-03' } }),
  translations_ReportMissingKeys: () => ({ body: { languageIsoCode: 'mk', keys: ['shell.signOut'] } }),
};

/**
 * Path parameters and body fields by name, pointing at the victim company's records: a caller
 * from another company then aims at real data, which must stay invisible and untouched. An
 * operation with a path parameter not named here fails until it is added (with a record of the
 * victim company to point at).
 */
function victimHints(victim: MatrixCompany): FieldHints {
  return {
    companyId: victim.companyId,
    companyMemberId: victim.member.companyMemberId,
    userId: victim.member.userId,
    inviteId: victim.inviteId,
    departmentId: victim.departmentId,
    divisionId: victim.divisionId,
    notificationId: victim.notificationId,
    jobId: victim.jobId,
    leaveTypeId: victim.leaveTypeId,
    holidayId: victim.holidayId,
    proposalId: victim.proposalId,
    leaveRequestId: victim.leaveRequestId,
    absenceFileRuleId: victim.absenceFileRuleId,
    memberDocumentId: victim.memberDocumentId,
    tokenId: victim.apiTokenId,
    webhookId: victim.webhookId,
    deliveryId: victim.webhookDeliveryId,
    chatConnectorId: victim.chatConnectorId,
    allowancePolicyId: victim.allowancePolicyId,
    memberId: victim.member.companyMemberId,
    sectionId: victim.sectionId,
    entryId: victim.entryId,
    fileId: victim.fileId,
    ...timeTrackingHints(victim.timeTracking),
    token: 'A'.repeat(43),
    phoneNumber: '+389 70 123 456',
    timeZone: 'Europe/Skopje',
    // Translations are global: a language, a key of the interface and a version number.
    languageIsoCode: 'mk',
    key: 'shell.signOut',
    version: 1,
    // A glossary term is global too; callers without the language are refused before it is read.
    termId: '00000000-0000-4000-8000-0000000000a1',
    // A list answers the victim's people to a search for them, if it leaks at all.
    search: victim.member.email,
    pageSize: 50,
  };
}

interface MatrixCompany {
  /** A client, project, action type and an activity of the member. */
  timeTracking: TimeTrackingRecords;
  companyId: string;
  name: string;
  owner: TestPerson;
  admin: TestPerson;
  member: TestPerson;
  /** A MEMBER who manages a division and a department. */
  manager: TestPerson;
  inviteId: string;
  inviteEmail: string;
  divisionId: string;
  departmentId: string;
  /** An in-app notification of the member. */
  notificationId: string;
  /** A tracked job the member started. */
  jobId: string;
  /** A published optional day of the company's holiday calendar. */
  holidayId: string;
  /** A leave type of the company (which also has a default work schedule). */
  leaveTypeId: string;
  /** A pending change proposal of the member's own record. */
  proposalId: string;
  /** A pending leave request of the member. */
  leaveRequestId: string;
  /** The company's allowance policy. */
  allowancePolicyId: string;
  /** An absence file generation rule of the company (a leave request template of its leave type). */
  absenceFileRuleId: string;
  /** A generated document filed with the member. */
  memberDocumentId: string;
  /** A section of the company's own, an entry of the member in it and the entry's file. */
  sectionId: string;
  entryId: string;
  fileId: string;
  /** A personal API token of the member. */
  apiTokenId: string;
  /** A webhook endpoint of the company and one delivery of it. */
  webhookId: string;
  webhookDeliveryId: string;
  /** A Slack channel the company posts to. */
  chatConnectorId: string;
}

async function createMatrixCompany(database: TestDatabase, modules: readonly Module[] = ALL_MODULES) {
  const name = `Matrix ${randomBytes(6).toString('hex')}`;
  const companyId = await createCompanyRow(database, { name, modules });
  const owner = await createMember(database, companyId, 'OWNER');
  const admin = await createMember(database, companyId, 'ADMIN');
  const member = await createMember(database, companyId, 'MEMBER');
  const manager = await createMember(database, companyId, 'MEMBER');
  const [division] = await database.owner
    .insert(divisions)
    .values({ companyId, name: `${name} division` })
    .returning();
  const [department] = await database.owner
    .insert(departments)
    .values({ companyId, divisionId: division!.id, name: `${name} department` })
    .returning();
  await database.owner.insert(departmentRoles).values([
    {
      companyId,
      companyMemberId: manager.companyMemberId!,
      divisionId: division!.id,
      role: 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
    },
    {
      companyId,
      companyMemberId: manager.companyMemberId!,
      departmentId: department!.id,
      role: 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    },
  ]);
  const inviteEmail = `invitee-${randomBytes(4).toString('hex')}@example.test`;
  const [invite] = await database.owner
    .insert(companyInvites)
    .values({
      companyId,
      email: inviteEmail,
      role: 'MEMBER',
      tokenHash: randomBytes(32).toString('hex'),
      invitedByUserId: owner.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [notification] = await database.owner
    .insert(notifications)
    .values({ companyId, userId: member.userId, kind: 'role.changed', link: '/account' })
    .returning();
  const [job] = await database.owner
    .insert(jobProgress)
    .values({ jobId: randomUUID(), companyId, startedByUserId: member.userId, queue: 'matrix.job', total: 3 })
    .returning();
  const [leaveType] = await database.owner
    .insert(leaveTypes)
    .values({ companyId, names: { en: `${name} leave` }, colour: '#228be6', category: 'vacation' })
    .returning();
  await database.owner
    .insert(workSchedules)
    .values({ companyId, effectiveFrom: '2026-01-01', mondayMinutes: 480 });
  const [holiday] = await database.owner
    .insert(publicHolidays)
    .values({
      companyId,
      country: 'MK',
      holidayDate: '2026-05-27',
      names: { en: `${name} holiday` },
      kind: 'optional',
      source: 'manual',
      publishedAt: new Date(),
    })
    .returning();
  const [proposal] = await database.owner
    .insert(changeProposals)
    .values({
      companyId,
      memberId: member.companyMemberId!,
      builtInSection: 'personal',
      changes: { workPhone: { from: null, to: '+389 2 3000 000' } },
    })
    .returning();
  const [leaveRequest] = await database.owner
    .insert(leaveRequests)
    .values({
      companyId,
      memberId: member.companyMemberId!,
      leaveTypeId: leaveType!.id,
      startsOn: '2026-06-01',
      endsOn: '2026-06-01',
      requestedMinutes: 480,
    })
    .returning();
  const [section] = await database.owner
    .insert(detailSections)
    .values({ companyId, name: `${name} certificates`, tab: 'other', repeatable: true })
    .returning();
  const [fileField] = await database.owner
    .insert(detailFields)
    .values({ companyId, sectionId: section!.id, label: 'Scan', type: 'file' })
    .returning();
  const [entry] = await database.owner
    .insert(detailEntries)
    .values({ companyId, sectionId: section!.id, memberId: member.companyMemberId!, values: {} })
    .returning();
  const [entryFile] = await database.owner
    .insert(storedFiles)
    .values({
      companyId,
      kind: 'file',
      name: 'scan.pdf',
      contentType: 'application/pdf',
      size: 1,
      sha256: '0'.repeat(64),
      storageKey: `matrix/${companyId}/scan.pdf`,
    })
    .returning();
  await database.owner
    .insert(detailEntryFiles)
    .values({ companyId, entryId: entry!.id, fieldId: fileField!.id, fileId: entryFile!.id });
  const [allowancePolicy] = await database.owner
    .insert(allowancePolicies)
    .values({ companyId, effectiveFrom: '2026-01-01', yearlyDays: 20 })
    .returning();
  const [leaveTemplate] = await database.owner
    .insert(documentTemplates)
    .values({ companyId, name: 'Leave approval', kind: 'leave_request', language: 'en' })
    .returning();
  const [absenceFileRule] = await database.owner
    .insert(absenceFileRules)
    .values({ companyId, leaveTypeId: leaveType!.id, stateChange: 'approved', templateId: leaveTemplate!.id })
    .returning();
  const [documentFile] = await database.owner
    .insert(storedFiles)
    .values({
      companyId,
      kind: 'file',
      name: 'certificate.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 1,
      sha256: '0'.repeat(64),
      storageKey: `matrix/${companyId}/certificate.docx`,
    })
    .returning();
  const [memberDocument] = await database.owner
    .insert(memberDocuments)
    .values({
      companyId,
      memberId: member.companyMemberId!,
      fileId: documentFile!.id,
      name: 'certificate.docx',
    })
    .returning();
  const [apiToken] = await database.owner
    .insert(apiTokens)
    .values({
      companyId,
      companyMemberId: member.companyMemberId!,
      userId: member.userId,
      name: 'Matrix script',
      tokenHash: randomBytes(32).toString('hex'),
      hint: 'atr_pat_matr…',
      scopes: ['time:read'],
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [webhook] = await database.owner
    .insert(webhookEndpoints)
    .values({
      companyId,
      name: 'Matrix receiver',
      url: 'https://receiver.example/hook',
      secret: 'whsec_bWF0cml4',
      events: ['job.finished'],
    })
    .returning();
  const [webhookDelivery] = await database.owner
    .insert(webhookDeliveries)
    .values({
      companyId,
      endpointId: webhook!.id,
      eventId: randomUUID(),
      event: 'job.finished',
      payload: '{}',
      payloadTimestamp: 1,
      state: 'failed',
    })
    .returning();
  const [chatConnector] = await database.owner
    .insert(chatConnectors)
    .values({
      companyId,
      name: 'Matrix channel',
      kind: 'slack',
      url: 'https://hooks.slack.example/services/T0/B0/x',
      language: 'en',
      postDecisions: true,
      postDigest: false,
      digestTime: '08:30',
    })
    .returning();
  return {
    companyId,
    name,
    owner,
    admin,
    member,
    manager,
    apiTokenId: apiToken!.id,
    chatConnectorId: chatConnector!.id,
    webhookId: webhook!.id,
    webhookDeliveryId: webhookDelivery!.id,
    memberDocumentId: memberDocument!.id,
    absenceFileRuleId: absenceFileRule!.id,
    proposalId: proposal!.id,
    leaveRequestId: leaveRequest!.id,
    allowancePolicyId: allowancePolicy!.id,
    sectionId: section!.id,
    entryId: entry!.id,
    fileId: entryFile!.id,
    inviteId: invite!.id,
    inviteEmail,
    divisionId: division!.id,
    departmentId: department!.id,
    notificationId: notification!.id,
    jobId: job!.jobId,
    leaveTypeId: leaveType!.id,
    holidayId: holiday!.id,
    timeTracking: await createTimeTrackingRecords(database, member),
  } satisfies MatrixCompany;
}

interface BuiltRequest {
  method: OperationDefinition['method'];
  url: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** A valid request for `operation` aimed at `victim`'s records, or an explanation why not. */
function buildRequest(operation: OperationDefinition, victim: MatrixCompany): BuiltRequest {
  const hints = victimHints(victim);
  // A part of the access rules (a built-in key or a section's id, here the victim's section) in a
  // path only: a leave request's body has a field of that name with values of its own.
  const pathHints: FieldHints = { ...hints, part: victim.sectionId };
  const fixture = REQUEST_FIXTURES[operation.operationId]?.(victim);
  const where = `${operation.operationId}:`;
  let url = operation.path;
  for (const [, param] of operation.path.matchAll(/:([A-Za-z_]\w*)/g)) {
    if (!(param! in pathHints)) {
      throw new Error(`${where} path parameter "${param}" has no victim record; add it to victimHints`);
    }
    url = url.replace(`:${param}`, encodeURIComponent(String(pathHints[param!])));
  }
  const request: BuiltRequest = { method: operation.method, url };
  const { body: bodySchema, query: querySchema } = operation.request ?? {};
  if (bodySchema) {
    const body = fixture?.body ?? exampleFor(bodySchema, hints);
    if (body === null) throw new Error(`${where} cannot generate a valid body; add a REQUEST_FIXTURES entry`);
    request.body = body;
  }
  if (querySchema) {
    const query = fixture?.query ?? exampleFor(querySchema, hints);
    if (query === null)
      throw new Error(`${where} cannot generate a valid query; add a REQUEST_FIXTURES entry`);
    request.query = Object.fromEntries(
      Object.entries(query as object).map(([key, value]) => [key, String(value)]),
    );
  }
  return request;
}

/** Operations that answer a server-sent event stream (kept open until the client leaves). */
const STREAMING_PATHS = new Set(['/api/Notifications/stream']);

interface MatrixResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

describe('V8.2.1 V8.2.2 V8.4.1 authorization matrix', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let loner: TestPerson;

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp({ database });
    loner = await createPerson(database);
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.dispose();
  });

  // Companies made once for the whole file, where a test only reads through them: a company made
  // for a test costs some thirty inserts, and most of this file's time went to making them. A
  // company without one module: the module gate refuses every call made in it before a handler
  // runs. The other company whose people try a read (GET) of the victim's: a read changes nothing
  // of theirs. A write by them may change their own company (it is theirs), so it gets a new one.
  const companiesWithout = new Map<Module, Promise<MatrixCompany>>();
  const companyWithout = (module: Module) => {
    let company = companiesWithout.get(module);
    if (!company) {
      company = createMatrixCompany(
        database,
        ALL_MODULES.filter((candidate) => candidate !== module),
      );
      companiesWithout.set(module, company);
    }
    return company;
  };
  let readingStranger: Promise<MatrixCompany> | undefined;
  const strangerFor = (operation: OperationDefinition) =>
    operation.method === 'GET'
      ? (readingStranger ??= createMatrixCompany(database))
      : createMatrixCompany(database);
  // Likewise the victim of a read: its snapshot is taken afresh by each test, and the one call
  // allowed to succeed (the positive control) only reads. A write gets a victim of its own.
  let readVictim: Promise<MatrixCompany> | undefined;
  const victimFor = (operation: OperationDefinition) =>
    operation.method === 'GET'
      ? (readVictim ??= createMatrixCompany(database))
      : createMatrixCompany(database);

  async function send(request: BuiltRequest, as?: TestPerson): Promise<MatrixResponse> {
    if (STREAMING_PATHS.has(request.url)) return openStream(request, as);
    // Raw on purpose: the matrix walks every operation with requests built from the contract table.
    return call(testApp.app, {
      method: request.method,
      url: request.url,
      ...(as ? { as } : {}),
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.query ? { query: request.query } : {}),
    });
  }

  /**
   * A server-sent event stream never ends by itself: read a refusal whole, or an accepted
   * stream up to its first event (sent at once, so its content is checked for leaks too), then
   * close it.
   */
  async function openStream(request: BuiltRequest, as?: TestPerson): Promise<MatrixResponse> {
    const token = as ? await tokenFor(testApp.app, as) : undefined;
    const response = await testApp.app.inject({
      method: request.method,
      url: request.url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payloadAsStream: true,
    });
    const stream = response.stream();
    let body = '';
    for await (const chunk of stream) {
      body += String(chunk);
      if (response.statusCode < 300 && body.includes('\n\n')) break;
    }
    stream.destroy();
    return { statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) };
  }

  /** Whether the access gate (not the handler) refused this response's request. */
  async function refusedByGate(response: { headers: Record<string, unknown> }) {
    const requestId = String(response.headers[REQUEST_ID_HEADER]);
    const rows = await database.owner
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.requestId, requestId), eq(auditLog.action, 'access.denied')));
    return rows.length > 0;
  }

  function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
    expect(response.statusCode).toBe(status);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe(code);
  }

  /** Everything of the victim company a refused or foreign call could have changed. */
  async function snapshot(victim: MatrixCompany) {
    const people = [victim.owner, victim.admin, victim.member, victim.manager].map((person) => person.userId);
    return JSON.stringify([
      await database.owner.select().from(companies).where(eq(companies.id, victim.companyId)),
      await database.owner
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.companyId, victim.companyId))
        .orderBy(asc(companyMembers.id)),
      await database.owner
        .select()
        .from(companyModules)
        .where(eq(companyModules.companyId, victim.companyId))
        .orderBy(asc(companyModules.module)),
      await database.owner
        .select()
        .from(companyInvites)
        .where(eq(companyInvites.companyId, victim.companyId))
        .orderBy(asc(companyInvites.id)),
      await database.owner.select().from(users).where(inArray(users.id, people)).orderBy(asc(users.id)),
      await timeTrackingSnapshot(database, victim.companyId),
      await database.owner.select().from(notifications).where(eq(notifications.id, victim.notificationId)),
      await database.owner
        .select()
        .from(absenceFileRules)
        .where(eq(absenceFileRules.id, victim.absenceFileRuleId)),
      await database.owner.select().from(jobProgress).where(eq(jobProgress.jobId, victim.jobId)),
      await database.owner
        .select()
        .from(memberDocuments)
        .where(eq(memberDocuments.id, victim.memberDocumentId)),
      await database.owner
        .select()
        .from(leaveTypes)
        .where(eq(leaveTypes.companyId, victim.companyId))
        .orderBy(asc(leaveTypes.id)),
      await database.owner
        .select()
        .from(workSchedules)
        .where(eq(workSchedules.companyId, victim.companyId))
        .orderBy(asc(workSchedules.id)),
      await database.owner.select().from(publicHolidays).where(eq(publicHolidays.id, victim.holidayId)),
      await database.owner.select().from(apiTokens).where(eq(apiTokens.id, victim.apiTokenId)),
      await database.owner.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, victim.webhookId)),
      await database.owner
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, victim.webhookDeliveryId)),
      await database.owner.select().from(chatConnectors).where(eq(chatConnectors.id, victim.chatConnectorId)),
    ]);
  }

  /** The answer, with the claims of any token in it decoded, must name nothing of the victim. */
  function expectNoLeak(response: { body: string }, victim: MatrixCompany, who: string) {
    let text = response.body;
    for (const candidate of text.match(/[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+/g) ?? []) {
      try {
        text += JSON.stringify(decodeJwt(candidate));
      } catch {
        // not a JWT
      }
    }
    const secrets = [
      victim.companyId,
      victim.name,
      victim.inviteId,
      victim.inviteEmail,
      victim.departmentId,
      victim.notificationId,
      victim.jobId,
      victim.holidayId,
      victim.timeTracking.clientId,
      victim.timeTracking.projectId,
      victim.timeTracking.actionTypeId,
      ...[victim.owner, victim.admin, victim.member, victim.manager].flatMap((person) => [
        person.companyMemberId!,
        person.userId,
        person.email,
      ]),
    ];
    for (const secret of secrets) {
      expect(text, `${who} sees ${secret}`).not.toContain(secret);
    }
  }

  /** A member of `company` who holds one of `roles` (the positive control of a role gate). */
  function holderOf(company: MatrixCompany, roles: readonly Role[]): TestPerson {
    if (roles.includes('OWNER')) return company.owner;
    if (roles.includes('ADMIN')) return company.admin;
    if (roles.includes('COMPANYDEPARTMENTROLE_DIVISIONMANAGER')) return company.manager;
    if (roles.includes('COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER')) return company.manager;
    throw new Error(`no company member can hold ${roles.join(', ')}`);
  }

  it('V8.2.1 lists exactly the public operations as public', () => {
    const isPublic = operations.filter((operation) => operation.access.kind === 'public');
    for (const operation of isPublic) {
      expect(
        PUBLIC_OPERATIONS.has(operation.operationId),
        `${operation.operationId} is public but not listed`,
      ).toBe(true);
    }
    for (const operation of operations) {
      if (PUBLIC_OPERATIONS.has(operation.operationId)) expect(operation.access).toEqual({ kind: 'public' });
    }
    expect(operations.length).toBeGreaterThan(isPublic.length);
  });

  for (const operation of operations) {
    if (operation.access.kind === 'public') continue;
    const access = operation.access;

    it(`V8.4.1 ${operation.operationId} (${operation.method} ${operation.path}, ${access.kind})`, async () => {
      expect(PUBLIC_OPERATIONS.has(operation.operationId)).toBe(false);
      const victim = await victimFor(operation);
      const stranger = await strangerFor(operation);
      const request = buildRequest(operation, victim);
      const before = await snapshot(victim);

      // Anonymous: 401 before anything else happens.
      expectError(await send(request), 401, 'UNAUTHENTICATED');

      // Another company's people, the strongest and the weakest: nothing of the victim is seen.
      for (const [who, person] of [
        ['other company owner', stranger.owner],
        ['other company member', stranger.member],
      ] as const) {
        const response = await send(request, person);
        expectNoLeak(response, victim, who);
        if (/:[A-Za-z_]/.test(operation.path)) {
          expect([403, 404], `${who}: ${response.body}`).toContain(response.statusCode);
        }
      }

      if (access.kind === 'member') {
        const noCompany = await send(request, loner);
        expectError(noCompany, 403, 'FORBIDDEN');
        expect(await refusedByGate(noCompany)).toBe(true);
      }

      if (access.kind === 'member' && access.roles && access.roles.length > 0) {
        const response = await send(request, victim.member);
        expectError(response, 403, 'FORBIDDEN');
        expect(await refusedByGate(response)).toBe(true);
      }

      if (access.kind === 'member') {
        for (const module of access.modules ?? []) {
          const without = await companyWithout(module);
          const caller = access.roles?.length ? holderOf(without, access.roles) : without.member;
          const response = await send(buildRequest(operation, without), caller);
          expectError(response, 403, 'MODULE_NOT_SUBSCRIBED');
          expect(errorEnvelopeSchema.parse(response.json()).error.modules).toEqual([module]);
        }
      }

      if (access.kind === 'global') {
        const others = (['SUPERADMIN', 'TRANSLATOR'] as const).filter((role) => !access.roles.includes(role));
        const refused = [
          loner,
          victim.owner,
          ...(await Promise.all(others.map((role) => createPerson(database, { globalRoles: [role] })))),
        ];
        for (const person of refused) {
          const response = await send(request, person);
          expectError(response, 403, 'FORBIDDEN');
          expect(await refusedByGate(response)).toBe(true);
        }
      }

      // Nothing refused or foreign wrote anything of the victim's.
      expect(await snapshot(victim)).toBe(before);

      // Positive control: the right caller passes the gate, so the refusals above were about access.
      const holder =
        access.kind === 'global'
          ? await createPerson(database, { globalRoles: [access.roles[0] as 'SUPERADMIN' | 'TRANSLATOR'] })
          : access.kind === 'member' && access.roles?.length
            ? holderOf(victim, access.roles)
            : victim.member;
      const allowed = await send(request, holder);
      expect(allowed.statusCode, allowed.body).not.toBe(401);
      expect(await refusedByGate(allowed), allowed.body).toBe(false);
    });
  }

  it('tokens are signed for the people it uses (sanity)', async () => {
    const token = await tokenFor(testApp.app, loner);
    expect(decodeJwt(token).sub).toBe(loner.userId);
  });
});
