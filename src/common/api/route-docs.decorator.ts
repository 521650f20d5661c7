import { applyDecorators, Controller, Delete, HttpCode, HttpStatus, Post, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../auth/auth-docs.decorator.js';
import { StaffOnly } from '../auth/roles.decorator.js';
import { Msg } from '@autoexport/contract/messages';
import { type AppError, appError } from '../errors/app-error.js';
import { ErrorBodyDto, errorBodyExample } from '../errors/error-body.js';

/** The error statuses routes document; every one answers an ErrorBody. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * A route's error answers in OpenAPI, each with the ErrorBody schema, by status: `@ApiErrors({ 400: '', 409: '`X_TAKEN`' })`
 * ('' when the status says enough). Alike to one `@Api…Response({ type: ErrorBodyDto, description })` a status.
 */
export const ApiErrors = (answers: Partial<Record<ErrorStatus, string>>) =>
  applyDecorators(
    ...Object.entries(answers).map(([status, description]) => ApiResponse({ status: Number(status), type: ErrorBodyDto, description })),
  );

/** One error answer with the body it shows as its example: `ApiErrorExample('Unknown id', appError(HttpStatus.NOT_FOUND, Msg.X))`. */
export const ApiErrorExample = (description: string, error: AppError) =>
  ApiResponse({ status: error.getStatus(), type: ErrorBodyDto, description, example: errorBodyExample(error) });

/** 429 of a rate-limited route, whose limit counts per `counted` ('this IP', 'this IP or for this address'). */
export const ApiRateLimited = (counted: string) =>
  ApiErrorExample(
    `Too many requests from ${counted}; the \`Retry-After\` header says how many seconds to wait`,
    appError(HttpStatus.TOO_MANY_REQUESTS, Msg.TOO_MANY_REQUESTS),
  );

/** A PUT that creates what was missing (201 "Created") or replaces it (200 "Replaced"), answering it either way. */
export const ApiCreatedOrReplaced = (type: Type) =>
  applyDecorators(ApiOkResponse({ type, description: 'Replaced' }), ApiCreatedResponse({ type, description: 'Created' }));

/** A back-office controller: its OpenAPI tag, a Bearer token, administrators and superadministrators only. */
export const StaffController = (path: string, tag: string) => applyDecorators(ApiTags(tag), ApiSignedIn(), StaffOnly(), Controller(path));

/** A POST that acts on something that exists and answers 200 with it, not Nest's 201 for a POST. */
export const PostAction = (path?: string) => applyDecorators(Post(path), HttpCode(HttpStatus.OK));

/** A DELETE that answers 204 "Deleted". */
export const DeleteRoute = (path?: string) =>
  applyDecorators(Delete(path), HttpCode(HttpStatus.NO_CONTENT), ApiNoContentResponse({ description: 'Deleted' }));
