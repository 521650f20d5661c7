import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../../common/database/columns.js';
import { User } from '../../users/user.entity.js';

/** A dealer's own API limits, set by staff; without a row, API_KEY_PER_MINUTE and API_KEY_PER_DAY apply. Per key. */
@Entity('dealer_api_limits')
@Check('ck_dealer_api_limits_positive', '"per_minute" >= 1 AND "per_day" >= 1')
export class DealerApiLimit {
  @PrimaryColumn({ name: 'user_id', type: 'bigint' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'per_minute', type: 'integer' })
  perMinute: number;

  @Column({ name: 'per_day', type: 'integer' })
  perDay: number;

  @UpdatedAtColumn()
  updatedAt: Date;
}
