import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { AuctionAccount } from './auction-account.entity.js';
import { AuctionLedgerEntry } from './auction-ledger-entry.entity.js';

/** Every query of the customers' auction accounts and their ledgers (`auction_accounts`, `auction_ledger_entries`). */
@Injectable()
export class AuctionAccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The customer's account row, locked until the transaction ends; an empty one is created on first use. */
  async lock(m: EntityManager, userId: string): Promise<AuctionAccount> {
    await m.query('INSERT INTO auction_accounts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
    return m.getRepository(AuctionAccount).findOneOrFail({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  find(userId: string, m: EntityManager = this.dataSource.manager): Promise<AuctionAccount | null> {
    return m.getRepository(AuctionAccount).findOne({ where: { userId } });
  }

  exists(m: EntityManager, userId: string): Promise<boolean> {
    return m.getRepository(AuctionAccount).existsBy({ userId });
  }

  async update(m: EntityManager, userId: string, changes: Partial<AuctionAccount>): Promise<void> {
    await m.getRepository(AuctionAccount).update({ userId }, changes);
  }

  async insertEntries(m: EntityManager, entries: Partial<AuctionLedgerEntry>[]): Promise<void> {
    await m.getRepository(AuctionLedgerEntry).insert(entries);
  }

  /** One page of the accounts: refund requests first (oldest first), then the latest changed. */
  page(refundRequested: boolean | undefined, skip: number, take: number): Promise<[AuctionAccount[], number]> {
    const where =
      refundRequested === true ? { refundRequestedAt: Not(IsNull()) } : refundRequested === false ? { refundRequestedAt: IsNull() } : {};
    return this.dataSource.getRepository(AuctionAccount).findAndCount({
      where,
      order: { refundRequestedAt: { direction: 'ASC', nulls: 'LAST' }, updatedAt: 'DESC', userId: 'DESC' },
      skip,
      take,
    });
  }

  /** One page of a customer's ledger, newest first. */
  entriesPage(userId: string, skip: number, take: number): Promise<[AuctionLedgerEntry[], number]> {
    return this.dataSource.getRepository(AuctionLedgerEntry).findAndCount({ where: { userId }, order: { id: 'DESC' }, skip, take });
  }

  /** Whether a deposit or refund with this bank reference is recorded already. */
  referenceTaken(kind: 'deposit' | 'refund', bankReference: string): Promise<boolean> {
    return this.dataSource.getRepository(AuctionLedgerEntry).existsBy({ kind, bankReference });
  }

  /** The customer's deposit entries' bank references, newest first. */
  async depositReferences(m: EntityManager, userId: string): Promise<string[]> {
    const deposits = await m
      .getRepository(AuctionLedgerEntry)
      .find({ where: { userId, kind: 'deposit' }, select: { bankReference: true }, order: { id: 'DESC' } });
    return deposits.flatMap((d) => (d.bankReference ? [d.bankReference] : []));
  }
}
