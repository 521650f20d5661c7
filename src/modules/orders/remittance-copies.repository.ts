import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { RemittanceCopy } from './remittance-copy.entity.js';

/**
 * Every query of the orders module over `remittance_copies`. A method that may run in a caller's transaction takes
 * its EntityManager first; without one it reads outside any.
 */
@Injectable()
export class RemittanceCopiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts a copy and reads it back as stored (by its storage key, which is unique). */
  async insertAndRead(m: EntityManager, values: Partial<RemittanceCopy> & { storageKey: string }): Promise<RemittanceCopy> {
    const repo = m.getRepository(RemittanceCopy);
    await repo.insert(repo.create(values));
    return repo.findOneByOrFail({ storageKey: values.storageKey });
  }

  /** A copy of the order by public id; with `lock`, its row locked for the transaction. */
  findOfOrder(publicId: string, orderId: string, options: { m?: EntityManager; lock?: boolean } = {}): Promise<RemittanceCopy | null> {
    const m = options.m ?? this.dataSource.manager;
    return m
      .getRepository(RemittanceCopy)
      .findOne({ where: { publicId, orderId }, ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  async update(m: EntityManager, id: string, values: QueryDeepPartialEntity<RemittanceCopy>): Promise<void> {
    await m.getRepository(RemittanceCopy).update({ id }, values);
  }

  countOfOrder(m: EntityManager, orderId: string): Promise<number> {
    return m.getRepository(RemittanceCopy).countBy({ orderId });
  }

  /** The copies of these orders, newest first. */
  ofOrders(m: EntityManager, orderIds: readonly string[]): Promise<RemittanceCopy[]> {
    return m
      .getRepository(RemittanceCopy)
      .find({ where: { orderId: orderIds.length === 1 ? orderIds[0] : In([...orderIds]) }, order: { uploadedAt: 'DESC', id: 'DESC' } });
  }
}
