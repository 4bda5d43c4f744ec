import '@mantine/dropzone/styles.css';
import { fileSizeText } from '@atrium/contract/format';
import {
  CONTENT_TYPE_EXTENSIONS,
  UPLOAD_KINDS,
  type StoredFile,
  type UploadContentType,
  type UploadOperationDefinition,
} from '@atrium/contract/uploads';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../api/api-error.ts';
import { LOCAL_UPLOAD_ERRORS, uploadInChunks, type UploadFetch } from './chunked-upload.ts';
import { uploadErrorKey } from './upload-error-message.ts';

export interface UploaderProps {
  /** The upload path (contract entry from `defineUploadOperation`): field, kind → accept and size. */
  operation: UploadOperationDefinition;
  /** Optional ids of docs/product/uploads.md#chunked-protocol sent with every chunk (companyDetailSectionId, …). */
  fields?: Record<string, string>;
  onUploaded: (file: StoredFile) => void;
  /** What the drop area says; defaults to "Drop a file here or click to choose one". */
  label?: string;
  disabled?: boolean;
  /** The app's HTTP client (`authorizedFetch`: Bearer, refresh + retry); tests pass a fake one. */
  fetch: UploadFetch;
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; sent: number; total: number }
  | { kind: 'failed'; name: string; messageKey: string; requestId: string | null };

function acceptFor(operation: UploadOperationDefinition): Record<string, string[]> {
  const types = UPLOAD_KINDS[operation.upload.kind].contentTypes as readonly UploadContentType[];
  return Object.fromEntries(types.map((type) => [type, [...CONTENT_TYPE_EXTENSIONS[type]]]));
}

function extensionsText(operation: UploadOperationDefinition): string {
  const types = UPLOAD_KINDS[operation.upload.kind].contentTypes as readonly UploadContentType[];
  return [...new Set(types.map((type) => CONTENT_TYPE_EXTENSIONS[type][0]!))]
    .map((ext) => ext.slice(1).toUpperCase())
    .join(', ');
}

/**
 * The one uploader of the product: drag and drop or click, one file at a time, sent in chunks
 * through the app's HTTP client with a progress bar, cancel, automatic retry of a failed chunk
 * and a clear message for every refusal. Accepted types and the size limit come from the path's
 * contract entry, so the browser refuses what the server would.
 */
export function Uploader({ operation, fields, onUploaded, label, disabled = false, fetch }: UploaderProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const caps = UPLOAD_KINDS[operation.upload.kind];

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  async function start(file: File) {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'uploading', name: file.name, sent: 0, total: file.size });
    try {
      const stored = await uploadInChunks({
        operation,
        file,
        ...(fields ? { fields } : {}),
        fetch,
        signal: abort.signal,
        onProgress: ({ sentBytes, totalBytes }) =>
          setState({ kind: 'uploading', name: file.name, sent: sentBytes, total: totalBytes }),
      });
      setState({ kind: 'idle' });
      onUploaded(stored);
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ kind: 'idle' });
        return;
      }
      const apiError = isApiError(error)
        ? error
        : new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message: String(error) });
      setState({
        kind: 'failed',
        name: file.name,
        messageKey: uploadErrorKey(apiError),
        requestId: apiError.requestId,
      });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  function rejected(rejections: FileRejection[]) {
    const first = rejections[0];
    if (!first) return;
    const tooLarge = first.errors.some((error) => error.code === 'file-too-large');
    const many = first.errors.some((error) => error.code === 'too-many-files');
    setState({
      kind: 'failed',
      name: first.file.name,
      messageKey: many
        ? 'uploader.errors.oneAtATime'
        : uploadErrorKey(
            new ApiError({
              status: 0,
              code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
              message: tooLarge ? LOCAL_UPLOAD_ERRORS.TOO_LARGE : LOCAL_UPLOAD_ERRORS.WRONG_TYPE,
            }),
          ),
      requestId: null,
    });
  }

  const limits = { max: fileSizeText(caps.maxBytes, i18n.language), types: extensionsText(operation) };
  const uploading = state.kind === 'uploading';
  const percent = uploading && state.total > 0 ? Math.round((state.sent / state.total) * 100) : 0;

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => files[0] && void start(files[0])}
        onReject={rejected}
        accept={acceptFor(operation)}
        maxSize={caps.maxBytes}
        multiple={false}
        disabled={disabled || uploading}
        aria-label={label ?? t('uploader.dropLabel')}
        data-testid="uploader"
        p="md"
      >
        <Stack gap={4} align="center" style={{ pointerEvents: 'none' }} mih={72} justify="center">
          <Dropzone.Accept>
            <Text fw={500}>{t('uploader.dropNow')}</Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text fw={500} c="red">
              {t('uploader.cannotTake')}
            </Text>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Text fw={500}>{label ?? t('uploader.dropLabel')}</Text>
          </Dropzone.Idle>
          <Text size="xs" c="dimmed">
            {t('uploader.limits', limits)}
          </Text>
        </Stack>
      </Dropzone>

      {uploading ? (
        <Stack gap={4} aria-live="polite">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {t('uploader.uploading', { name: state.name, percent })}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={() => controller.current?.abort()}
            >
              {t('uploader.cancel')}
            </Button>
          </Group>
          <Progress value={percent} animated aria-label={t('uploader.progress')} />
        </Stack>
      ) : null}

      {state.kind === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          title={t('uploader.failedTitle', { name: state.name })}
          withCloseButton
          closeButtonLabel={t('uploader.dismiss')}
          onClose={() => setState({ kind: 'idle' })}
          role="alert"
        >
          {t(state.messageKey, limits)}
          {state.requestId ? (
            // A reference to quote to support, the one machine text a screen shows on purpose: in a
            // <samp>, which the browser tier's watch for machine text reads as output, not words.
            <Text component="samp" size="xs" c="dimmed" mt={4} display="block">
              {t('uploader.requestId', { id: state.requestId })}
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
