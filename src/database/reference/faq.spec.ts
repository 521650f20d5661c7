import { describe, expect, it } from '@jest/globals';
import { FAQ_KEY_PATTERN, isTranslations, translatedLanguages } from '../../modules/faq/faq-rules.js';
import { MAX_ANSWER, MAX_CATEGORY_NAME, MAX_QUESTION } from '../../modules/faq/faq.requests.js';
import { REFERENCE_FAQ } from './faq.js';

/** The reference FAQ passes the same checks staff edits do, so a new install shows nothing a staff form would refuse. */
describe('reference FAQ', () => {
  it('has about twenty questions in five categories, mostly in all four languages', () => {
    const items = REFERENCE_FAQ.flatMap((c) => c.items);
    expect(REFERENCE_FAQ).toHaveLength(5);
    expect(items.length).toBeGreaterThanOrEqual(20);
    const complete = items.filter((i) => translatedLanguages(i.question, i.answer).length === 4);
    expect(complete.length).toBeGreaterThanOrEqual(items.length - 4);
    expect(complete.length).toBeLessThan(items.length);
    for (const category of REFERENCE_FAQ) {
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
