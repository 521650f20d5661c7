import { describe, expect, it } from '@jest/globals';
import { countWords, excerptOf, minutesToRead, normalizeTags, slugify, sortOrder, uniqueSlug, BLOG_CATEGORIES } from './blog-rules.js';

describe('blog rules', () => {
  it('has the spec’s five categories, each with _id, name and slug', () => {
    expect(BLOG_CATEGORIES.map((c) => c.slug)).toEqual(['news', 'updates', 'guides', 'reviews', 'others']);
    for (const c of BLOG_CATEGORIES) expect(Object.keys(c).sort()).toEqual(['_id', 'name', 'slug']);
  });

  it('makes a slug from a title', () => {
    expect(slugify('RoRo vs container shipping, explained!')).toBe('roro-vs-container-shipping-explained');
    expect(slugify("Pakistan's 3-year import rule")).toBe('pakistans-3-year-import-rule');
    expect(slugify('Citroën & Peugeot')).toBe('citroen-and-peugeot');
    expect(slugify('  --  ')).toBe('post');
    expect(slugify('جاپانی گاڑیاں')).toBe('post');
    expect(slugify('a '.repeat(200)).length).toBeLessThanOrEqual(120);
    expect(slugify('a '.repeat(200))).not.toMatch(/-$/);
  });

  it('keeps a generated slug unique with a number', () => {
    expect(uniqueSlug('roro', [])).toBe('roro');
    expect(uniqueSlug('roro', ['roro'])).toBe('roro-2');
    expect(uniqueSlug('roro', ['roro', 'roro-2', 'roro-3'])).toBe('roro-4');
    const long = 'x'.repeat(120);
    expect(uniqueSlug(long, [long])).toBe(`${'x'.repeat(118)}-2`);
  });

  it('counts words in any script and reads at 200 words a minute, at least one minute', () => {
    expect(countWords('Hello, world — it’s a car-export blog.')).toBe(6);
    expect(countWords('جاپان سے گاڑی')).toBe(3);
    expect(minutesToRead('')).toBe(1);
    expect(minutesToRead('word '.repeat(200))).toBe(1);
    expect(minutesToRead('word '.repeat(201))).toBe(2);
    expect(minutesToRead('word '.repeat(1000))).toBe(5);
  });

  it('cuts an excerpt at a word, with an ellipsis', () => {
    expect(excerptOf('Short text.')).toBe('Short text.');
    const cut = excerptOf('alpha beta gamma delta epsilon', 20);
    expect(cut).toBe('alpha beta gamma…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('drops blank and repeated tags', () => {
    expect(normalizeTags([' Kenya ', 'kenya', '', 'RoRo  ship', 'roro ship'])).toEqual(['Kenya', 'RoRo ship']);
  });

  it('sorts newest, oldest and most popular with a unique last key', () => {
    expect(sortOrder(undefined)).toEqual([
      ['p.publishedAt', 'DESC'],
      ['p.id', 'DESC'],
    ]);
    expect(sortOrder('oldest')).toEqual([
      ['p.publishedAt', 'ASC'],
      ['p.id', 'ASC'],
    ]);
    expect(sortOrder('popular')[0]).toEqual(['p.views', 'DESC']);
    for (const sort of ['newest', 'oldest', 'popular'] as const) expect(sortOrder(sort).at(-1)![0]).toBe('p.id');
  });
});
