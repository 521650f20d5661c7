import { Injectable } from '@nestjs/common';
import { usd } from '../../common/money/money.dto.js';
import type { CarStatus } from '../cars/car.entity.js';
import type { OrderStatus } from '../orders/order-transitions.js';
import type { AccountStatus, Role } from '../users/user.entity.js';
import { orderIdRange, prefixPattern, SEARCH_GROUP_LIMIT, stockIdRange } from './admin-search-rules.js';
import type { AdminSearchResultDto } from './admin-search.dto.js';
import { DashboardReadModel } from './dashboard-read-model.js';
import { toDashboardCustomer } from './dashboard.service.js';

/**
 * The back office's one search box (GET /api/admin/search?q=): cars by stock id, accounts by email or name, orders by
 * id, invoice number or stock id — each a prefix, each a range of an index (admin-search-rules.ts), so the answer is
 * as fast at a million cars as at a hundred. A text that cannot be a stock id or an order id does not query them.
 */
@Injectable()
export class AdminSearchService {
  constructor(private readonly read: DashboardReadModel) {}

  async search(text: string): Promise<AdminSearchResultDto> {
    const q = text.trim();
    const stockIds = stockIdRange(q);
    const orderIds = orderIdRange(q);
    const [cars, customers, orders] = await Promise.all([
      stockIds ? this.read.carsByStockId(stockIds, SEARCH_GROUP_LIMIT) : [],
      this.read.customers(prefixPattern(q), q.toLowerCase(), SEARCH_GROUP_LIMIT),
      this.read.orders(orderIds, stockIds, SEARCH_GROUP_LIMIT),
    ]);
    return {
      q,
      cars: cars.map((c) => ({
        ref: c.stockId,
        title: `${c.year} ${c.make} ${c.model}`,
        status: c.status as CarStatus,
        thumbnailUrl: c.thumbnailUrl,
        price: usd(c.price),
      })),
      customers: customers.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        role: u.role as Role,
        status: u.status as AccountStatus,
        country: u.country,
      })),
      orders: orders.map((o) => ({
        id: o.id,
        stockId: o.stockId,
        carTitle: o.carTitle,
        status: o.status as OrderStatus,
        total: usd(o.total),
        reservedAt: o.reservedAt.toISOString(),
        customer: toDashboardCustomer(o),
      })),
    };
  }
}
