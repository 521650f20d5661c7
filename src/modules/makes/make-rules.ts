/** Pure rules of car makes: slugs. */

export const MAX_SLUG_LENGTH = 60;
/** Lower-case letters and digits in groups joined by single dashes: "toyota", "mercedes-benz". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a make title: "Mercedes-Benz" → "mercedes-benz", "Citroën DS" → "citroen-ds". Empty when the title
 * has no Latin letters or digits (the caller must then be given a slug).
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

export const isSlug = (value: string): boolean => value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
