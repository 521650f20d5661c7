import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const notHydrating = () => false;
const hydratingOnServerSnapshot = () => true;

/**
 * True while this part of a server-rendered page hydrates (and while the server renders it), false in any other
 * render. A part may hydrate after answers that the server did not have have arrived (the footer's, fetched by the
 * layout): it renders what the server rendered until then, and re-renders with them right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeToNothing, notHydrating, hydratingOnServerSnapshot);
}
