import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Car } from '../cars/car.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A car a customer keeps in My Favorites (spec §2 Profile, §4 Favorite toggle). One row per (user, car): the unique
 * index makes adding twice a no-op. The row outlives the car leaving the public catalogue (sold, in transit), so the
 * list keeps showing it, marked; it goes with the user or the car.
 */
@Entity('favorites')
@Index('uq_favorites_user_car', ['userId', 'carId'], { unique: true })
@Index('ix_favorites_user_recent', ['userId', 'createdAt', 'id'])
@Index('ix_favorites_car', ['carId'])
export class Favorite {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'car_id', type: 'bigint' })
  carId: string;

  @ManyToOne(() => Car, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'car_id' })
  car?: Car;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
