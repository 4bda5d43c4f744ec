import { CONTENT_TYPE_EXTENSIONS, type UploadContentType } from '@atrium/contract/uploads';

/** A short type name for a content type: "PDF", "DOCX", "PNG"… */
export function fileTypeLabel(contentType: string): string {
  const extensions = CONTENT_TYPE_EXTENSIONS[contentType as UploadContentType];
  return extensions?.[0]?.slice(1).toUpperCase() ?? contentType;
}
