import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { Car, type CarStatus } from './car.entity.js';

/** The cars' rows as their orders read, lock and move them (CarStock); the moves run on the order's EntityManager. */
@Injectable()
export class CarStockRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** What an order's title is made of, or null for an unknown stock id. */
  titleFacts(stockId: string): Promise<Pick<Car, 'makeId' | 'year' | 'model'> | null> {
    return this.dataSource.getRepository(Car).findOne({ where: { stockId }, select: { makeId: true, year: true, model: true } });
  }

  /** The car by stock id, its row locked for the rest of the transaction; null when unknown. */
  lockByStockId(m: EntityManager, stockId: string): Promise<Car | null> {
    return m.getRepository(Car).findOne({ where: { stockId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The car by internal id, its row locked for the rest of the transaction. */
  lockById(m: EntityManager, id: string): Promise<Car> {
    return m.getRepository(Car).findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The cars of the given ids, their rows locked in id order (so two such locks never deadlock). */
  lockInIdOrder(m: EntityManager, ids: readonly string[]): Promise<Car[]> {
    return m
      .getRepository(Car)
      .createQueryBuilder('c')
      .where('c.id IN (:...ids)', { ids })
      .orderBy('c.id')
      .setLock('pessimistic_write')
      .getMany();
  }

  async setStatus(m: EntityManager, ids: string | readonly string[], status: CarStatus): Promise<void> {
    await m.getRepository(Car).update(typeof ids === 'string' ? { id: ids } : { id: In([...ids]) }, { status });
  }
}
