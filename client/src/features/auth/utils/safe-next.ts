import { stripLanguage } from '../../../lib/i18n/languages';
import { isAuthPath } from '../../../lib/paths';

/** A base that no real page has: a `next` that resolves to another origin against it came from outside. */
const SAME_SITE = 'https://same-site.invalid';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Where to go after signing in, from the `?next=` of /auth: only a path of this site (`/cars/AB1234567?x=1`),
 * returned without its language prefix (the caller localizes it). Anything else — an absolute or
 * protocol-relative URL (`https://evil.example`, `//evil.example`, `/\evil.example`), a `javascript:` URL, the API,
 * or a sign-in page (which would loop) — gives null, and the caller goes home. Open redirects stop here.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // Browsers read `\` as `/` in http URLs, and control characters are dropped before parsing: refuse both.
  if (!raw.startsWith('/') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  const pathname = stripLanguage(url.pathname);
  if (isAuthPath(pathname) || /^\/api(\/|$)/.test(pathname)) return null;
  return pathname + url.search + url.hash;
}
