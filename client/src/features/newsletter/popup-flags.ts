/**
 * When the newsletter popup is offered (issue 10: "after 15 seconds unless already seen or submitted"). Kept tiny and
 * free of React: the layout imports it on every page, the popup itself is a chunk of its own loaded when the timer fires.
 */
export const POPUP_DELAY_MS = 15_000;
/** localStorage flags: shown once (closing it, or just seeing it), and subscribed through it. */
export const POPUP_SEEN_KEY = 'newsletterPopupSeen';
export const POPUP_SUBMITTED_KEY = 'newsletterSubmitted';

type FlagStore = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): FlagStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: the popup is not offered (it could not remember being seen)
  }
}

/** Pages the popup never interrupts: signing in, the newsletter's own page, an order being paid. */
const QUIET_PATH = /^(\/(ur|pt|es))?\/(auth|newsletter|orders)(\/|$)/;

/**
 * Whether this visitor may be offered the popup on this page: not during server rendering (no storage), not on the
 * sign-in pages, the newsletter's own page or an order's, not to staff, never again once seen or submitted.
 */
export function mayOfferPopup(pathname: string, role: string | null | undefined, store: FlagStore | null = storage()): boolean {
  if (!store || QUIET_PATH.test(pathname)) return false;
  if (role === 'admin' || role === 'superadmin') return false;
  try {
    return store.getItem(POPUP_SEEN_KEY) === null && store.getItem(POPUP_SUBMITTED_KEY) === null;
  } catch {
    return false;
  }
}

export function markPopupFlag(key: typeof POPUP_SEEN_KEY | typeof POPUP_SUBMITTED_KEY, store: FlagStore | null = storage()): void {
  try {
    store?.setItem(key, new Date().toISOString());
  } catch {
    // storage full or blocked: nothing to remember with
  }
}
