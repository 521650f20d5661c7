import type { Repository } from 'typeorm';
import type { ContentPageTranslation } from './content-page-translation.entity.js';

/** Every page's slug, language and title in the given languages (the public list). */
export function titlesIn(pages: Repository<ContentPageTranslation>, languages: readonly string[]): Promise<ContentPageTranslation[]> {
  return pages
    .createQueryBuilder('t')
    .select(['t.slug', 't.language', 't.title'])
    .where('t.language IN (:...languages)', { languages })
    .getMany();
}

/** Every translation's slug, language, title and last change (the staff overview). */
export function translationHeads(pages: Repository<ContentPageTranslation>): Promise<ContentPageTranslation[]> {
  return pages.createQueryBuilder('t').select(['t.slug', 't.language', 't.title', 't.updatedAt']).getMany();
}
