import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLanguageFromUrl } from '../../lib/i18n/use-language';
import { NewsletterPopupTrigger } from '../../features/newsletter/components/newsletter-popup-trigger';
import { PreHeader } from './pre-header';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppWidget } from './whatsapp-widget';
import './layout.css';

/**
 * The layout of spec §2 around every screen: pre-header, header, the screen, footer, WhatsApp widget, scroll-to-top,
 * and the newsletter popup's timer.
 */
export function AppLayout() {
  useLanguageFromUrl();
  const { t } = useTranslation('common');
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <PreHeader />
      <SiteHeader />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppWidget />
      <ScrollToTop />
      <NewsletterPopupTrigger />
    </div>
  );
}
