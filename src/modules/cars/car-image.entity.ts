import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Car } from './car.entity.js';

/** One picture of a car's gallery, in the order staff chose (position 0 is the featured image). */
@Entity('car_images')
@Index('ix_car_images_car_position', ['carId', 'position'])
export class CarImage {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'car_id', type: 'bigint' })
  carId: string;

  @ManyToOne(() => Car, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'car_id' })
  car?: Car;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ name: 'thumbnail_url', type: 'varchar', length: 500 })
  thumbnailUrl: string;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
