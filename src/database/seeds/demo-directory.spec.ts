import { describe, expect, it } from '@jest/globals';
import { PHONE_PATTERN } from '../../common/validation/fields.js';
import { FAQ_KEY_PATTERN, isTranslations, translatedLanguages } from '../../modules/faq/faq-rules.js';
import { MAX_ANSWER, MAX_CATEGORY_NAME, MAX_QUESTION } from '../../modules/faq/faq.requests.js';
import { isTimeZone, OFFICE_REGIONS, toE164 } from '../../modules/offices/office-rules.js';
import { DEMO_AGENTS, DEMO_OFFICES } from './demo-directory.js';
import { DEMO_FAQ } from './demo-faq.js';

/** The demo data passes the same checks staff edits do, so a fresh install shows nothing a staff form would refuse. */
describe('demo office network and agents', () => {
  it('covers every region with valid phones, WhatsApp numbers and time zones', () => {
    expect(new Set(DEMO_OFFICES.map((o) => o[0]))).toEqual(new Set(OFFICE_REGIONS));
    expect(DEMO_OFFICES.length).toBeGreaterThanOrEqual(12);
    for (const [, name, , country, , phones, whatsapp, email, , timeZone] of DEMO_OFFICES) {
      expect([name, isTimeZone(timeZone)]).toEqual([name, true]);
      expect([name, country]).toEqual([name, expect.stringMatching(/^[A-Z]{2}$/)]);
      for (const phone of phones) expect([name, PHONE_PATTERN.test(phone)]).toEqual([name, true]);
      if (whatsapp !== null) expect([name, toE164(whatsapp)]).toEqual([name, whatsapp]);
      expect(email).toContain('@');
    }
    expect(DEMO_OFFICES.find((o) => o[0] === 'Africa' && o[2] === 'Nairobi')).toBeDefined();
  });

  it('has the three sample support agents with E.164 numbers and their languages', () => {
    expect(DEMO_AGENTS.map(([name]) => name)).toEqual(['Kenji Sato', 'Amina Hassan', 'Bilal Ahmed']);
    for (const [, whatsapp, languages] of DEMO_AGENTS) {
      expect(toE164(whatsapp)).toBe(whatsapp);
      expect(languages).toContain('English');
    }
  });
});

describe('demo FAQ', () => {
  it('has about twenty questions in five categories, mostly in all four languages', () => {
    const items = DEMO_FAQ.flatMap((c) => c.items);
    expect(DEMO_FAQ).toHaveLength(5);
    expect(items.length).toBeGreaterThanOrEqual(20);
    const complete = items.filter((i) => translatedLanguages(i.question, i.answer).length === 4);
    expect(complete.length).toBeGreaterThanOrEqual(items.length - 4);
    expect(complete.length).toBeLessThan(items.length);
    for (const category of DEMO_FAQ) {
      expect(FAQ_KEY_PATTERN.test(category.key)).toBe(true);
      expect(isTranslations(category.name, MAX_CATEGORY_NAME)).toBe(true);
      for (const item of category.items) {
        expect([item.question.en, isTranslations(item.question, MAX_QUESTION), isTranslations(item.answer, MAX_ANSWER)]).toEqual([
          item.question.en,
          true,
          true,
        ]);
      }
    }
  });
});
