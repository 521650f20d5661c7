import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORDER_STATUSES } from '../orders/order-transitions.js';
import type { TextRange } from './admin-search-rules.js';
import { daySales, type DayFigures, emptyDay, type SalesFigure } from './dashboard-rules.js';

/**
 * The dashboard's read model: the one place the dashboard and the staff search read other modules' tables, in plain
 * read-only SQL (SELECT only — dashboard-read-model.spec.ts checks it), and a listed exception of
 * module-tables.spec.ts. Why not the owners' services: every answer here joins or counts across modules (a sale is an
 * order's move, its car's make and its destination; a search spans cars, users and orders), and a dozen one-off
 * count methods spread over seven services would serve this screen alone. Nothing here writes, locks or caches:
 * DashboardService caches the charts.
 *
 * Tables read, with the index each question uses (EXPLAIN-checked at a million cars, see the migration
 * DashboardSearchIndexes):
 * - orders: reservations expiring (ix_orders_expiring), reservations per day (ix_orders_status), search by id
 *   (uq_orders_public_id) and stock id (ix_orders_stock_id);
 * - order_transitions: deposits per day, i.e. sales (ix_order_transitions_to_status_at);
 * - remittance_copies: copies awaiting review (ix_remittance_copies_pending);
 * - inquiries, reviews, car_requests: waiting ones (their status indexes), inquiries per day (ix_inquiries_recent);
 * - car_daily_stats: views per day (ix_car_daily_stats_day_country);
 * - cars, makes: search by stock id (uq_cars_stock_id), a sale's make;
 * - users: a customer's name on an item, search by email and name prefix (ix_users_email_prefix, ix_users_name_prefix,
 *   ix_users_last_name_prefix).
 */

/** A customer as an item shows them; null once the account is deleted. */
export interface CustomerRow {
  customerId: string | null;
  customerEmail: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
}

export interface ExpiringRow extends CustomerRow {
  orderId: string;
  stockId: string;
  carTitle: string;
  expiresAt: Date;
  holdPaused: boolean;
}

export interface RemittanceRow extends CustomerRow {
  copyId: string;
  orderId: string;
  stockId: string;
  uploadedAt: Date;
}

export interface InquiryRow {
  id: string;
  name: string;
  email: string;
  stockId: string | null;
  createdAt: Date;
}

export interface ReviewRow {
  id: string;
  title: string;
  rating: number;
  reviewerName: string;
  country: string;
  createdAt: Date;
}

export interface CarRequestRow {
  id: string;
  number: string;
  make: string;
  model: string | null;
  year: number | null;
  name: string;
  createdAt: Date;
}

export interface WaitingCounts {
  remittanceCopies: number;
  inquiries: number;
  reviews: number;
  carRequests: number;
}

export interface CarHit {
  stockId: string;
  year: number;
  make: string;
  model: string;
  status: string;
  thumbnailUrl: string | null;
  price: string;
}

export interface CustomerHit {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
  country: string | null;
}

export interface OrderHit extends CustomerRow {
  id: string;
  stockId: string;
  carTitle: string;
  status: string;
  total: string;
  reservedAt: Date;
}

const CUSTOMER_COLUMNS = `u.public_id AS "customerId", u.email AS "customerEmail",
  u.first_name AS "customerFirstName", u.last_name AS "customerLastName"`;

/** A timestamp's Tokyo calendar day, as text. */
const tokyoDaySql = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD')`;

@Injectable()
export class DashboardReadModel {
  constructor(private readonly dataSource: DataSource) {}

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.dataSource.query(sql, params);
  }

  /* ---------------------------------------------------------------------------------------------- today's work */

  /** Reserved orders whose hold ends in [from, until): how many before `split`, how many after. */
  async expiringCounts(from: Date, split: Date, until: Date): Promise<{ first: number; second: number }> {
    const [row] = await this.rows<{ first: number; second: number }>(
      `SELECT count(*) FILTER (WHERE o.expires_at < $2)::int AS first, count(*) FILTER (WHERE o.expires_at >= $2)::int AS second
         FROM orders o
        WHERE o.status = 'reserved' AND o.expires_at >= $1 AND o.expires_at < $3`,
      [from, split, until],
    );
    return row ?? { first: 0, second: 0 };
  }

  /**
   * The first of them, soonest first. `holdPaused` is reservation-rules.ts protectsHold in SQL: a remittance copy
   * uploaded before the deadline and not rejected keeps the hold from running out.
   */
  expiring(from: Date, until: Date, limit: number): Promise<ExpiringRow[]> {
    return this.rows(
      `SELECT o.public_id AS "orderId", o.stock_id AS "stockId", o.car_title AS "carTitle", o.expires_at AS "expiresAt",
              EXISTS (SELECT 1 FROM remittance_copies rc
                       WHERE rc.order_id = o.id AND rc.status <> 'rejected' AND rc.uploaded_at < o.expires_at) AS "holdPaused",
              ${CUSTOMER_COLUMNS}
         FROM orders o
         LEFT JOIN users u ON u.id = o.user_id
        WHERE o.status = 'reserved' AND o.expires_at >= $1 AND o.expires_at < $2
        ORDER BY o.expires_at, o.id
        LIMIT $3`,
      [from, until, limit],
    );
  }

  /** How many of each kind of work wait: remittance copies to review, unanswered inquiries, reviews, car requests. */
  async waitingCounts(): Promise<WaitingCounts> {
    const [row] = await this.rows<WaitingCounts>(
      `SELECT (SELECT count(*) FROM remittance_copies WHERE status = 'pending')::int AS "remittanceCopies",
              (SELECT count(*) FROM inquiries WHERE status = 'pending')::int AS "inquiries",
              (SELECT count(*) FROM reviews WHERE status = 'pending')::int AS "reviews",
              (SELECT count(*) FROM car_requests WHERE status = 'open')::int AS "carRequests"`,
      [],
    );
    return row!;
  }

  /** Remittance copies awaiting review, the longest waiting first. */
  pendingRemittances(limit: number): Promise<RemittanceRow[]> {
    const columns = `rc.public_id AS "copyId", o.public_id AS "orderId", o.stock_id AS "stockId", rc.uploaded_at AS "uploadedAt",
              ${CUSTOMER_COLUMNS}`;
    const from = `remittance_copies rc
         JOIN orders o ON o.id = rc.order_id
         LEFT JOIN users u ON u.id = o.user_id`;
    return this.longestWaiting({ columns, from, alias: 'rc', status: 'pending', since: 'uploaded_at' }, limit);
  }

  /** Unanswered inquiries, the longest waiting first. */
  pendingInquiries(limit: number): Promise<InquiryRow[]> {
    const columns = `i.id::text AS id, i.name, i.email, c.stock_id AS "stockId", i.created_at AS "createdAt"`;
    return this.longestWaiting({ columns, from: 'inquiries i LEFT JOIN cars c ON c.id = i.car_id', alias: 'i', status: 'pending' }, limit);
  }

  /** Reviews waiting for moderation, the longest waiting first. */
  pendingReviews(limit: number): Promise<ReviewRow[]> {
    const columns = `r.public_id AS id, r.title, r.rating, r.reviewer_name AS "reviewerName", r.country, r.created_at AS "createdAt"`;
    return this.longestWaiting({ columns, from: 'reviews r', alias: 'r', status: 'pending' }, limit);
  }

  /** Car requests not yet handled, the longest waiting first. */
  openCarRequests(limit: number): Promise<CarRequestRow[]> {
    const columns = `cr.public_id AS id, cr.id::text AS number, cr.make, cr.model, cr.year, cr.name, cr.created_at AS "createdAt"`;
    return this.longestWaiting({ columns, from: 'car_requests cr', alias: 'cr', status: 'open' }, limit);
  }

  /**
   * The rows of a waiting list: `from`'s rows (alias `alias`) in `status`, the longest waiting first (by `since`,
   * then id). The status is a constant of the SQL, not a parameter: remittance copies' index is partial on it.
   */
  private longestWaiting<T>(
    list: { columns: string; from: string; alias: string; status: 'pending' | 'open'; since?: 'created_at' | 'uploaded_at' },
    limit: number,
  ): Promise<T[]> {
    const { alias, since = 'created_at' } = list;
    return this.rows(
      `SELECT ${list.columns}
         FROM ${list.from}
        WHERE ${alias}.status = '${list.status}'
        ORDER BY ${alias}.${since}, ${alias}.id
        LIMIT $1`,
      [limit],
    );
  }

  /* --------------------------------------------------------------------------------------------------- charts */

  /**
   * The figures of the Tokyo days `first`…`last` (both included) that had any activity: car views (car_daily_stats,
   * already per Tokyo day), inquiries received, reservations made (orders created, whatever became of them), and
   * sales — orders whose deposit came in that day (reserved → deposit_paid: the car is sold from then on, and every
   * sale passes there once by a payment; a voided payment's move back from paid is not a sale), worth the order's
   * total, by destination country and by make.
   */
  async days(first: string, last: string, from: Date, until: Date): Promise<Map<string, DayFigures>> {
    const [views, inquiries, reservations, sales] = await Promise.all([
      this.rows<{ day: string; n: number }>(
        `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, sum(s.views)::bigint::float8 AS n
           FROM car_daily_stats s
          WHERE s.day BETWEEN $1::date AND $2::date
          GROUP BY s.day`,
        [first, last],
      ),
      this.rows<{ day: string; n: number }>(
        `SELECT ${tokyoDaySql('i.created_at')} AS day, count(*)::int AS n
           FROM inquiries i
          WHERE i.created_at >= $1 AND i.created_at < $2
          GROUP BY 1`,
        [from, until],
      ),
      this.rows<{ day: string; n: number }>(
        // Every status listed: the leading column of ix_orders_status (status, reserved_at).
        `SELECT ${tokyoDaySql('o.reserved_at')} AS day, count(*)::int AS n
           FROM orders o
          WHERE o.status = ANY($3::varchar[]) AND o.reserved_at >= $1 AND o.reserved_at < $2
          GROUP BY 1`,
        [from, until, [...ORDER_STATUSES]],
      ),
      this.rows<{ day: string; country: string; make: string; makeTitle: string; n: number; amount: string }>(
        `SELECT ${tokyoDaySql('t.at')} AS day, o.destination_country AS country, m.slug AS make, m.title AS "makeTitle",
                count(*)::int AS n, sum(o.total)::text AS amount
           FROM order_transitions t
           JOIN orders o ON o.id = t.order_id
           JOIN cars c ON c.id = o.car_id
           JOIN makes m ON m.id = c.make_id
          WHERE t.to_status = 'deposit_paid' AND t.cause = 'payment' AND t.at >= $1 AND t.at < $2
          GROUP BY 1, 2, 3, 4`,
        [from, until],
      ),
    ]);
    const figures = new Map<string, DayFigures>();
    const dayOf = (day: string): DayFigures => {
      let f = figures.get(day);
      if (!f) figures.set(day, (f = emptyDay(day)));
      return f;
    };
    for (const r of views) dayOf(r.day).views = Number(r.n);
    for (const r of inquiries) dayOf(r.day).inquiries = r.n;
    for (const r of reservations) dayOf(r.day).reservations = r.n;
    const salesOf = new Map<string, SalesFigure[]>();
    for (const r of sales)
      salesOf.set(r.day, [
        ...(salesOf.get(r.day) ?? []),
        { key: `${r.country}|${r.make}`, label: r.makeTitle, count: r.n, amount: r.amount },
      ]);
    for (const [day, rows] of salesOf) Object.assign(dayOf(day), daySales(rows));
    return figures;
  }

  /* ------------------------------------------------------------------------------------------- staff search */

  /** Cars whose stock id is in the range, by stock id. */
  carsByStockId(range: TextRange, limit: number): Promise<CarHit[]> {
    return this.rows(
      `SELECT c.stock_id AS "stockId", c.year, m.title AS make, c.model, c.status,
              c.featured_thumbnail_url AS "thumbnailUrl", c.fob_price_usd::text AS price
         FROM cars c
         JOIN makes m ON m.id = c.make_id
        WHERE c.stock_id BETWEEN $1 AND $2
        ORDER BY c.stock_id
        LIMIT $3`,
      [range.low, range.high, limit],
    );
  }

  /**
   * Accounts whose email, full name ("first last") or last name starts with the pattern (lower-cased, LIKE-escaped):
   * each a prefix index (varchar/text_pattern_ops, so under any collation) read in its own order and cut at `limit`,
   * so a common prefix ("mo") costs three short index scans, not a sort of every match. An exact email first.
   */
  customers(pattern: string, exactEmail: string, limit: number): Promise<CustomerHit[]> {
    const columns = `u.public_id AS id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.role, u.status, u.country`;
    return this.rows(
      `SELECT hits.* FROM (
         (SELECT ${columns} FROM users u WHERE u.email LIKE $1 ORDER BY u.email USING ~<~ LIMIT $3)
         UNION
         (SELECT ${columns} FROM users u WHERE lower(u.first_name || ' ' || u.last_name) LIKE $1
           ORDER BY lower(u.first_name || ' ' || u.last_name) USING ~<~ LIMIT $3)
         UNION
         (SELECT ${columns} FROM users u WHERE lower(u.last_name) LIKE $1 ORDER BY lower(u.last_name) USING ~<~ LIMIT $3)
       ) hits
       ORDER BY hits.email = $2 DESC, lower(hits."firstName" || ' ' || hits."lastName"), hits.id
       LIMIT $3`,
      [pattern, exactEmail, limit],
    );
  }

  /** Orders whose id or stock id is in the given ranges, newest reservation first. */
  orders(byId: TextRange | null, byStockId: TextRange | null, limit: number): Promise<OrderHit[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (byId) where.push(`o.public_id BETWEEN $${params.push(byId.low)}::uuid AND $${params.push(byId.high)}::uuid`);
    if (byStockId) where.push(`o.stock_id BETWEEN $${params.push(byStockId.low)} AND $${params.push(byStockId.high)}`);
    if (where.length === 0) return Promise.resolve([]);
    return this.rows(
      `SELECT o.public_id AS id, o.stock_id AS "stockId", o.car_title AS "carTitle", o.status, o.total::text AS total,
              o.reserved_at AS "reservedAt", ${CUSTOMER_COLUMNS}
         FROM orders o
         LEFT JOIN users u ON u.id = o.user_id
        WHERE ${where.join(' OR ')}
        ORDER BY o.reserved_at DESC, o.id DESC
        LIMIT $${params.push(limit)}`,
      params,
    );
  }
}
