import { useEffect, useState } from 'react';
import { authorizedFetch } from '../../auth/auth-runtime.ts';

/**
 * An API image path (company logo, cover) as an object URL: images are served only with the
 * Bearer token (decision 010), which an <img src> cannot send. null while loading, on failure
 * and for no path. The object URL is released when the path changes or the component goes.
 */
export function useAuthorizedImage(path: string | null): string | null {
  const [source, setSource] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    authorizedFetch(path, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setSource({ path, url: objectUrl });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Image not loaded', error);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return path && source?.path === path ? source.url : null;
}
