import { describe, expect, it } from '@jest/globals';
import { COMPANY_HEAD_OFFICE } from '../../common/company/company-facts.js';
import { EN_PAGES } from './pages/en.js';
import { ES_PAGES } from './pages/es.js';
import { PT_PAGES } from './pages/pt.js';
import { UR_PAGES } from './pages/ur.js';

const LANGUAGES = { en: EN_PAGES, ur: UR_PAGES, pt: PT_PAGES, es: ES_PAGES };

describe('the reference content pages and the company facts', () => {
  it('name the head office the invoice and the office list name, in every language', () => {
    for (const [language, pages] of Object.entries(LANGUAGES)) {
      expect({ language, about: pages.about?.body.includes(COMPANY_HEAD_OFFICE.address) ?? false }).toEqual({ language, about: true });
    }
  });

  it('quote car prices as FOB, never as "normally CIF" (the car pages say FOB price)', () => {
    const normallyCif = [/normally \*{0,2}CIF/i, /normalmente \*{0,2}CIF/i, /عموماً[^۔]*CIF/];
    for (const [language, pages] of Object.entries(LANGUAGES)) {
      for (const [slug, page] of Object.entries(pages)) {
        const said = normallyCif.find((pattern) => pattern.test(page?.body ?? '') || pattern.test(page?.summary ?? ''));
        expect({ language, slug, said: said?.source ?? null }).toEqual({ language, slug, said: null });
      }
    }
  });

  it('call a car "auto" in Spanish, as the site does, never "coche"', () => {
    for (const [slug, page] of Object.entries(ES_PAGES)) {
      expect({ slug, coche: /\bcoches?\b/i.test(`${page?.title} ${page?.summary} ${page?.body}`) }).toEqual({ slug, coche: false });
    }
  });
});
