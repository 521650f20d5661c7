import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFooterData } from '../../../app/layout/use-footer-data';
import { buttonClass } from '../../../components/button';
import { ExternalLink } from '../../../components/link';
import { Skeleton } from '../../../components/skeleton';
import type { Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useHydrating } from '../../../lib/use-hydrating';
import { whatsappLink } from '../../../lib/whatsapp';

/** The footer data names the agents' languages in English. */
const LANGUAGE_IN_ENGLISH: Record<Language, string> = { en: 'English', ur: 'Urdu', pt: 'Portuguese', es: 'Spanish' };

interface Agent {
  whatsapp: string;
  languages: string[];
}

/** The support agent who speaks the page's language, else the first one; null when there are none. */
export function pickAgent<A extends Agent>(agents: readonly A[], language: Language): A | null {
  return agents.find((agent) => agent.languages.includes(LANGUAGE_IN_ENGLISH[language])) ?? agents[0] ?? null;
}

/**
 * "Contact via WhatsApp" about one car: a wa.me link to a support agent (from GET /api/footer-data, one who speaks the
 * page's language when there is one) with a message naming the car and its stock id already typed.
 */
export function WhatsAppContact({ carTitle, carRef, className }: { carTitle: string; carRef: string; className?: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const footer = useFooterData();
  const support = footer.data?.support;
  // Hydrating a server-rendered car page, the button stays the placeholder the server rendered (it had no contacts).
  const hydrating = useHydrating();
  const number = support && !hydrating ? (pickAgent(support.agents, language)?.whatsapp ?? support.whatsapp) : null;
  // The car's address without its query: the origin is only known in the browser (the server renders no number here).
  const pageUrl = `${globalThis.location?.origin ?? ''}${useLocation().pathname}`;
  const classes = [buttonClass('whatsapp', 'normal', true), className].filter(Boolean).join(' ');
  if (!number) {
    // Until the contacts arrive (they usually already have: the layout asked for them), a placeholder of its size.
    return footer.isError ? null : <Skeleton blockSize="var(--target-min)" className={className} />;
  }
  const message = t('car.whatsappMessage', { title: carTitle, ref: carRef, url: pageUrl });
  return (
    <ExternalLink className={classes} href={whatsappLink(number, message)}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.4-.3Z"
        />
      </svg>
      {t('car.whatsapp')}
    </ExternalLink>
  );
}
