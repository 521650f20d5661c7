import { Check, Column, Entity, Index } from 'typeorm';
import { Timestamped, UuidKeyed } from '../../common/database/columns.js';
import type { OfficeRegion } from './office-rules.js';

/** One office of the global network (spec §1, §2 tabs Headquarters, Africa, Asia, Europe, Americas). */
@Entity('offices')
@Index('ix_offices_region', ['region', 'position'])
@Check('ck_offices_region', `"region" IN ('Headquarters', 'Africa', 'Asia', 'Europe', 'Americas')`)
export class Office extends Timestamped(UuidKeyed) {
  @Column({ type: 'varchar', length: 20 })
  region: OfficeRegion;

  /** e.g. "Nairobi office". */
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  /** ISO 3166-1 alpha-2. */
  @Column({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 300 })
  address: string;

  /** One or more phone numbers, as written. */
  @Column({ type: 'jsonb' })
  phones: string[];

  /** E.164, or null when the office has none. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  whatsapp: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** As shown, e.g. "Mon–Sat 09:00–18:00". */
  @Column({ name: 'opening_hours', type: 'varchar', length: 200 })
  openingHours: string;

  /** IANA time zone of the office, for its local time. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64 })
  timeZone: string;

  /** Its place within the region, smallest first. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
