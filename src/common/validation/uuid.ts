const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Public ids are uuids; anything else is answered as "not found" before it reaches PostgreSQL. */
export const isUuid = (value: string): boolean => UUID.test(value);
