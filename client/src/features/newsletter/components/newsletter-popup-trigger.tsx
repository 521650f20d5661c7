import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session/use-session';
import { mayOfferPopup, POPUP_DELAY_MS } from '../popup-flags';
import type { NewsletterPopupProps } from './newsletter-popup';

/**
 * Starts the newsletter popup's 15-second timer on public pages (in the browser only: effects do not run on the
 * server) and, when it fires, loads the popup's chunk and texts — none of it is in the first page's JavaScript.
 * Navigating between public pages keeps the timer running; a sign-in page stops it.
 */
export function NewsletterPopupTrigger() {
  const { pathname } = useLocation();
  const { status, user } = useSession();
  const { i18n } = useTranslation();
  const [Popup, setPopup] = useState<ComponentType<NewsletterPopupProps> | null>(null);
  const [open, setOpen] = useState(false);
  const eligible = status !== 'loading' && !open && Popup === null && mayOfferPopup(pathname, user?.role);

  useEffect(() => {
    if (!eligible) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void Promise.all([import('./newsletter-popup'), i18n.loadNamespaces(['newsletter', 'errors'])]).then(([module]) => {
        if (cancelled) return;
        setPopup(() => module.NewsletterPopup);
        setOpen(true);
      });
    }, POPUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [eligible, i18n]);

  // Kept mounted once loaded, so closing goes through the dialog's close() and focus returns where it was.
  return Popup ? <Popup open={open} onClose={() => setOpen(false)} /> : null;
}
