import { Entity, Index } from 'typeorm';
import { Created, JoinedTo, KeyColumn, Keyed, OwnedBy } from '../../common/database/columns.js';
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
export class Favorite extends Created(OwnedBy(Keyed, () => User, 'CASCADE')) {
  @KeyColumn('car_id')
  carId: string;

  @JoinedTo(() => Car, 'car_id', { onDelete: 'CASCADE' })
  car?: Car;
}
