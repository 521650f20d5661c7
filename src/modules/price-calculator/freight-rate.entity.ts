import { Check, Column, Entity, Index } from 'typeorm';
import { PublicKeyed, Timestamped } from '../../common/database/columns.js';
import type { ShippingMethod } from './shipping-terms.js';

/**
 * Ocean freight from Japan to one destination port by one method (issue 11), edited by staff. RoRo is charged by the
 * car's volume (`roro_usd_per_m3`); a 20 ft container (`container_usd`) is shared by `cars_per_container` cars. One
 * row per country, port (case-insensitive) and method.
 */
@Entity('freight_rates')
@Index('uq_freight_rates_port_method', { synchronize: false })
@Check('ck_freight_rates_method', `"method" IN ('roro', 'container')`)
@Check(
  'ck_freight_rates_price',
  `("method" = 'roro' AND "roro_usd_per_m3" IS NOT NULL) OR ("method" = 'container' AND "container_usd" IS NOT NULL)`,
)
@Check('ck_freight_rates_cars_per_container', '"cars_per_container" BETWEEN 1 AND 10')
@Index('uq_freight_rates_public_id', ['publicId'], { unique: true })
export class FreightRate extends Timestamped(PublicKeyed) {
  @Column({ name: 'country_code', type: 'char', length: 2 })
  countryCode: string;

  /** The port of discharge as customers know it, e.g. "Karachi", "Qasim", "Dar es Salaam". */
  @Column({ type: 'varchar', length: 60 })
  port: string;

  @Column({ type: 'varchar', length: 10 })
  method: ShippingMethod;

  @Column({ name: 'roro_usd_per_m3', type: 'numeric', precision: 10, scale: 2, nullable: true })
  roroUsdPerM3: string | null;

  @Column({ name: 'container_usd', type: 'numeric', precision: 10, scale: 2, nullable: true })
  containerUsd: string | null;

  @Column({ name: 'cars_per_container', type: 'smallint', default: 4 })
  carsPerContainer: number;

  /** Typical days at sea from Japan; null when not known. */
  @Column({ name: 'transit_days', type: 'smallint', nullable: true })
  transitDays: number | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
