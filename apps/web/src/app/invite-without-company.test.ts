import { afterEach, describe, expect, it } from 'vitest';
import { claims, createTestRouter, type TestRouter } from '../test/test-router.ts';

let current: TestRouter | undefined;
afterEach(() => current?.dispose());

const noCompany = claims({ companyMemberId: null, companyId: null, roles: [], modules: [] });

describe('respond-to-invite for a person without a company (decision 009)', () => {
  it('opens the invitation for a signed-in person without a membership', async () => {
    current = await createTestRouter(noCompany, { entry: '/respond-to-invite?token=abc' });
    expect(current.where()).toEqual({ pathname: '/respond-to-invite', screen: 'respond-to-invite' });
  });

  it('still sends them to account from other screens', async () => {
    current = await createTestRouter(noCompany, { entry: '/contact-support' });
    expect(current.where().pathname).toBe('/account/general-settings');
    expect((await current.go('/absence')).pathname).toBe('/account/general-settings');
  });

  it('still needs a sign-in', async () => {
    current = await createTestRouter(null, { entry: '/respond-to-invite?token=abc' });
    expect(current.where()).toEqual({ pathname: '/authentication/login', screen: 'authentication-login' });
  });

  it('opens for members too', async () => {
    current = await createTestRouter(claims({}), { entry: '/respond-to-invite?token=abc' });
    expect(current.where().screen).toBe('respond-to-invite');
  });
});
