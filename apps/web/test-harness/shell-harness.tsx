// Test-only: renders the app with a made-up signed-in session so that screenshots can show the
// shell before the real sign-in exists. ?as=owner|member|nomember&to=/path
import { ALL_MODULES, Modules, Roles } from '@atrium/contract/access';
import { startApp } from '../src/app/start-app.tsx';
import { getCurrentCompany } from '@atrium/contract/companies';
import { operationKey } from '../src/api/operation-key.ts';
import { queryClient } from '../src/api/query-client.ts';
import { createSessionStore, type SessionClaims } from '../src/auth/session.ts';

const people: Record<string, SessionClaims> = {
  owner: {
    companyMemberId: '1',
    companyId: '1',
    roles: [Roles.OWNER],
    modules: [...ALL_MODULES],
    name: 'Olivia Owner',
    email: 'owner@demo.test',
  },
  member: {
    companyMemberId: '4',
    companyId: '1',
    roles: [],
    modules: [Modules.TIME_TRACKING, Modules.ABSENCE],
    name: 'Marko Member',
    email: 'member@demo.test',
  },
};

const params = new URLSearchParams(window.location.search);
const claims = people[params.get('as') ?? 'owner'] ?? null;
const session = createSessionStore(claims);
// The header reads the current company's name from the cache that start-up fills.
if (claims) queryClient.setQueryData(operationKey(getCurrentCompany), { name: 'Demo Company' });
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const { router } = await startApp(container, session);
await router.navigate(params.get('to') ?? '/');
