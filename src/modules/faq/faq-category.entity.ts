import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../common/database/columns.js';
import type { Translations } from './faq-rules.js';

/** A section of the FAQ (ordering and payment, shipping, …): a stable key, its place, its name in four languages. */
@Entity('faq_categories')
export class FaqCategory {
  @PrimaryGeneratedColumn('identity', { type: 'int', generatedIdentity: 'ALWAYS' })
  id: number;

  /** URL-safe public key, e.g. "ordering-and-payment". */
  @Index('uq_faq_categories_key', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  key: string;

  /** The name by language: `{ en, ur, pt, es }`, English required, a missing one null. */
  @Column({ type: 'jsonb' })
  name: Translations;

  /** Its place in the FAQ, smallest first. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
