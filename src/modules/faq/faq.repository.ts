import type { DataSource, EntityManager } from 'typeorm';
import { FaqItem } from './faq-item.entity.js';

/** How many questions each category holds. */
export async function itemCountsByCategory(dataSource: DataSource): Promise<Map<number, number>> {
  const rows = (await dataSource
    .getRepository(FaqItem)
    .createQueryBuilder('i')
    .select('i.categoryId', 'categoryId')
    .addSelect('count(*)::int', 'count')
    .groupBy('i.categoryId')
    .getRawMany()) as { categoryId: number; count: number }[];
  return new Map(rows.map((r) => [Number(r.categoryId), Number(r.count)]));
}

/** The position after the last category. */
export async function nextCategoryPosition(m: EntityManager): Promise<number> {
  const [row] = (await m.query('SELECT coalesce(max(position) + 1, 0) AS next FROM faq_categories')) as { next: number }[];
  return Number(row?.next ?? 0);
}

/** The position after the last question of a category. */
export async function nextItemPosition(m: EntityManager, categoryId: number): Promise<number> {
  const [row] = (await m.query('SELECT coalesce(max(position) + 1, 0) AS next FROM faq_items WHERE category_id = $1', [categoryId])) as {
    next: number;
  }[];
  return Number(row?.next ?? 0);
}
