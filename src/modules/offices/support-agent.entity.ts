import { Column, Entity } from 'typeorm';
import { Timestamped, UuidKeyed } from '../../common/database/columns.js';

/** A support agent of the WhatsApp widget (spec §2): name, photo, number and the languages they speak. */
@Entity('support_agents')
export class SupportAgent extends Timestamped(UuidKeyed) {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** An https:// address or an uploaded image (`/uploads/support-agents/…`); null: no photo. */
  @Column({ name: 'photo_url', type: 'varchar', length: 500, nullable: true })
  photoUrl: string | null;

  /** The thumbnail of an uploaded photo. */
  @Column({ name: 'photo_thumbnail_url', type: 'varchar', length: 500, nullable: true })
  photoThumbnailUrl: string | null;

  /** E.164, e.g. +819055550101. */
  @Column({ type: 'varchar', length: 16 })
  whatsapp: string;

  /** Language names in English ("English", "Urdu"), the widget picks an agent who speaks the page's language. */
  @Column({ type: 'jsonb' })
  languages: string[];

  @Column({ type: 'int', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
