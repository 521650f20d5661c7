import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/link';
import { whatsappLink } from '../../lib/whatsapp';
import { useFooterData } from './use-footer-data';

function WhatsAppIcon({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.4-.3Z"
      />
    </svg>
  );
}

/**
 * The messaging widget of spec §2: a floating button that opens the list of support agents from the footer data,
 * each a wa.me link with a greeting typed in. Escape or a click on the button closes it.
 */
export function WhatsAppWidget() {
  const { t } = useTranslation('layout');
  const footer = useFooterData();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const agents = footer.data?.support.agents ?? [];

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="whatsapp">
      {open && (
        <section id={panelId} className="whatsapp__panel card" aria-label={t('whatsapp.title')}>
          <h2 className="whatsapp__title">{t('whatsapp.title')}</h2>
          <p className="whatsapp__intro">{t('whatsapp.intro')}</p>
          {agents.length === 0 ? (
            <p>{t('whatsapp.unavailable')}</p>
          ) : (
            <ul className="whatsapp__agents">
              {agents.map((agent) => (
                <li key={agent.whatsapp}>
                  <ExternalLink className="whatsapp__agent" href={whatsappLink(agent.whatsapp, t('whatsapp.greeting'))}>
                    {agent.photoUrl ? (
                      <img className="whatsapp__photo" src={agent.photoUrl} alt="" width={32} height={32} loading="lazy" />
                    ) : (
                      <WhatsAppIcon size={20} />
                    )}
                    <span>
                      <strong>{agent.name}</strong>
                      <small>{t('whatsapp.speaks', { languages: agent.languages.join(', ') })}</small>
                    </span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="whatsapp__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <WhatsAppIcon />
        <span className="visually-hidden">{t('whatsapp.open')}</span>
      </button>
    </div>
  );
}
