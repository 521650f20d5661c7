import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Views (and, later, inquiries) per car, day and visitor country, flushed from Redis counters by a job.
 * The landing page ranks "most popular" per country from the last 30 days of these rows.
 */
@Entity('car_daily_stats')
@Index('ix_car_daily_stats_day_country', ['day', 'country'])
export class CarDailyStat {
  @PrimaryColumn({ name: 'car_id', type: 'bigint' })
  carId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  /** ISO alpha-2 of the visitor, or "ZZ" when unknown. */
  @PrimaryColumn({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'int', default: 0 })
  views: number;

  @Column({ type: 'int', default: 0 })
  inquiries: number;
}
