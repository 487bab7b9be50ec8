import type { AppConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StorageProvider } from './storage-provider';

export function createStorage(config: AppConfig): Promise<StorageProvider> {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage.s3)
    : createLocalStorage(config.storage.root);
}
