import { QueryClient } from '@tanstack/react-query';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * The app's server-state cache. It is one module-level instance so that sign-in can seed it with
 * the start-up answers and sign-out or a company switch can empty it: another person's or
 * another company's data must never be shown from the cache.
 */
export const queryClient: QueryClient = createAppQueryClient();
