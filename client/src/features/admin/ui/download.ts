import { api, unwrap } from '../../../lib/api/client';

/** The file name a download's `Content-Disposition` gives, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a staff file (a CSV export, an invoice) through the API client — so it carries the session's token,
 * which a plain link cannot — and hands it to the browser as a download.
 */
export async function downloadFile(path: string, query: Record<string, string | number> = {}, fallbackName = 'export.csv'): Promise<void> {
  let disposition: string | null = null;
  // The path is one of the API's (typed per screen); the client is asked for a blob, whatever the route's type.
  const get = api.GET as unknown as (
    path: string,
    init: { params: { query: Record<string, string | number> }; parseAs: 'blob' },
  ) => Promise<{ data?: Blob; error?: unknown; response: Response }>;
  const blob = await unwrap(
    get(path, { params: { query }, parseAs: 'blob' }).then((result) => {
      disposition = result.response.headers.get('content-disposition');
      return result;
    }),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(disposition, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
