import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { Created, JoinedTo, KeyColumn, Keyed, OwnedBy, PublicKeyed, Timestamped, UpdatedAtColumn } from '../../common/database/columns.js';
import { Car } from '../cars/car.entity.js';
import type { CarFilters } from '../cars/car-search-rules.js';
import { User } from '../users/user.entity.js';
import type { AlertFrequency, FavoriteAlertKind } from './saved-search-rules.js';

/**
 * A customer's saved catalogue search (issue 10, saved searches and alerts): the catalogue's normalised filters, and
 * how often new matches are emailed. The unsubscribe token is random and only turns the alert off, so it is kept as
 * is: the alert job writes it into every email.
 */
@Entity('saved_searches')
@Index('ix_saved_searches_user', ['userId', 'createdAt', 'id'])
@Index('ix_saved_searches_active', ['id'], { where: "frequency <> 'off'" })
@Check('ck_saved_searches_frequency', `"frequency" IN ('instant', 'daily', 'off')`)
@Index('uq_saved_searches_public_id', ['publicId'], { unique: true })
export class SavedSearch extends Timestamped(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'jsonb' })
  filters: CarFilters;

  @Column({ type: 'varchar', length: 8 })
  frequency: AlertFrequency;

  @Index('uq_saved_searches_unsubscribe_token', { unique: true })
  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64 })
  unsubscribeToken: string;

  @Column({ name: 'last_alerted_at', type: 'timestamptz', nullable: true })
  lastAlertedAt: Date | null;
}

/** A car a saved search matched: one row per (search, car), so no car is ever emailed twice for one search. */
@Entity('saved_search_matches')
@Index('ix_saved_search_matches_pending', ['savedSearchId'], { where: 'emailed_at IS NULL' })
@Index('ix_saved_search_matches_car', ['carId'])
export class SavedSearchMatch {
  @PrimaryColumn({ name: 'saved_search_id', type: 'bigint' })
  savedSearchId: string;

  @JoinedTo(() => SavedSearch, 'saved_search_id', { onDelete: 'CASCADE' })
  savedSearch?: SavedSearch;

  @PrimaryColumn({ name: 'car_id', type: 'bigint' })
  carId: string;

  @JoinedTo(() => Car, 'car_id', { onDelete: 'CASCADE' })
  car?: Car;

  @CreateDateColumn({ name: 'matched_at', type: 'timestamptz' })
  matchedAt: Date;

  /** When its alert went out; null while pending (a daily search's matches wait for the next day's email). */
  @Column({ name: 'emailed_at', type: 'timestamptz', nullable: true })
  emailedAt: Date | null;
}

/** A customer's alert settings: whether their favorites' price drops and reservations are emailed (opt-in). */
@Entity('alert_preferences')
export class AlertPreference {
  @PrimaryColumn({ name: 'user_id', type: 'bigint' })
  userId: string;

  @JoinedTo(() => User, 'user_id', { onDelete: 'CASCADE' })
  user?: User;

  @Column({ name: 'favorite_alerts', type: 'boolean', default: false })
  favoriteAlerts: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/**
 * What happened to a listed car since the alert job last looked: written by the `cars_alert_events` trigger (see the
 * SavedSearches migration) whenever a car goes back to available, is reserved, or its price drops — whoever changed
 * it — and consumed (deleted) by the job. New cars need no row: the job finds them by `created_at`.
 */
@Entity('car_alert_events')
@Check('ck_car_alert_events_kind', `"kind" IN ('listed', 'reserved', 'price_drop')`)
export class CarAlertEvent extends Created(Keyed) {
  @KeyColumn('car_id')
  carId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: 'listed' | FavoriteAlertKind;
}

/** A favorite's change waiting for (or recorded after) its owner's email: one per event and owner. */
@Entity('favorite_alerts')
@Index('uq_favorite_alerts_event_user', ['eventId', 'userId'], { unique: true })
@Index('ix_favorite_alerts_pending', ['userId'], { where: 'emailed_at IS NULL' })
@Check('ck_favorite_alerts_kind', `"kind" IN ('reserved', 'price_drop')`)
export class FavoriteAlert extends Created(OwnedBy(Keyed, () => User, 'CASCADE')) {
  @KeyColumn('event_id')
  eventId: string;

  @KeyColumn('car_id')
  carId: string;

  @JoinedTo(() => Car, 'car_id', { onDelete: 'CASCADE' })
  car?: Car;

  @Column({ type: 'varchar', length: 16 })
  kind: FavoriteAlertKind;

  @Column({ name: 'emailed_at', type: 'timestamptz', nullable: true })
  emailedAt: Date | null;
}

/** How far the alert job has looked at new cars (`created_at`): one row, moved forward by each run. */
@Entity('alert_watermarks')
export class AlertWatermark {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  /** While a large batch is being paged through: the (created_at, id) of the last car taken. */
  @Column({ name: 'cursor_at', type: 'timestamptz', nullable: true })
  cursorAt: Date | null;

  @KeyColumn('cursor_id', { nullable: true })
  cursorId: string | null;
}
