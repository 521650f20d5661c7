import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';

/** OpenAPI: the route needs `Authorization: Bearer <access token>`. */
export const ApiSignedIn = () =>
  applyDecorators(ApiBearerAuth('bearer'), ApiUnauthorizedResponse({ description: 'No valid access token', type: ErrorBodyDto }));
