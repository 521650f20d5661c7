import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../config/config.js';
import { ensureUploadDir, UPLOADS_URL_PREFIX } from '../storage/local-disk-storage.js';
import { MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES } from './upload-errors.js';

/**
 * The Fastify side of uploads, called once by createApp:
 * - @fastify/multipart, so upload routes can stream `multipart/form-data` bodies (readImageUploads). The limits
 *   bound every multipart request: files of at most 5 MB, 10 files, a few small text fields.
 * - @fastify/static serving the local-disk storage (UPLOAD_DIR) under /uploads/. Stored names are random and never
 *   reused, so files are cached for a year as immutable; `nosniff` keeps browsers from guessing another type.
 */
export async function registerUploads(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 50,
    },
  });
  await app.register(fastifyStatic, {
    root: ensureUploadDir(config.uploadDir),
    prefix: UPLOADS_URL_PREFIX,
    // The client's static files already decorate the reply (app.factory.ts).
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    serveDotFiles: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      void reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
