import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../common/database/columns.js';

/** A car make (Toyota, Nissan, …): the catalogue's first filter and the home page's logo strip. */
@Entity('makes')
export class Make {
  @PrimaryGeneratedColumn('identity', { type: 'int', generatedIdentity: 'ALWAYS' })
  id: number;

  /** URL-safe public key, e.g. "toyota". */
  @Index('uq_makes_slug', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'image_url', type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ name: 'thumbnail_url', type: 'varchar', length: 500, nullable: true })
  thumbnailUrl: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
