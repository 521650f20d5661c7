/**
 * The number of the last page of a list of `total` items shown `limit` to a page: at least 1, so an empty list still
 * has its page 1 (and a limit of 0 never divides by zero). The one rule behind every pager of the client.
 */
export const lastPage = (total: number, limit: number): number => Math.max(1, Math.ceil(total / Math.max(1, limit)));
