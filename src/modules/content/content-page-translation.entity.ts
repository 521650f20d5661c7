import { Check, Column, Entity, Index } from 'typeorm';
import { Keyed } from '../../common/database/columns.js';

/** A section of a page shown apart (CSR's policy and activities tabs): its Markdown and the HTML rendered from it. */
export interface StoredSection {
  key: string;
  title: string;
  body: string;
  html: string;
}

/**
 * One language's text of a content page (content-rules.ts lists the pages). English is the page's required text; the
 * other languages fall back to it. The Markdown is rendered to sanitised HTML once, when it is written.
 */
@Entity('content_page_translations')
@Index('uq_content_page_translations_slug_language', ['slug', 'language'], { unique: true })
@Check('ck_content_page_translations_language', `"language" IN ('en', 'ur', 'pt', 'es')`)
export class ContentPageTranslation extends Keyed {
  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The page's meta description, and its lead paragraph. */
  @Column({ type: 'varchar', length: 300 })
  summary: string;

  /** Markdown, as staff wrote it. */
  @Column({ type: 'text' })
  body: string;

  /** `body` rendered and sanitised (content-rules.ts renderMarkdown). */
  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  sections: StoredSection[];

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** The staff member's public id; null for the demo data. */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;
}
