import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { PRIVATE_STORAGE, STORAGE } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/**
 * Stored files behind one interface: public ones (uploaded images) with `@Inject(STORAGE) storage: FileStorage`, private
 * ones (remittance copies) with `@Inject(PRIVATE_STORAGE) storage: PrivateFileStorage`. Local disk under UPLOAD_DIR and
 * PRIVATE_UPLOAD_DIR by default; an S3-compatible implementation of FileStorage can replace the factories below (a
 * private bucket for the second).
 */
@Global()
@Module({
  providers: [
    { provide: STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadDir) },
    { provide: PRIVATE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.privateUploadDir) },
  ],
  exports: [STORAGE, PRIVATE_STORAGE],
})
export class StorageModule {}
