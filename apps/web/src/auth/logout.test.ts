import { describe, expect, it } from 'vitest';
import { logout, type LogoutDeps } from './logout.ts';

function deps(overrides: Partial<LogoutDeps> = {}) {
  const log: string[] = [];
  let token = 'app-token';
  const all: LogoutDeps = {
    storage: { clear: () => void log.push('clear storage') },
    takeAccessToken: () => {
      const taken = token;
      token = 'noToken';
      log.push('clear token');
      return taken;
    },
    clearSession: () => void log.push('clear session'),
    serverLogout: async (t) => void log.push(`server logout with ${t}`),
    providerLogout: async () => (log.push('provider logout'), true),
    navigate: (to) => void log.push(`navigate ${to}`),
    warn: (message) => void log.push(`warn ${message}`),
    ...overrides,
  };
  return { all, log };
}

describe('logout', () => {
  it('follows the documented order: storage, token, server logout, provider logout (which returns to /login)', async () => {
    const { all, log } = deps();
    await logout(all);
    expect(log).toEqual([
      'clear storage',
      'clear token',
      'clear session',
      'server logout with app-token',
      'provider logout',
    ]);
  });

  it('goes to /login itself when the provider logout is not possible', async () => {
    const { all, log } = deps({ providerLogout: async () => false });
    await logout(all);
    expect(log.at(-1)).toBe('navigate /login');
  });

  it('keeps going when the server or the provider fails', async () => {
    const { all, log } = deps({
      serverLogout: async () => {
        throw new Error('offline');
      },
      providerLogout: async () => {
        throw new Error('no end session endpoint');
      },
    });
    await logout(all);
    expect(log).toEqual([
      'clear storage',
      'clear token',
      'clear session',
      'warn Server logout failed',
      'warn Provider logout failed',
      'navigate /login',
    ]);
  });
});
