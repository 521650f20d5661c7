import { HttpStatus } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { type AppError, appError } from '../errors/app-error.js';
import { MAX_JSON_DEPTH, checkJsonText, type JsonProblem, urlHasNul } from './hostile-text.js';
import { findUploadHandlers } from './upload-routes.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const refusal = (problem: JsonProblem): AppError =>
  problem === 'JSON_TOO_DEEP'
    ? appError(HttpStatus.BAD_REQUEST, 'JSON_TOO_DEEP', { max: MAX_JSON_DEPTH })
    : appError(HttpStatus.BAD_REQUEST, problem);

/**
 * What every route, present and future, gets before its guard, pipes and handler run (called once by createApp,
 * before the multipart plugin registers its parser):
 * - bodies: JSON only (`application/json`), read as text and checked once for NUL, lone surrogates and nesting
 *   deeper than MAX_JSON_DEPTH before JSON.parse builds anything; `multipart/form-data` only on the routes
 *   documented as uploads; any other type (a form post, text/plain, none) is a 415. A cross-site HTML form can
 *   send none of the JSON routes a body they accept.
 * - the request target: a `%00` anywhere (path parameter or query value) is a 400.
 * Each refusal is a 400 or 415 in the one error body; nothing reaches PostgreSQL, class-transformer or a validator.
 * The hooks are callback-style, and a GET costs one `includes` on its URL.
 */
export function registerBoundary(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  let uploadHandlers: Set<string> | undefined;
  // Read once, when the first route is added: Nest has built every controller by then. Fastify binds the handler
  // Nest names, so a request's handler reads "bound CarsAdminController.addCarImages".
  const isUploadHandler = (name: string | undefined) =>
    (uploadHandlers ??= findUploadHandlers(app)).has((name ?? '').replace(/^(?:bound )+/, ''));
  const notAccepted = (request: FastifyRequest) =>
    isUploadHandler(request.routeOptions.handler?.name)
      ? appError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'NOT_MULTIPART')
      : appError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'BODY_NOT_JSON');

  // Fastify's own JSON and text/plain parsers go; Nest adds none (bodyParser: false in createApp).
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = checkJsonText(body as string);
    if (problem) done(refusal(problem));
    else parseJson(request, body as string, done);
  });
  fastify.addContentTypeParser('*', (request, _payload, done) => done(notAccepted(request)));

  fastify.addHook('onRequest', (request, _reply, done) => {
    if (urlHasNul(request.url)) done(refusal('TEXT_CONTAINS_NUL'));
    else done();
  });

  // @fastify/multipart accepts its type on every route; a route that takes a body but no upload refuses it. Added
  // per route, so that a GET runs no hook for it.
  const refuseMultipart: preValidationHookHandler = (request, _reply, done) => {
    if (request.isMultipart()) done(notAccepted(request));
    else done();
  };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => BODY_METHODS.has(method)) || isUploadHandler(route.handler.name)) return;
    const existing = route.preValidation;
    route.preValidation = existing ? [refuseMultipart, ...(Array.isArray(existing) ? existing : [existing])] : refuseMultipart;
  });
}
