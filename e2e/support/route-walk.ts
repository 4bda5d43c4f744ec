import { readAccessTokenClaims } from '@atrium/contract/identity';
import type { GuardSubject } from '@atrium/contract/guards';
import type { Page, Response } from 'playwright-core';
import { apiCall } from './api.ts';
import { blockingViolations, describeViolations } from './axe.ts';
import { openInApp, type QuietWatch } from './in-app.ts';
import { concretePath, type RouteTable } from './route-table.ts';
import { accessTokenOf } from './access-token.ts';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type Language = 'en' | 'mk' | 'sq';

/** What the guards read of the person signed in on `page`: the claims of a fresh access token. */
export async function subjectOf(page: Page): Promise<GuardSubject> {
  const claims = readAccessTokenClaims(await accessTokenOf(page));
  return { companyMemberId: claims.companyMemberId, roles: claims.roles, modules: claims.modules };
}

/**
 * Real values from the demo data for the table's `:parameters`, and the query a screen that
 * edits one thing needs to show it (without one it shows its "not found" state, which is scanned
 * too when the demo has nothing to show). A route with a parameter missing here fails the walk
 * naming it.
 */
export interface DemoValues {
  params: Record<string, string>;
  search: Partial<Record<string, string>>;
}

export async function demoValuesFor(page: Page, subject: GuardSubject): Promise<DemoValues> {
  const params: Record<string, string> = {};
  if (subject.companyMemberId) params['companyMemberId'] = subject.companyMemberId;
  const search: Partial<Record<string, string>> = {};
  if (!subject.modules.some((module) => module.toUpperCase() === 'TIME_TRACKING')) return { params, search };
  const [clients, projects, days] = await Promise.all([
    apiCall<{ clientId: string }[]>(page, 'GET', '/api/Clients'),
    apiCall<{ projectId: string }[]>(page, 'GET', '/api/Projects'),
    apiCall<{ timelineId: number }[]>(page, 'GET', '/api/Users/current-user/timelines'),
  ]);
  const client = clients.status === 200 ? clients.body[0] : undefined;
  const project = projects.status === 200 ? projects.body[0] : undefined;
  const day = days.status === 200 ? days.body[0] : undefined;
  if (client) {
    search['client-edit'] = `?clientId=${client.clientId}`;
    search['admin-clients-client-update'] = `?clientId=${client.clientId}`;
  }
  if (project) {
    search['project-edit'] = `?projectId=${project.projectId}`;
    search['admin-clients-project-update'] = `?projectId=${project.projectId}`;
  }
  if (day) {
    const timeline = await apiCall<{ activities: { activityId: number }[] }>(
      page,
      'GET',
      `/api/Timelines/${day.timelineId}`,
    );
    const activity = timeline.status === 200 ? timeline.body.activities[0] : undefined;
    if (activity) search['activity-edit'] = `?activityId=${activity.activityId}`;
  }
  return { params, search };
}

/** The addresses `subject` may open, one per route of the table, in the table's order. */
export function addressesFor(
  table: RouteTable,
  subject: GuardSubject,
  values: DemoValues,
): { address: string; screen: string }[] {
  return table.paths.flatMap(({ pattern, screen }) => {
    const path = concretePath(pattern, values.params);
    if (!table.opens(subject, path)) return [];
    return [{ address: `${path}${values.search[screen] ?? ''}`, screen }];
  });
}

export interface WalkResult {
  /** Addresses scanned. */
  scanned: string[];
  /** Screens skipped because an identical one was scanned already in this file. */
  identical: string[];
  /** One line block per violation, rule and element; and any route that did not open. */
  problems: string[];
  /** Milliseconds spent opening screens and waiting for them to settle, and running axe. */
  openMs: number;
  scanMs: number;
}

/** The application frame: scanned with the first screen of each pass, then left out. */
const SHELL = ['.mantine-AppShell-header', '.mantine-AppShell-navbar'];

/**
 * Everything axe would look at on this screen apart from the frame, as one text: the language,
 * the width, and the document without generated ids (React and Mantine number them afresh on
 * every render). Two screens with the same text give the same result, so the second is skipped.
 */
async function screenFingerprint(page: Page): Promise<string> {
  return page.evaluate((shell) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll(shell.join(','))) element.remove();
    const html = copy.outerHTML.replace(
      / (id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns|aria-activedescendant)="[^"]*"/g,
      '',
    );
    return `${document.documentElement.lang}|${window.innerWidth}|${html}`;
  }, SHELL);
}

const scannedScreens = new Set<string>();

/**
 * Opens each address in the running app and scans it with axe once it has settled. `label` names
 * the pass (role, language, size) in each problem.
 */
export async function walkAndScan(
  page: Page,
  quiet: QuietWatch,
  addresses: readonly { address: string; screen: string }[],
  label: string,
  /** Problems of a scanned screen beyond axe's (e.g. English left on a Macedonian screen). */
  check?: (page: Page) => Promise<string[]>,
): Promise<WalkResult> {
  const result: WalkResult = { scanned: [], identical: [], problems: [], openMs: 0, scanMs: 0 };
  const seen = new Set<string>();
  const refusals = watchRefusals(page);
  try {
    for (const { address, screen } of addresses) {
      refusals.clear();
      let landed: string;
      const opening = performance.now();
      try {
        landed = await openInApp(page, address, screen, quiet);
        result.openMs += performance.now() - opening;
      } catch (error) {
        result.problems.push(`${label}: ${(error as Error).message}`);
        continue;
      }
      for (const call of refusals.taken())
        result.problems.push(
          `${label} ${landed}: the screen asked for ${call}, which this person is refused`,
        );
      if (seen.has(landed)) continue;
      const first = seen.size === 0;
      seen.add(landed);
      const fingerprint = await screenFingerprint(page);
      if (!first && scannedScreens.has(fingerprint)) {
        result.identical.push(landed);
        continue;
      }
      scannedScreens.add(fingerprint);
      result.scanned.push(landed);
      const scanning = performance.now();
      const violations = await blockingViolations(page, { exclude: first ? [] : SHELL });
      result.scanMs += performance.now() - scanning;
      const described = describeViolations(`${label} ${landed}`, violations);
      if (described) result.problems.push(described);
      for (const problem of (await check?.(page)) ?? [])
        result.problems.push(`${label} ${landed}: ${problem}`);
    }
  } finally {
    refusals.stop();
  }
  return result;
}

/**
 * A screen offered to a person never asks the API for what that person is refused
 * (docs/product/gates-and-roles.md#no-dead-ends): a 403 behind a screen the route table lets them open is a
 * dead end (an intro with nothing behind it, a tab whose content cannot load). Records the API calls
 * answered 403 since the last `clear`.
 */
function watchRefusals(page: Page): { clear(): void; taken(): string[]; stop(): void } {
  let refused: string[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.status() === 403 && url.pathname.startsWith('/api/'))
      refused.push(`${response.request().method()} ${url.pathname}`);
  };
  page.on('response', onResponse);
  return {
    clear: () => {
      refused = [];
    },
    taken: () => [...new Set(refused)],
    stop: () => {
      page.off('response', onResponse);
    },
  };
}
