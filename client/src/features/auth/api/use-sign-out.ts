import { useCallback, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/use-language';
import { localize } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';

/**
 * Sign out (spec §2, §4): `signOut()` forgets the tokens in every tab and tells the server (POST /api/auth/logout,
 * best effort, awaited so the page does not cut it off); then the home page, as the spec says. It is a full page
 * load on purpose: nothing of the previous account (cached answers with prices, profile data) survives in memory,
 * which matters on the shared computers many buyers use.
 */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const { signOut: endSession } = useSession();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    await endSession();
    window.location.assign(localize(paths.home(), language));
  }, [endSession, language]);
  return { signOut, busy };
}
