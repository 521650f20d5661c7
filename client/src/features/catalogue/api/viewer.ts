import { useSession } from '../../../lib/session/use-session';
import { useImportRules } from '../../eligibility/api/eligibility-api';

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

/**
 * The signed-in buyer's import country, as the search's default destination (issue 24 §3) — only a country with import
 * rules on file (the API refuses `importableTo` for any other); null otherwise, or while the rules load.
 */
export function useDefaultDestination(): string | null {
  const { user } = useSession();
  const country = user?.importCountry ?? null;
  const rules = useImportRules(Boolean(country));
  if (!country || !rules.data) return null;
  return rules.data.items.some((rule) => rule.countryCode === country) ? country : null;
}
