import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { STORAGE } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/**
 * Stored files (uploaded images) behind one interface: inject `@Inject(STORAGE) storage: FileStorage`. Local disk
 * under UPLOAD_DIR by default; an S3-compatible implementation of FileStorage can replace the factory below.
 */
@Global()
@Module({
  providers: [{ provide: STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadDir) }],
  exports: [STORAGE],
})
export class StorageModule {}
