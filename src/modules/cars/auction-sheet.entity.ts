import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Car } from './car.entity.js';

export const OVERALL_GRADES = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'R', 'RA'] as const;
export const PART_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

/** One damage mark of the auction sheet's diagram, e.g. { code: 'A2', location: 'front bumper' }. */
export interface AuctionDamage {
  code: string;
  location: string;
}

/** The Japanese auction's inspection sheet of a car. */
@Entity('auction_sheets')
export class AuctionSheet {
  @PrimaryColumn({ name: 'car_id', type: 'bigint' })
  carId: string;

  @OneToOne(() => Car, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'car_id' })
  car?: Car;

  @Column({ name: 'auction_house', type: 'varchar', length: 60 })
  auctionHouse: string;

  @Column({ name: 'auction_date', type: 'date' })
  auctionDate: string;

  @Column({ name: 'overall_grade', type: 'varchar', length: 3 })
  overallGrade: string;

  @Column({ name: 'interior_grade', type: 'char', length: 1 })
  interiorGrade: string;

  @Column({ name: 'exterior_grade', type: 'char', length: 1 })
  exteriorGrade: string;

  @Column({ name: 'tyre_condition', type: 'varchar', length: 60, nullable: true })
  tyreCondition: string | null;

  @Column({ name: 'total_evaluation', type: 'varchar', length: 200, nullable: true })
  totalEvaluation: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  damages: AuctionDamage[];

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'translated_details', type: 'text', nullable: true })
  translatedDetails: string | null;
}
