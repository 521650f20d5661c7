import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrderStatus } from './order-transitions.js';
import { OrdersRepository } from './orders.repository.js';

/** The order that holds (or bought) a car, as the staff car routes ask for it. */
export interface CarHolder {
  orderId: string;
  status: OrderStatus;
}

/**
 * Who holds which car, and who has bought one: the cars module (a car whose status follows an order), saved-search
 * alerts (not alerting a customer to the car they hold) and reviews (the verified-buyer badge) ask here.
 */
@Injectable()
export class CarHoldersService {
  constructor(private readonly orders: OrdersRepository) {}

  /**
   * The order holding a car (any state but cancelled), read in the caller's transaction: the staff car routes refuse
   * to change the status of a car whose status follows an order (issue 9 §8).
   */
  async holderOfCar(m: EntityManager, carId: string): Promise<CarHolder | null> {
    const order = await this.orders.holderOfCar(m, carId);
    return order ? { orderId: order.publicId, status: order.status } : null;
  }

  /** Who holds each of these cars (the customer of its order in any state but cancelled): car id → user id. */
  async holdersOfCars(carIds: readonly string[]): Promise<Map<string, string>> {
    if (carIds.length === 0) return new Map();
    const rows = await this.orders.holdersOfCars(carIds);
    return new Map(rows.filter((r) => r.userId !== null).map((r) => [String(r.carId), String(r.userId)]));
  }

  /**
   * Which of these customers have bought a car from us: an order in their Purchased Vehicles (PURCHASED_LIST.all —
   * paid, or shipped or arrived and fully paid). Read by the reviews' verified-buyer badge.
   */
  async purchasersAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    return this.orders.purchasersAmong(userIds);
  }
}
