import { Column, Entity, Index } from 'typeorm';
import { Created, GalleryImage, JoinedTo, KeyColumn, Keyed } from '../../common/database/columns.js';
import { Car } from './car.entity.js';

/** One picture of a car's gallery, in the order staff chose (position 0 is the featured image). */
@Entity('car_images')
@Index('ix_car_images_car_position', ['carId', 'position'])
export class CarImage extends GalleryImage(Created(Keyed)) {
  @KeyColumn('car_id')
  carId: string;

  @JoinedTo(() => Car, 'car_id', { onDelete: 'CASCADE' })
  car?: Car;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;
}
