import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, Timestamped, UuidKeyed } from '../../common/database/columns.js';
import { FaqCategory } from './faq-category.entity.js';
import type { Translations } from './faq-rules.js';

/** One question of the FAQ with its answer (Markdown or plain text), each in four languages; shown once published. */
@Entity('faq_items')
@Index('ix_faq_items_category', ['categoryId', 'position'])
export class FaqItem extends Timestamped(UuidKeyed) {
  @Column({ name: 'category_id', type: 'int' })
  categoryId: number;

  @JoinedTo(() => FaqCategory, 'category_id', { onDelete: 'RESTRICT' })
  category?: FaqCategory;

  @Column({ type: 'jsonb' })
  question: Translations;

  /** Markdown (plain text is Markdown too), rendered to sanitised HTML when shown. */
  @Column({ type: 'jsonb' })
  answer: Translations;

  /** Its place within the category, smallest first. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: true })
  published: boolean;
}
