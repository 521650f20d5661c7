import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, MoneyColumn, OwnedBy, PublicKeyed, Timestamped, type Constructor } from '../../common/database/columns.js';
import { Car } from '../cars/car.entity.js';
import type { ConsigneeFields } from '../users/consignees/consignee-rules.js';
import { User } from '../users/user.entity.js';
import type { ShippingMethod, TradeTerms } from '../price-calculator/shipping-terms.js';
import type { PriceSnapshot } from './order-pricing.js';
import type { OrderStatus } from './order-transitions.js';

/** The consignee and notify party as they were when the order was placed (the profile may change later). */
export type ConsigneeSnapshot = Omit<ConsigneeFields, 'permanent'> & { id: string };

/**
 * A customer's order for one car: a reservation first, then a sale. It keeps a snapshot of the car, the price and
 * the terms as they were when reserved; money is numeric in the order's currency (USD). At most one order per car is
 * not cancelled (uq_orders_holding_car): that index is what makes "This car is already reserved!" hold under any
 * concurrency, beside the car's row lock (CarStock.reserveForOrder).
 */
@Entity('orders')
@Index('uq_orders_holding_car', ['carId'], { unique: true, where: "status <> 'cancelled'" })
@Index('ix_orders_user', ['userId', 'reservedAt'])
@Index('ix_orders_status', ['status', 'reservedAt'])
// The sweep's question: reserved orders past their deadline.
@Index('ix_orders_expiring', ['expiresAt'], { where: "status = 'reserved'" })
// The staff search box: orders by stock id or its start (dashboard/admin-search-rules.ts stockIdRange).
@Index('ix_orders_stock_id', ['stockId'])
// The back office's sort keys and stock id search (migration AdminOrderLists: shapes TypeORM cannot express).
@Index('ix_orders_sort_reserved', { synchronize: false })
@Index('ix_orders_sort_expires', { synchronize: false })
@Index('ix_orders_sort_status_changed', { synchronize: false })
@Index('ix_orders_sort_total', { synchronize: false })
@Index('ix_orders_sort_stock', { synchronize: false })
@Index('ix_orders_sort_status', { synchronize: false })
@Index('ix_orders_stock_search', { synchronize: false })
// A won auction car has one order at a time (a cancelled one may be followed by another).
@Index('uq_orders_auction_bid', ['auctionBidId'], { unique: true, where: "auction_bid_id IS NOT NULL AND status <> 'cancelled'" })
// The database refuses what the services must never write: more allocated than the order costs.
@Check('ck_orders_allocated', '"amount_allocated" >= 0 AND "amount_allocated" <= "total"')
@Index('uq_orders_public_id', ['publicId'], { unique: true })
// OwnedBy … 'SET NULL': the customer's account; null once it is deleted (the order stays, for the trade records).
export class Order extends Timestamped(OwnedBy(PublicKeyed, () => User, 'SET NULL')) {
  @KeyColumn('car_id')
  carId: string;

  @JoinedTo(() => Car, 'car_id', { onDelete: 'RESTRICT' })
  car?: Car;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ name: 'stock_id', type: 'varchar', length: 12 })
  stockId: string;

  /** "2018 Toyota Corolla" */
  @Column({ name: 'car_title', type: 'varchar', length: 120 })
  carTitle: string;

  @Column({ name: 'car_thumbnail_url', type: 'varchar', length: 500, nullable: true })
  carThumbnailUrl: string | null;

  @Column({ name: 'trade_terms', type: 'varchar', length: 3 })
  tradeTerms: TradeTerms;

  @Column({ name: 'shipping_method', type: 'varchar', length: 16 })
  shippingMethod: ShippingMethod;

  /** ISO 3166-1 alpha-2. */
  @Column({ name: 'destination_country', type: 'char', length: 2 })
  destinationCountry: string;

  @Column({ name: 'destination_port', type: 'varchar', length: 60 })
  destinationPort: string;

  @Column({ type: 'jsonb' })
  consignee: ConsigneeSnapshot;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: 'USD';

  @MoneyColumn({ name: 'vehicle_price' })
  vehiclePrice: string;

  @MoneyColumn()
  freight: string;

  @MoneyColumn()
  insurance: string;

  @MoneyColumn()
  total: string;

  /**
   * The itemised price the order was priced with (issue 24 §2): the landed-price engine's lines (FOB, charges in Japan,
   * inspection, freight, insurance) in USD and in the customer's currency at the day's rate, with the totals. A snapshot:
   * later changes to the price tables or the rates never alter it. vehicle_price, freight, insurance and total are its
   * lines and total, kept as columns for the lists, the sorts and the payments.
   */
  @Column({ name: 'price_snapshot', type: 'jsonb' })
  priceSnapshot: PriceSnapshot;

  /**
   * When marine insurance started: the reservation of a CIF order (its terms include it), or when the customer added
   * it to a CFR order (orders/order-insurance-rules.ts); null while uninsured.
   */
  @Column({ name: 'insured_at', type: 'timestamptz', nullable: true })
  insuredAt: Date | null;

  /** The premium rate (percent of the cover) `insurance` was computed at; null while uninsured. */
  @Column({ name: 'insurance_rate_percent', type: 'numeric', precision: 6, scale: 4, nullable: true })
  insuranceRatePercent: string | null;

  /** The sum of the payment allocations to this order, kept with them in one transaction. */
  @MoneyColumn({ name: 'amount_allocated', default: 0 })
  amountAllocated: string;

  /**
   * The won auction bid request (its public id) this order buys the car of, or null for a stock car. Such an order is
   * not cancelled when its security deposit is late, nor by the customer: the car is bought already (reservation-rules
   * shouldExpire, ReservationsService.cancelReservation). The auctions module owns the bid requests; no foreign key crosses.
   */
  @Column({ name: 'auction_bid_id', type: 'uuid', nullable: true })
  auctionBidId: string | null;

  /** The sailing that carries the car, once staff assign one (issue 9 §5; the shipments module owns the row). */
  @Index('ix_orders_shipment')
  @Column({ name: 'shipment_id', type: 'bigint', nullable: true })
  shipmentId: string | null;

  /**
   * The foreign key to the sailing. Its entity is named, not imported: the shipments module sits above orders (it reads
   * and moves orders), so an order knows its sailing by id only; the relation is never loaded.
   */
  @JoinedTo('Shipment', 'shipment_id', { onDelete: 'SET NULL' })
  shipment?: never;

  @Column({ name: 'reserved_at', type: 'timestamptz' })
  reservedAt: Date;

  /** The hold's deadline: 3 business days after reservedAt on the company calendar (extended by staff). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'status_changed_at', type: 'timestamptz' })
  statusChangedAt: Date;
}

/** Money a record puts on an order (a coupon's redemption, a payment's allocation): the order, and the amount. */
export function AppliedToOrder<B extends Constructor>(Base: B) {
  abstract class AppliedToOrderRow extends Base {
    @KeyColumn('order_id')
    orderId: string;

    @JoinedTo(() => Order, 'order_id', { onDelete: 'RESTRICT' })
    order?: Order;

    @MoneyColumn()
    amount: string;
  }
  return AppliedToOrderRow;
}

/**
 * The order a record is about (a damage report, an insurance claim): its key and relation (the record goes with the
 * order), and the order's public id, stock id and car title copied so the record's lists need no join.
 */
export function OrderCopy<B extends Constructor>(Base: B) {
  abstract class OrderCopyRow extends Base {
    @KeyColumn('order_id')
    orderId: string;

    @JoinedTo(() => Order, 'order_id', { onDelete: 'CASCADE' })
    order?: Order;

    /** The order's public id, as the customer's and staff's order routes name it. */
    @Column({ name: 'order_public_id', type: 'uuid' })
    orderPublicId: string;

    @Column({ name: 'stock_id', type: 'varchar', length: 12 })
    stockId: string;

    @Column({ name: 'car_title', type: 'varchar', length: 120 })
    carTitle: string;
  }
  return OrderCopyRow;
}
