import { useSession } from '../../../lib/session/use-session';

/** The viewer key of a visitor who is not signed in. */
export const ANONYMOUS = 'anonymous';

/**
 * Who is looking, for the catalogue's query keys: the API adds prices for signed-in callers only, so a sign-in or
 * sign-out must not reuse the other's answers. A session still being checked counts as signed in (its token is sent).
 */
export function useViewer() {
  const { status, user } = useSession();
  return { key: user?.id ?? ANONYMOUS, signedIn: user !== null, status, user };
}
