import { useQuery } from '@tanstack/react-query';

export interface ApiReachability {
  ok: boolean;
  /** Round trip of the health check, in milliseconds. */
  milliseconds: number;
  status: number | null;
}

/** The server's health check (database included), asked afresh on each visit and refresh. */
export function useApiReachability() {
  return useQuery({
    queryKey: ['testing', 'api-health'],
    queryFn: async (): Promise<ApiReachability> => {
      const started = performance.now();
      try {
        const response = await fetch('/api/health', { cache: 'no-store' });
        return {
          ok: response.ok,
          status: response.status,
          milliseconds: Math.round(performance.now() - started),
        };
      } catch {
        return { ok: false, status: null, milliseconds: Math.round(performance.now() - started) };
      }
    },
    staleTime: 0,
    gcTime: 0,
  });
}
