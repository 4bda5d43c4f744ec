import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The signed-in person as the app sees it: the access token claims of docs/product/tokens-and-sign-in.md#access-token-claims (CompanyMemberId,
 * CompanyId, role, Modules) and the identity claims shown in the shell. `null` when signed out.
 */
export interface SessionClaims {
  companyMemberId: string | null;
  companyId: string | null;
  roles: readonly string[];
  modules: readonly string[];
  name: string;
  email: string;
}

type SessionListener = (claims: SessionClaims | null) => void;

export interface SessionStore {
  get(): SessionClaims | null;
  /** Replaces the session; listeners run only when it actually changes. */
  set(claims: SessionClaims | null): void;
  clear(): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
}

export function createSessionStore(initial: SessionClaims | null = null): SessionStore {
  let current = initial ? freeze(initial) : null;
  const listeners = new Set<SessionListener>();
  const set = (claims: SessionClaims | null): void => {
    const next = claims ? freeze(claims) : null;
    if (next === current || (next && current && sameClaims(next, current))) return;
    current = next;
    for (const listener of [...listeners]) listener(current);
  };
  return {
    get: () => current,
    set,
    clear: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function freeze(claims: SessionClaims): SessionClaims {
  return Object.freeze({
    ...claims,
    roles: Object.freeze([...claims.roles]),
    modules: Object.freeze([...claims.modules]),
  });
}

function sameClaims(a: SessionClaims, b: SessionClaims): boolean {
  return (
    a.companyMemberId === b.companyMemberId &&
    a.companyId === b.companyId &&
    a.name === b.name &&
    a.email === b.email &&
    a.roles.join('\n') === b.roles.join('\n') &&
    a.modules.join('\n') === b.modules.join('\n')
  );
}

/**
 * The app's one session. It starts signed out; the sign-in work fills it from the tokens
 * (`session.set(claims)`) and empties it on logout or an expired session (`session.clear()`).
 * The router re-checks the guards whenever it changes.
 */
export const session: SessionStore = createSessionStore();

/** The store components read; the app provides its store (tests and harnesses their own). */
export const SessionStoreContext = createContext<SessionStore>(session);

/** The current session in a component, re-rendering on change. */
export function useSession(store?: SessionStore): SessionClaims | null {
  const provided = useContext(SessionStoreContext);
  const source = store ?? provided;
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
