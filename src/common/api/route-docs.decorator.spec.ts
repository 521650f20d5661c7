import { describe, expect, it } from '@jest/globals';
import { Controller, Delete, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Msg } from '@autoexport/contract/messages';
import { ApiSignedIn } from '../auth/auth-docs.decorator.js';
import { StaffOnly } from '../auth/roles.decorator.js';
import { appError } from '../errors/app-error.js';
import { ErrorBodyDto, errorBodyExample } from '../errors/error-body.js';
import { ApiErrorExample, ApiErrors, ApiRateLimited, DeleteRoute, PostAction, StaffController } from './route-docs.decorator.js';

/** Every metadata key and value Nest and @nestjs/swagger keep on a class or a method. */
const metadataOf = (target: object) =>
  Object.fromEntries(Reflect.getMetadataKeys(target).map((key) => [String(key), Reflect.getMetadata(key, target) as unknown]));

// The kit's routes and, below, the same routes written out: what they record must be the same.
@StaffController('admin/things', 'admin-things')
class WithKit {
  @PostAction(':id/approve')
  @ApiErrors({ 400: '', 404: 'THING_NOT_FOUND', 409: 'THING_CLOSED' })
  approve() {}

  @DeleteRoute(':id')
  @ApiErrorExample('Unknown thing', appError(HttpStatus.NOT_FOUND, Msg.PRODUCT_NOT_FOUND))
  @ApiRateLimited('this IP')
  remove() {}
}

@ApiTags('admin-things')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/things')
class WrittenOut {
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'THING_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'THING_CLOSED' })
  approve() {}

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'Unknown thing',
    example: errorBodyExample(appError(HttpStatus.NOT_FOUND, Msg.PRODUCT_NOT_FOUND)),
  })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many requests from this IP; the `Retry-After` header says how many seconds to wait',
    example: errorBodyExample(appError(HttpStatus.TOO_MANY_REQUESTS, Msg.TOO_MANY_REQUESTS)),
  })
  remove() {}
}

describe('route docs kit', () => {
  it('records on a staff controller what its tag, Bearer token, staff roles and path record', () => {
    expect(metadataOf(WithKit)).toEqual(metadataOf(WrittenOut));
  });

  it('records on each route the method, status and answers of the decorators it stands for', () => {
    for (const method of ['approve', 'remove'] as const) {
      const ours = metadataOf(WithKit.prototype[method]);
      expect(Object.keys(ours).length).toBeGreaterThan(2);
      expect(ours).toEqual(metadataOf(WrittenOut.prototype[method]));
    }
  });
});
