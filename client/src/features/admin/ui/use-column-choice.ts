import { useCallback, useState } from 'react';

/** Which optional columns of a list a clerk has hidden, remembered per list in this browser. */
const keyOf = (listId: string) => `autoexport.admin.columns.${listId}`;

function readHidden(listId: string, fallback: readonly string[]): string[] {
  try {
    const stored = localStorage.getItem(keyOf(listId));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return Array.isArray(parsed) && parsed.every((id) => typeof id === 'string') ? parsed : [...fallback];
  } catch {
    return [...fallback];
  }
}

export function useColumnChoice(listId: string, hiddenByDefault: readonly string[]) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(listId, hiddenByDefault));
  const toggle = useCallback(
    (id: string) =>
      setHidden((current) => {
        const next = current.includes(id) ? current.filter((c) => c !== id) : [...current, id];
        try {
          localStorage.setItem(keyOf(listId), JSON.stringify(next));
        } catch {}
        return next;
      }),
    [listId],
  );
  return { hidden, toggle };
}
