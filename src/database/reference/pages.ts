import { renderMarkdown } from '../../modules/content/content-rules.js';
import type { Query } from '../sql.js';
import { EN_PAGES } from './pages/en.js';
import { ES_PAGES } from './pages/es.js';
import { PT_PAGES } from './pages/pt.js';
import type { PageTexts } from './pages/types.js';
import { UR_PAGES } from './pages/ur.js';

const BY_LANGUAGE: Record<string, PageTexts> = { en: EN_PAGES, ur: UR_PAGES, pt: PT_PAGES, es: ES_PAGES };

/**
 * The content pages' texts of a new install (issues 11 and 27): every page in English, Urdu, Portuguese and Spanish.
 * Idempotent: a page's language already written (by staff, or an earlier load) is left as it is.
 * Answers how many translations were added.
 */
export async function loadReferencePages(query: Query, now: Date): Promise<number> {
  const rows = Object.entries(BY_LANGUAGE).flatMap(([language, pages]) =>
    Object.entries(pages).map(([slug, page]) => ({ slug, language, ...page })),
  );
  let added = 0;
  for (const row of rows) {
    const sections = (row.sections ?? []).map((s) => ({ ...s, html: renderMarkdown(s.body) }));
    const inserted = (await query(
      `INSERT INTO content_page_translations (slug, language, title, summary, body, html, sections, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
       ON CONFLICT (slug, language) DO NOTHING
       RETURNING id`,
      [row.slug, row.language, row.title, row.summary, row.body, renderMarkdown(row.body), JSON.stringify(sections), now],
    )) as unknown[];
    added += inserted.length;
  }
  return added;
}
