import { FILE_NAME_MAX_LENGTH } from '@atrium/contract/uploads';

/** Names Windows cannot open, whatever their extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/**
 * The name a stored file keeps: the last path segment only (`../../x.pdf` → `x.pdf`, `C:\a\b.txt`
 * → `b.txt`), Unicode NFC, no control or bidirectional-override characters, no characters that
 * file systems reject, no leading dots or trailing dots and spaces, at most FILE_NAME_MAX_LENGTH
 * characters with the extension kept. Answers null when nothing usable is left.
 */
export function sanitiseFileName(raw: string): string | null {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    // C0/C1 controls, and the bidi overrides that make `gpj.exe` look like `exe.jpg`.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (name === '' || RESERVED.test(name)) return null;
  if ([...name].length > FILE_NAME_MAX_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    const stem = [...name.slice(0, name.length - extension.length)];
    name =
      stem
        .slice(0, FILE_NAME_MAX_LENGTH - [...extension].length)
        .join('')
        .trimEnd() + extension;
  }
  return name;
}

/** Whether the raw name tried to name a path (so the client is told, not silently trimmed). */
export function namesAPath(raw: string): boolean {
  return /[/\\]/.test(raw) || raw.split(/[/\\]/).includes('..');
}

/**
 * `Content-Disposition` for a stored name: an ASCII fallback plus the exact name in RFC 5987
 * `filename*`, so no header injection and non-Latin names survive.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
