import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

/** @nestjs/swagger's metadata key of `@ApiConsumes()` (DECORATORS.API_CONSUMES, not exported from its entry point). */
const API_CONSUMES = 'swagger/apiConsumes';
const MULTIPART = 'multipart/form-data';

/**
 * The handlers documented as taking `multipart/form-data` (`@ApiConsumes('multipart/form-data')`, which is what
 * openapi.yaml tells clients), named as Nest names the Fastify route handler: `CarsAdminController.addCarImages`.
 * Only these routes accept a multipart body; every other one takes JSON only.
 */
export function findUploadHandlers(app: INestApplicationContext): Set<string> {
  const names = new Set<string>();
  for (const module of app.get(ModulesContainer, { strict: false }).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (abstract new (...args: never[]) => unknown) | null | undefined;
      if (typeof type !== 'function') continue;
      const ofClass = Reflect.getMetadata(API_CONSUMES, type) as string[] | undefined;
      const prototype = type.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[method];
        if (method === 'constructor' || typeof handler !== 'function') continue;
        const consumes = (Reflect.getMetadata(API_CONSUMES, handler) as string[] | undefined) ?? ofClass;
        if (consumes?.includes(MULTIPART)) names.add(`${wrapper.name}.${method}`);
      }
    }
  }
  return names;
}
