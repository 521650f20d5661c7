import { useImportRules } from '../../eligibility/api/eligibility-api';
import { useSession } from '../../../lib/session/use-session';

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
