/** A list query as it stands in a DataTable. */
export interface ListQuery<T> {
  data?: { items: readonly T[] };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The DataTable props that follow from a list query: its rows, loading while it fetches, its failure and a retry.
 * `<DataTable listId caption columns rowKey {...tableState(offices)} />`.
 */
export function tableState<T>(query: ListQuery<T>) {
  return { rows: query.data?.items, loading: query.isFetching, error: query.error, onRetry: () => void query.refetch() };
}
