import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_SCOPE_EXTENSION, API_KEY_SECURITY } from '../common/auth/api-key-scope.decorator.js';
import { ErrorBodyDto, FieldErrorDto } from '../common/errors/error-body.js';
import { MULTIPART_BODY_EXTENSION } from '../common/uploads/uploaded-create.decorator.js';

const API_KEY_DOC =
  'A dealer account’s API key (`ak_…`, made under `POST /api/user/api-keys`), instead of a Bearer token, never with one. ' +
  'It acts as its dealer, only on the operations that list this scheme and only with the scope each names; any other ' +
  'route answers 403 `API_KEY_ROUTE_NOT_ALLOWED`, a missing scope 403 `API_KEY_SCOPE_MISSING`. Each answer carries ' +
  '`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds); over the key’s limit, 429 with `Retry-After`.';

type Operation = { description?: string; security?: Record<string, string[]>[]; [API_KEY_SCOPE_EXTENSION]?: string };

/**
 * Each operation an API key may call says so: its scope at the end of its description, and its security requirements
 * are the Bearer token (when it has one) or the key; a public one stays callable without either.
 */
function documentApiKeyScopes(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const op of Object.values(item as Record<string, Operation>)) {
      const scope = op?.[API_KEY_SCOPE_EXTENSION];
      if (!scope) continue;
      const line = `API key: needs the \`${scope}\` scope.`;
      op.description = op.description ? `${op.description}\n\n${line}` : line;
      const others = (op.security ?? []).filter((requirement) => !(API_KEY_SECURITY in requirement));
      const isPublic = others.length === 0;
      op.security = [...(isPublic ? [{}] : others), { [API_KEY_SECURITY]: [] }];
    }
  }
}

type Body = { content?: Record<string, { schema?: unknown; encoding?: unknown }> };
type UploadOperation = { requestBody?: Body; [MULTIPART_BODY_EXTENSION]?: { schema: unknown; encoding?: unknown } };

/**
 * A create that may carry its image takes JSON or multipart (uploaded-create.decorator.ts); @nestjs/swagger gives both
 * media types the JSON schema, so the multipart one gets its own (the fields as JSON in `data`, the file beside them).
 */
function documentMultipartBodies(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const op of Object.values(item as Record<string, UploadOperation>)) {
      const multipart = op?.[MULTIPART_BODY_EXTENSION];
      if (!multipart) continue;
      delete op[MULTIPART_BODY_EXTENSION];
      const content = op.requestBody?.content;
      if (content?.['multipart/form-data']) content['multipart/form-data'] = multipart;
    }
  }
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('AutoExport API')
    .setDescription(
      [
        'REST API of the used-vehicle export marketplace: catalogue, customer accounts, back office.',
        '',
        'Authentication: `Authorization: Bearer <access token>` from `POST /api/user/login`. Access tokens live 15 minutes;',
        'renew them with `POST /api/auth/refresh`. Routes marked with no security requirement are public.',
        '',
        'Errors: every non-2xx answer has the body `ErrorBody` — `message` is a human sentence, `code` a stable identifier,',
        '`details` the field errors of a validation failure (each with its own `code`), `params` the values of the',
        "message's placeholders, `requestId` the id to quote to support. Translate by `code`: `message` is English.",
        '',
        'Every route: text containing NUL (`TEXT_CONTAINS_NUL`) or a lone UTF-16 surrogate (`TEXT_INVALID_UNICODE`), and',
        'JSON nested deeper than 32 levels (`JSON_TOO_DEEP`), answer 400; a body that is not `application/json` answers',
        '415 (`UNSUPPORTED_MEDIA_TYPE`), except multipart on the image upload routes.',
      ].join('\n'),
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-API-Key', description: API_KEY_DOC }, API_KEY_SECURITY)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorBodyDto, FieldErrorDto],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  documentApiKeyScopes(document);
  documentMultipartBodies(document);
  return document;
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
