import {
  defineOperation,
  type OperationAccess,
  type OperationDefinition,
} from '../operations/define-operation.ts';
import {
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_KINDS,
  type UploadFileField,
  type UploadKind,
} from './upload-caps.ts';
import { storedFileSchema } from './upload-schemas.ts';

/** What the upload engine and the web uploader need to know about one upload path. */
export interface UploadSpec {
  /** The multipart field holding the chunk's bytes. */
  readonly field: UploadFileField;
  readonly kind: UploadKind;
  /** Optional fields (docs/product/uploads.md#chunked-protocol) this path requires, e.g. `companyDetailSectionId`. */
  readonly requiredFields?: readonly (
    'detailSectionId' | 'companyDetailSectionId' | 'companyMemberId' | 'companyUserTemplateId'
  )[];
}

export interface UploadOperationDefinition extends OperationDefinition {
  readonly method: 'POST';
  readonly upload: UploadSpec;
}

/**
 * An upload path of docs/product/uploads.md#chunked-protocol: a POST of one chunk as multipart/form-data. The contract entry
 * carries the access rule (the gate, the authorization matrix and OpenAPI read it like any
 * other) and the upload spec (field, kind → caps); the body is described in text because it is
 * multipart, not JSON.
 */
export function defineUploadOperation<
  const Op extends {
    operationId: string;
    path: string;
    summary: string;
    tag: string;
    access: OperationAccess;
    upload: UploadSpec;
  },
>(operation: Op): Op & UploadOperationDefinition {
  const caps = UPLOAD_KINDS[operation.upload.kind];
  const required = operation.upload.requiredFields ?? [];
  return defineOperation({
    ...operation,
    method: 'POST',
    description:
      `Chunked upload (multipart/form-data), one chunk per request. Fields: fileUid, chunkIndex ` +
      `(0-based), totalChunks, contentType, fileName` +
      (required.length > 0 ? `, ${required.join(', ')} (required)` : '') +
      `, and the chunk's bytes in the part \`${operation.upload.field}\`. ` +
      `A chunk holds at most ${UPLOAD_CHUNK_MAX_BYTES} bytes; the file at most ${caps.maxBytes} bytes, ` +
      `of type ${caps.contentTypes.join(', ')} (checked by magic bytes). Chunks may repeat and come in ` +
      `any order. A chunk that leaves chunks missing answers 202 {status: "partial", received, total}; ` +
      `the one that completes the file answers 200 with the stored file.`,
    response: { status: 200, schema: storedFileSchema },
  }) as Op & UploadOperationDefinition;
}

export function isUploadOperation(operation: OperationDefinition): operation is UploadOperationDefinition {
  return 'upload' in operation && typeof (operation as { upload?: unknown }).upload === 'object';
}
