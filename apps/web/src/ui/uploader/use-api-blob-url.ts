import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiErrorFromResponse } from '../../api/api-error.ts';

/** The app's HTTP client (`authorizedFetch` of api/client.ts), passed in by the screen (decision 046). */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Reads an authenticated API path as a Blob through the app's HTTP client (decision 010). */
async function fetchApiBlob(url: string, fetch: ApiFetch, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.blob();
}

/**
 * An object URL for an authenticated image path (`<img src>` cannot send the Bearer token), or
 * null while loading, without a path, or after a failure. The URL is revoked when the path
 * changes or the component goes away.
 */
export function useApiBlobUrl(url: string | null | undefined, fetch: ApiFetch): string | null {
  const { data } = useQuery({
    queryKey: ['api-blob', url],
    queryFn: ({ signal }) => fetchApiBlob(url!, fetch, signal),
    enabled: Boolean(url),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });
  const objectUrl = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return objectUrl;
}

/** Downloads an authenticated file path and hands it to the browser to save under `name`. */
export async function saveApiFile(url: string, name: string, fetch: ApiFetch): Promise<void> {
  const blob = await fetchApiBlob(url, fetch);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
