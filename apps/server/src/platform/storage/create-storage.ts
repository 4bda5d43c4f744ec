import type { StorageConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageDriver } from './storage-driver.ts';

/** The driver STORAGE_DRIVER names: local disk under DATA_DIR/files, or the S3_* bucket. */
export function createStorage(config: StorageConfig): StorageDriver {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config.directory);
}
