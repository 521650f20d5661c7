import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../../../lib/api/client';

export type MarkdownKind = 'article' | 'page' | 'answer';

/** The text after it has stopped changing for `ms` (the preview is asked for once typing pauses). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's rendering of `markdown` (POST /api/admin/markdown/preview): the same sanitised HTML the public page
 * shows, so what staff preview is what visitors read. Asked only while the preview is shown and the text is not empty.
 */
export function useMarkdownPreview(markdown: string, kind: MarkdownKind, enabled: boolean) {
  const text = useDebounced(markdown);
  return useQuery({
    queryKey: ['admin', 'markdown-preview', kind, text],
    queryFn: ({ signal }) => unwrap(api.POST('/api/admin/markdown/preview', { body: { markdown: text, kind }, signal })),
    enabled: enabled && text.trim() !== '',
    staleTime: Infinity,
  });
}
