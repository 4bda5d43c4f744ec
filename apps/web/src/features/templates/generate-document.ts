import { generateDocument } from '@atrium/contract/templates';
import { apiErrorFromResponse } from '../../api/api-error.ts';
import type { ApiFetch } from '../../ui/uploader/use-api-blob-url.ts';

export interface GeneratedDocument {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Generates a document (POST, answered as a DOCX or a PDF) through the app's HTTP client. */
export async function fetchGeneratedDocument(
  fetch: ApiFetch,
  body: {
    companyUserTemplateId: string;
    companyMemberId?: string;
    leaveRequestId?: string;
    saveToMemberFiles?: boolean;
    format?: 'docx' | 'pdf';
  },
): Promise<GeneratedDocument> {
  const response = await fetch(generateDocument.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('content-disposition'), 'document.docx'),
  };
}

/** Hands a blob to the browser to save under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
