import type { MouseEvent } from 'react';
import { localize, type Language } from '../../../lib/i18n/languages';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';

/**
 * The site's own links in a page's text are written as English paths (`/how-to-pay`): on other languages' pages they
 * get that language's prefix, in the HTML itself (so the server-rendered page and crawlers see it too).
 */
export function localizeLinks(html: string, language: Language): string {
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => `href="${localize(path, language)}"`);
}

/**
 * A page's HTML as the server sanitised it (src/modules/content/content-rules.ts renderMarkdown: no scripts, styles,
 * frames or event handlers), with its in-site links followed inside the app instead of reloading the page.
 */
export function PageHtml({ html, language, lang }: { html: string; language: Language; lang?: string }) {
  const navigate = useLocalizedNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The container only catches clicks on the links inside it (Enter on a focused link fires the same click).
    <div className="prose" lang={lang} onClick={onClick} dangerouslySetInnerHTML={{ __html: localizeLinks(html, language) }} />
  );
}
