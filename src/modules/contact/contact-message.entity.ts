import { Check, Column, Entity, Index } from 'typeorm';
import { Created, OwnedBy, PublicKeyed } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';

export const CONTACT_SUBJECTS = ['sales', 'support', 'partnership', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Staff mark a message handled once it is answered (by email, outside the site); a handled one may be reopened. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/**
 * A message sent through Contact us (spec §2: subject sales, support, partnership or other). Kept, and emailed to the
 * staff address of its subject. The sender's account is linked when they were signed in; the message stays when the
 * account goes.
 */
@Entity('contact_messages')
@Index('ix_contact_messages_recent', ['createdAt', 'id'])
@Index('ix_contact_messages_subject_recent', ['subject', 'createdAt', 'id'])
@Index('ix_contact_messages_user', ['userId'])
@Index('ix_contact_messages_status_recent', ['status', 'createdAt', 'id'])
@Index('ix_contact_messages_status', ['status', 'id'])
@Index('ix_contact_messages_subject', ['subject', 'id'])
@Check('ck_contact_messages_subject', `"subject" IN ('sales', 'support', 'partnership', 'other')`)
@Check('ck_contact_messages_status', `"status" IN ('new', 'handled')`)
@Index('uq_contact_messages_public_id', ['publicId'], { unique: true })
export class ContactMessage extends Created(OwnedBy(PublicKeyed, () => User, 'SET NULL')) {
  @Column({ type: 'varchar', length: 16 })
  subject: ContactSubject;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @Column({ name: 'privacy_agreed_at', type: 'timestamptz' })
  privacyAgreedAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: ContactMessageStatus;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  /** The staff member's public id. */
  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy: string | null;
}
