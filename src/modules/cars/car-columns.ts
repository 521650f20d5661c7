import { getMetadataArgsStorage } from 'typeorm';
import { Car } from './car.entity.js';

/** The properties of a Car stored in a column of the cars table: all but the relation `make` (stored as `makeId`). */
export type CarColumnProperty = Exclude<keyof Car, 'make'>;

export interface CarTableColumn {
  property: CarColumnProperty;
  column: string;
}

/**
 * Every column of the cars table with its entity property, read from the entity's own mapping (its class and the
 * pieces it extends), so a writer of whole rows (the bulk seed's COPY) lists no column names of its own.
 */
export function carTableColumns(): CarTableColumn[] {
  const classes: object[] = [];
  for (let type: object = Car; type !== Function.prototype; type = Object.getPrototypeOf(type) as object) classes.push(type);
  return getMetadataArgsStorage()
    .filterColumns(classes as Parameters<ReturnType<typeof getMetadataArgsStorage>['filterColumns']>[0])
    .map((args) => ({ property: args.propertyName as CarColumnProperty, column: args.options.name ?? args.propertyName }));
}
