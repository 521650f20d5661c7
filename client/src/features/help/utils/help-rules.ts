import type { FaqSection } from '../api/help-api';

/** Lower case, accents and Arabic-script diacritics off, spaces collapsed: "Envío" and "envio" match. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of an answer's HTML, for searching (the server sanitised it; this only drops the tags). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * The sections with only the questions whose question or answer holds every word of `query` (any order, any case,
 * accents ignored); sections left empty are dropped. A blank query keeps everything.
 */
export function filterFaq(sections: readonly FaqSection[], query: string): FaqSection[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => {
        const haystack = normalizeForSearch(`${item.question} ${textOfHtml(item.answerHtml)}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.items.length > 0);
}

/** The weekday and time now in an office's zone ("Tue 14:05"), or null when the zone is unknown to this browser. */
export function officeLocalTime(now: Date, timeZone: string, language: string): string | null {
  try {
    return new Intl.DateTimeFormat(language, { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      now,
    );
  } catch {
    return null;
  }
}

/** `tel:` link of a phone number as written ("+254 20 555 0140" → "tel:+254205550140"). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
