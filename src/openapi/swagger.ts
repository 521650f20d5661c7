import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto, FieldErrorDto } from '../common/errors/error-body.js';

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
    .build();
  return SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorBodyDto, FieldErrorDto],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
