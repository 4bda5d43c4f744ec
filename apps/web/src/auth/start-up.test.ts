import type { CurrentUser } from '@atrium/contract/account';
import type { Company, CurrentCompanyMember } from '@atrium/contract/companies';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_STORAGE_KEY, takeNotificationUrl } from './notification-navigation.ts';
import { runStartUp, type StartUpDeps } from './start-up.ts';
import { createStartUpRegistry } from './start-up-steps.ts';
import { claims } from '../test/test-router.ts';

const user: CurrentUser = {
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'owner@demo.test',
  name: 'Olivia Owner',
  givenName: 'Olivia',
  familyName: 'Owner',
  phoneNumber: null,
  language: 'en',
  globalRoles: [],
  hasCompany: true,
  timeZone: null,
};
const company: Company = {
  companyId: '00000000-0000-4000-8000-000000000002',
  name: 'Demo Company',
  modules: [],
  timeZone: 'Europe/Skopje',
};
const member = { companyMemberId: 'm' } as unknown as CurrentCompanyMember;

function deps(overrides: Partial<StartUpDeps> = {}) {
  const log: string[] = [];
  const storage = new Map<string, string>();
  const all: StartUpDeps = {
    loadCurrentUser: async () => (log.push('load user'), user),
    loadCurrentCompany: async () => (log.push('load company'), company),
    loadCurrentCompanyMember: async () => (log.push('load member'), member),
    hasCompany: () => true,
    onUser: (u) => void log.push(`user ${u.email}`),
    onCompany: (c) => void log.push(`company ${c?.name ?? 'none'}`),
    onCompanyMember: (m) => void log.push(`member ${m ? 'yes' : 'none'}`),
    session: () => claims({}),
    featureSteps: () => [],
    now: () => new Date('2025-03-04T10:00:00Z'),
    takeNotificationUrl: () => {
      log.push('notification');
      return takeNotificationUrl(
        {
          getItem: (k) => storage.get(k) ?? null,
          removeItem: (k) => void storage.delete(k),
        },
        'https://app.example',
      );
    },
    navigate: (to) => void log.push(`navigate ${to}`),
    warn: (message) => void log.push(`warn ${message}`),
    ...overrides,
  };
  return { all, log, storage };
}

describe('runStartUp', () => {
  it('runs the steps in the documented order and then opens the stored notification URL', async () => {
    const { all, log, storage } = deps();
    storage.set(
      NOTIFICATION_STORAGE_KEY,
      JSON.stringify({ additionalData: { Url: '/absence/overview?id=4' } }),
    );
    const result = await runStartUp(all);
    expect(log).toEqual([
      'load user',
      'user owner@demo.test',
      'load company',
      'company Demo Company',
      'load member',
      'member yes',
      'notification',
      'navigate /absence/overview?id=4',
    ]);
    expect(result.navigatedTo).toBe('/absence/overview?id=4');
    expect(storage.has(NOTIFICATION_STORAGE_KEY)).toBe(false);
  });

  it("starts the features' registered steps that apply, after the company steps and before the notification", async () => {
    const registry = createStartUpRegistry();
    let log: string[] = [];
    registry.register({ name: 'Timeline', run: ({ now }) => void log.push(`timeline ${now.toISOString()}`) });
    registry.register({
      name: 'Absence',
      appliesTo: (session) => session.modules.includes('ABSENCE'),
      run: () => void log.push('absence'),
    });
    const removeFailing = registry.register({
      name: 'Broken step',
      run: async () => {
        throw new Error('503');
      },
    });
    const first = deps({
      featureSteps: registry.steps,
      session: () => claims({ modules: ['TIME_TRACKING'] }),
    });
    log = first.log;
    await runStartUp(first.all);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.indexOf('timeline 2025-03-04T10:00:00.000Z')).toBeGreaterThan(log.indexOf('member yes'));
    expect(log).not.toContain('absence');
    expect(log).toContain('warn Broken step was not loaded');
    expect(log).toContain('notification');

    removeFailing();
    const again = deps({ featureSteps: registry.steps, session: () => claims({ modules: ['ABSENCE'] }) });
    log = again.log;
    await runStartUp(again.all);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(again.log).toContain('absence');
    expect(again.log.some((line) => line.includes('Broken step'))).toBe(false);

    const signedOut = deps({ featureSteps: registry.steps, session: () => null });
    log = signedOut.log;
    await runStartUp(signedOut.all);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signedOut.log.some((line) => line.startsWith('timeline'))).toBe(false);
  });

  it('does not navigate without a stored payload', async () => {
    const { all, log } = deps();
    expect((await runStartUp(all)).navigatedTo).toBeNull();
    expect(log.some((line) => line.startsWith('navigate'))).toBe(false);
  });

  it('skips the company steps for a person without a company', async () => {
    const { all, log } = deps({ hasCompany: () => false });
    await runStartUp(all);
    expect(log).not.toContain('load company');
    expect(log).not.toContain('load member');
    expect(log).toContain('company none');
  });

  it('keeps going when the company cannot be loaded, and stops when the user cannot', async () => {
    const { all, log } = deps({
      loadCurrentCompany: async () => {
        throw new Error('503');
      },
    });
    await runStartUp(all);
    expect(log).toContain('warn Current company could not be loaded');
    expect(log).toContain('company none');
    expect(log).toContain('load member');

    const broken = deps({
      loadCurrentUser: async () => {
        throw new Error('401');
      },
    });
    await expect(runStartUp(broken.all)).rejects.toThrow('401');
    expect(broken.log).toEqual([]);
  });
});

describe('takeNotificationUrl', () => {
  const origin = 'https://app.example';
  function storageWith(value: string | null) {
    const map = new Map<string, string>();
    if (value !== null) map.set(NOTIFICATION_STORAGE_KEY, value);
    return {
      map,
      storage: { getItem: (k: string) => map.get(k) ?? null, removeItem: (k: string) => void map.delete(k) },
    };
  }

  it.each([
    ['/notifications/overview', '/notifications/overview'],
    ['https://app.example/absence?x=1#top', '/absence?x=1#top'],
    ['absence/planner', '/absence/planner'],
    ['https://evil.test/phish', null],
    ['//evil.test/phish', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('reads %j as %j and removes the payload', (url, expected) => {
    const { map, storage } = storageWith(JSON.stringify({ additionalData: { Url: url } }));
    expect(takeNotificationUrl(storage, origin)).toBe(expected);
    expect(map.size).toBe(0);
  });

  it('removes an unreadable payload and answers null', () => {
    const { map, storage } = storageWith('{not json');
    expect(takeNotificationUrl(storage, origin)).toBeNull();
    expect(map.size).toBe(0);
    expect(
      takeNotificationUrl(storageWith(JSON.stringify({ additionalData: { Url: 5 } })).storage, origin),
    ).toBeNull();
  });
});
