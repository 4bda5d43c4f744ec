export { Uploader, type UploaderProps } from './uploader.tsx';
export { uploadInChunks, contentTypeFor, isRetryable, type ChunkedUploadOptions } from './chunked-upload.ts';
export { uploadErrorKey } from './upload-error-message.ts';
export { fetchApiBlob, saveApiFile, useApiBlobUrl } from './use-api-blob-url.ts';
