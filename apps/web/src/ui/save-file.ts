/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` wins), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? sanitize(name) : null;
}

function sanitize(name: string): string {
  return [...name]
    .map((character) =>
      character.charCodeAt(0) < 0x20 || '/\\?%*:|"<>'.includes(character) ? '_' : character,
    )
    .join('');
}

/** Saves a blob as a download in the browser ("Files can be saved from the browser", docs/product/README.md). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
