import { canOpen } from '@atrium/contract/guards';
import { useCallback, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useSession, type SessionStore } from '../auth/session.ts';
import { CanOpenContext } from '../ui/can-open.ts';
import { accessChain } from './access-chain.ts';

/** Provides `useCanOpen()`: the guards of the route table applied to the current session. */
export function AccessProvider({
  routes,
  store,
  children,
}: {
  routes: RouteObject[];
  store: SessionStore;
  children: ReactNode;
}) {
  const subject = useSession(store);
  const check = useCallback(
    (path: string) => canOpen(subject, { pathname: path, chain: accessChain(routes, path, subject) }),
    [routes, subject],
  );
  return <CanOpenContext value={check}>{children}</CanOpenContext>;
}
