import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, session, type SessionClaims } from './session.ts';

const claims: SessionClaims = {
  companyMemberId: '5',
  companyId: '1',
  roles: ['OWNER'],
  modules: ['ABSENCE'],
  name: 'Ana Petrova',
  email: 'ana@demo.test',
};

describe('session store', () => {
  it('starts signed out', () => {
    expect(session.get()).toBeNull();
  });

  it('notifies subscribers on change, not on an equal value, and stops after unsubscribe', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(claims);
    store.set({ ...claims, roles: ['OWNER'] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(claims);
    store.set({ ...claims, modules: ['ABSENCE', 'TIME_TRACKING'] });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toBeNull();
  });

  it('keeps a frozen copy so callers cannot change the session behind its back', () => {
    const store = createSessionStore();
    const roles = ['ADMIN'];
    store.set({ ...claims, roles });
    roles.push('SUPERADMIN');
    expect(store.get()?.roles).toEqual(['ADMIN']);
    expect(Object.isFrozen(store.get()?.roles)).toBe(true);
  });
});
