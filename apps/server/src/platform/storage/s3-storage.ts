import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertStorageKey,
  StorageNotFoundError,
  streamToBuffer,
  type StorageDriver,
} from './storage-driver.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, …). Checksums are computed only when an
 * operation requires them: several S3-compatible stores refuse the SDK's default CRC32 trailers.
 */
export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, data, putOptions = {}) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: putOptions.contentType ?? 'application/octet-stream',
        }),
      );
    },
    async getStream(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new StorageNotFoundError(key);
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async get(key) {
      return streamToBuffer(await this.getStream(key));
    },
    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}
