import { describe, expect, it } from '@jest/globals';
import {
  chooseTranslation,
  CONTENT_PAGE_SLUGS,
  isContentPageSlug,
  outdatedLanguages,
  renderMarkdown,
  requestedLanguage,
} from './content-rules.js';

describe('content pages', () => {
  it('are the fixed set of company, help and legal pages', () => {
    expect([...CONTENT_PAGE_SLUGS].sort()).toEqual(
      [
        'about',
        'anti-social-forces-policy',
        'auction-service',
        'auto-parts',
        'careers',
        'cookie-policy',
        'csr',
        'export-information',
        'how-to-buy',
        'how-to-pay',
        'privacy-policy',
        'security-export-control',
        'sitemap',
        'terms-of-trade',
        'terms-of-use',
      ].sort(),
    );
    expect(isContentPageSlug('how-to-pay')).toBe(true);
    expect(isContentPageSlug('How-To-Pay')).toBe(false);
    expect(isContentPageSlug('faq')).toBe(false);
    expect(isContentPageSlug(undefined)).toBe(false);
  });

  describe('chooseTranslation', () => {
    const en = { language: 'en', title: 'How to pay' };
    const ur = { language: 'ur', title: 'ادائیگی کا طریقہ' };

    it('answers the requested language when the page has it', () => {
      expect(chooseTranslation([en, ur], 'ur')).toEqual({ translation: ur, fallback: false });
      expect(chooseTranslation([en, ur], 'en')).toEqual({ translation: en, fallback: false });
    });

    it('falls back to English, saying so, when the language is missing', () => {
      expect(chooseTranslation([en, ur], 'pt')).toEqual({ translation: en, fallback: true });
    });

    it('answers nothing for a page without English or the language', () => {
      expect(chooseTranslation([ur], 'es')).toBeNull();
      expect(chooseTranslation([], 'en')).toBeNull();
    });
  });

  describe('outdatedLanguages', () => {
    const at = (iso: string) => new Date(iso);
    it('flags the translations saved before the English last changed, not those saved with or after it', () => {
      const rows = [
        { language: 'en', updatedAt: at('2026-11-20T10:00:00Z') },
        { language: 'ur', updatedAt: at('2026-11-19T09:00:00Z') },
        { language: 'pt', updatedAt: at('2026-11-20T10:00:00Z') },
        { language: 'es', updatedAt: at('2026-11-21T08:00:00Z') },
      ];
      expect(outdatedLanguages(rows)).toEqual(['ur']);
    });
    it('flags nothing without an English text', () => {
      expect(outdatedLanguages([{ language: 'ur', updatedAt: at('2026-01-01T00:00:00Z') }])).toEqual([]);
    });
  });

  describe('requestedLanguage', () => {
    it('takes ?lang= first, case-insensitively, then the Accept-Language', () => {
      expect(requestedLanguage('ur', 'en')).toBe('ur');
      expect(requestedLanguage('PT', 'en')).toBe('pt');
      expect(requestedLanguage(undefined, 'es')).toBe('es');
      expect(requestedLanguage('', 'es')).toBe('es');
    });

    it('refuses a language the site does not have', () => {
      expect(requestedLanguage('fr', 'en')).toBeNull();
      expect(requestedLanguage('en-GB', 'en')).toBeNull();
    });
  });

  describe('renderMarkdown', () => {
    it('renders headings, lists, tables and links', () => {
      const html = renderMarkdown('# Terms\n\n- FOB\n- CIF\n\n| Term | Includes |\n|---|---|\n| FOB | car |\n\n[Contact](/contact)');
      expect(html).toContain('<h2>Terms</h2>');
      expect(html).toContain('<li>FOB</li>');
      expect(html).toContain('<td>car</td>');
      expect(html).toContain('<a href="/contact">Contact</a>');
    });

    it('opens external links in a new tab without handing over the opener', () => {
      expect(renderMarkdown('[Bank](https://bank.example)')).toBe(
        '<p><a href="https://bank.example" rel="noopener noreferrer" target="_blank">Bank</a></p>',
      );
    });

    it('drops scripts, event handlers, javascript: links, frames and styles', () => {
      const html = renderMarkdown(
        'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> <iframe src="https://evil.example"></iframe>' +
          '<style>body{display:none}</style> [x](javascript:alert(3)) <a href="javascript:alert(4)" onclick="alert(5)">y</a>',
      );
      expect(html).not.toMatch(/script|onerror|onclick|iframe|style|javascript|<img/i);
      expect(html).toContain('Hi');
    });
  });
});
