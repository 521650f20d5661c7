import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, Keyed, MoneyColumn, Timestamped } from '../../common/database/columns.js';
import { Make } from '../makes/make.entity.js';

import { type CarStatus, type Steering } from '@autoexport/contract/cars';

// The vocabularies live in a plain file the web client imports too; re-exported for the server's many imports.
export {
  BODY_TYPES,
  CAR_STATUSES,
  type CarStatus,
  CATEGORIES,
  DRIVES,
  FUELS,
  HIDDEN_STATUSES,
  type Steering,
  STEERINGS,
  TRANSMISSIONS,
} from '@autoexport/contract/cars';

/** One stock car. Money is numeric (never a float); the public key is the stock id. */
@Entity('cars')
// Catalogue indexes (migrations/…-CatalogueIndexes.ts), all partial on the listed cars, as car-search-sql.ts queries them.
// Keyset sorts, alone and within a make:
@Index('ix_cars_listed_price', ['fobPriceUsd', 'id'], { where: "status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')" })
@Index('ix_cars_listed_year', ['year', 'id'], { where: "status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')" })
@Index('ix_cars_listed_mileage', ['mileageKm', 'id'], { where: "status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')" })
@Index('ix_cars_listed_make_price', ['makeId', 'fobPriceUsd', 'id'], {
  where: "status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')",
})
@Index('ix_cars_listed_make_year', ['makeId', 'year', 'id'], { where: "status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')" })
@Index('ix_cars_listed_make_mileage', ['makeId', 'mileageKm', 'id'], {
  where: "status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')",
})
// Newest first, alone and within a make, covering every filter column (INCLUDE) so filters and counts run index-only,
// and the trigram index of the free-text search: TypeORM cannot express these, the migration creates them.
@Index('ix_cars_listed_recent', { synchronize: false })
@Index('ix_cars_listed_make_recent', { synchronize: false })
@Index('ix_cars_listed_search', { synchronize: false })
// The staff list over every status (admin/car-admin-list-sql.ts, migrations/…-AdminCarListIndexes.ts): each sort key
// with the id, newest first alone and within a make covering every filter column (INCLUDE, created by the migration),
// and the free text's trigram index.
@Index('ix_cars_price', ['fobPriceUsd', 'id'])
@Index('ix_cars_year', ['year', 'id'])
@Index('ix_cars_mileage', ['mileageKm', 'id'])
@Index('ix_cars_status', ['status', 'id'])
@Index('ix_cars_recent', { synchronize: false })
@Index('ix_cars_make_recent', { synchronize: false })
@Index('ix_cars_search', { synchronize: false })
// The chassis check's lookup key, upper(translate(chassis_number, '- ', '')), over every car (migrations/…-ChassisCheck.ts).
@Index('ix_cars_chassis_key', { synchronize: false })
export class Car extends Timestamped(Keyed) {
  /** The public reference, e.g. "AB1234567". */
  @Index('uq_cars_stock_id', { unique: true })
  @Column({ name: 'stock_id', type: 'varchar', length: 12 })
  stockId: string;

  @Column({ name: 'make_id', type: 'int' })
  makeId: number;

  @JoinedTo(() => Make, 'make_id', { onDelete: 'RESTRICT' })
  make?: Make;

  @Column({ type: 'varchar', length: 60 })
  model: string;

  @Column({ type: 'smallint' })
  year: number;

  @Column({ name: 'mileage_km', type: 'int' })
  mileageKm: number;

  @Column({ name: 'engine_cc', type: 'int' })
  engineCc: number;

  @Column({ type: 'varchar', length: 8 })
  drive: string;

  @Column({ name: 'body_type', type: 'varchar', length: 24 })
  bodyType: string;

  @Column({ type: 'varchar', length: 16 })
  transmission: string;

  @Column({ type: 'varchar', length: 16 })
  fuel: string;

  @Column({ type: 'smallint' })
  doors: number;

  @Column({ type: 'smallint' })
  seats: number;

  @Column({ type: 'varchar', length: 24 })
  color: string;

  @Column({ type: 'varchar', length: 8 })
  steering: Steering;

  @Column({ name: 'chassis_number', type: 'varchar', length: 32 })
  chassisNumber: string;

  @Column({ name: 'engine_code', type: 'varchar', length: 24, nullable: true })
  engineCode: string | null;

  /** ISO 3166-1 alpha-2 country where the car stands. */
  @Column({ name: 'location_country', type: 'char', length: 2, default: 'JP' })
  locationCountry: string;

  @Column({ name: 'stock_port', type: 'varchar', length: 40, default: 'Tokyo' })
  stockPort: string;

  @Column({ name: 'length_m', type: 'numeric', precision: 4, scale: 2 })
  lengthM: string;

  @Column({ name: 'width_m', type: 'numeric', precision: 4, scale: 2 })
  widthM: string;

  @Column({ name: 'height_m', type: 'numeric', precision: 4, scale: 2 })
  heightM: string;

  /** Freight is charged by volume: length × width × height, kept by the service (see car-rules.ts). */
  @Column({ name: 'volume_m3', type: 'numeric', precision: 7, scale: 3 })
  volumeM3: string;

  /** FOB price in USD, two decimals. */
  @MoneyColumn({ name: 'fob_price_usd' })
  fobPriceUsd: string;

  @Column({ type: 'varchar', length: 16, default: 'available' })
  status: CarStatus;

  @Column({ type: 'varchar', length: 24 })
  category: string;

  /** Denormalised from the first gallery image so list pages need no join. */
  @Column({ name: 'featured_image_url', type: 'varchar', length: 500, nullable: true })
  featuredImageUrl: string | null;

  @Column({ name: 'featured_thumbnail_url', type: 'varchar', length: 500, nullable: true })
  featuredThumbnailUrl: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  features: string[];

  @Column({ name: 'view_count', type: 'bigint', default: 0 })
  viewCount: string;
}
