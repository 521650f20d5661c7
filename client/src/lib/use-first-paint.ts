import { startTransition, useEffect, useState } from 'react';
import { useHydrating } from './use-hydrating';

/**
 * False while the app renders its first screen, true once the browser has painted it. Long lists render their first
 * few cards at once and the rest (as placeholders of the same size) after that paint: on a slow phone, rendering
 * forty cards before the first frame held the page's largest photo back by most of a second. Once the first screen
 * is up, every later screen renders whole (the hook starts true).
 */
export function useFirstPaintDone(): boolean {
  // A server-rendered page hydrates as its first screen, whenever that happens: a part hydrated after the first paint
  // must still render what the server rendered (the first cards), or the two would not match.
  const hydrating = useHydrating();
  const [done, setDone] = useState(() => firstPaintDone && !hydrating);
  useEffect(() => {
    if (done) return;
    const listener = () => startTransition(() => setDone(true));
    if (firstPaintDone) return listener();
    waiting.add(listener);
    scheduleAfterPaint();
    return () => void waiting.delete(listener);
  }, [done]);
  return done;
}

let firstPaintDone = false;
let scheduled = false;
const waiting = new Set<() => void>();

// A frame, then a task: the callback runs after the frame that showed the first screen has been painted.
function scheduleAfterPaint() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      firstPaintDone = true;
      for (const listener of waiting) listener();
      waiting.clear();
    }, 0),
  );
}

/** For tests: back to before the first paint. */
export function resetFirstPaint(): void {
  firstPaintDone = false;
  scheduled = false;
  waiting.clear();
}
