import type { ApiError } from '../../api/api-error.ts';
import { LOCAL_UPLOAD_ERRORS } from './chunked-upload.ts';

/** The uploader's message for a failed upload: an i18n key (under `uploader.errors`) and values. */
export function uploadErrorKey(error: ApiError): string {
  if (error.message === LOCAL_UPLOAD_ERRORS.TOO_LARGE) return 'uploader.errors.tooLarge';
  if (error.message === LOCAL_UPLOAD_ERRORS.WRONG_TYPE) return 'uploader.errors.wrongType';
  if (error.message === LOCAL_UPLOAD_ERRORS.EMPTY) return 'uploader.errors.empty';
  switch (error.code) {
    case 'PAYLOAD_TOO_LARGE':
      return 'uploader.errors.tooLarge';
    case 'UNSUPPORTED_MEDIA_TYPE':
      // The server looked inside: the bytes are not what the name says.
      return error.fieldMessage('body.contentType')?.startsWith('the file ')
        ? 'uploader.errors.contentMismatch'
        : 'uploader.errors.wrongType';
    case 'VALIDATION_FAILED':
      return error.fieldMessage('body.fileName') ? 'uploader.errors.badName' : 'uploader.errors.rejected';
    case 'NOT_FOUND':
      return 'uploader.errors.targetGone';
    case 'FORBIDDEN':
    case 'MODULE_NOT_SUBSCRIBED':
      return 'uploader.errors.forbidden';
    case 'CONFLICT':
      return 'uploader.errors.conflict';
    case 'UNAUTHENTICATED':
      return 'uploader.errors.signedOut';
    case 'NETWORK_ERROR':
      return 'uploader.errors.network';
    default:
      return 'uploader.errors.server';
  }
}
