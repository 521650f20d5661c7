import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict, invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { isUuid } from '../../common/validation/uuid.js';
import { OrderChanges } from './order-changes.service.js';
import type { OrderStatus } from './order-transitions.js';
import type { Order } from './order.entity.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * Orders as the shipments module reaches them: any order by id for staff, orders put on (or taken off) a shipment,
 * and the orders each shipment carries. An order's shipment is its `shipment_id`, set only here.
 */
@Injectable()
export class OrderShippingService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderChanges: OrderChanges,
  ) {}

  /** Any customer's order by public id (staff routes), or 404 "Order not found.". */
  findForStaff(id: string, m: EntityManager = this.orders.manager): Promise<Order> {
    return this.orderChanges.find(m, id);
  }

  /**
   * Puts orders on a shipment (or takes them off with null), in the caller's transaction: every id must be an order
   * (400 `ORDER_ID_INVALID`), and in one of `statuses` (409 `ORDER_NOT_SHIPPABLE`). The rows are locked, in id order.
   * Answers the orders as they were, for the caller's audit entry.
   */
  async assignToShipment(
    m: EntityManager,
    orderIds: readonly string[],
    shipmentId: string | null,
    statuses: readonly OrderStatus[],
  ): Promise<Order[]> {
    const ids = [...new Set(orderIds)];
    if (!ids.every(isUuid)) throw invalidField('orderIds', Msg.ORDER_ID_INVALID);
    const orders = await this.orders.lockByPublicIds(m, ids);
    if (orders.length !== ids.length) throw invalidField('orderIds', Msg.ORDER_ID_INVALID);
    const refused = orders.find((o) => !statuses.includes(o.status));
    if (refused) throw conflict(Msg.ORDER_NOT_SHIPPABLE, { orderId: refused.publicId, status: refused.status.replace(/_/g, ' ') });
    await this.orders.setShipment(
      m,
      orders.map((o) => o.id),
      shipmentId,
    );
    return orders;
  }

  /** How many orders each of these shipments (internal ids) carries; a shipment with none is left out. */
  async countOnShipments(shipmentIds: readonly string[]): Promise<Map<string, number>> {
    if (shipmentIds.length === 0) return new Map();
    return this.orders.countOnShipments(shipmentIds);
  }

  /** The orders on a shipment, oldest reservation first. */
  onShipment(shipmentId: string): Promise<Order[]> {
    return this.orders.onShipment(shipmentId);
  }
}
