import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error.js';
import { imageTooLarge, toUploadError } from './upload-errors.js';

describe('toUploadError', () => {
  const mapped = (error: unknown, maxFiles = 10) => {
    const e = toUploadError(error, maxFiles);
    return { status: e.getStatus(), code: e.code, message: e.message };
  };

  it('keeps our own errors', () => {
    const own = imageTooLarge();
    expect(toUploadError(own, 10)).toBe(own);
  });

  it('explains what @fastify/multipart raises', () => {
    expect(mapped({ code: 'FST_REQ_FILE_TOO_LARGE' })).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 5 MB.',
    });
    expect(mapped({ code: 'FST_FILES_LIMIT' }, 1)).toEqual({ status: 413, code: 'TOO_MANY_FILES', message: 'Send one image at a time.' });
    expect(mapped({ code: 'FST_FILES_LIMIT' }, 10).message).toBe('Send at most 10 images at once.');
    expect(mapped({ code: 'FST_PARTS_LIMIT' }).status).toBe(413);
    expect(mapped({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' })).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a broken body with 400, never a 500', () => {
    expect(mapped(new Error('Unexpected end of form'))).toMatchObject({ status: 400, code: 'MALFORMED_UPLOAD' });
    expect(mapped(undefined)).toMatchObject({ status: 400, code: 'MALFORMED_UPLOAD' });
    expect(toUploadError(new Error('x'), 1)).toBeInstanceOf(AppError);
  });
});
