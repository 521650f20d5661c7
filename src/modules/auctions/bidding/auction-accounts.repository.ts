import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { narrowed } from '../../../common/pagination/staff-list.js';
import { AuctionAccount } from './auction-account.entity.js';
import { AuctionLedgerEntry } from './auction-ledger-entry.entity.js';

/** The accounts' list: refund requests first (oldest first), then the latest changed. */
export const orderAccounts = (qb: SelectQueryBuilder<AuctionAccount>) =>
  qb.orderBy('a.refundRequestedAt', 'ASC', 'NULLS LAST').addOrderBy('a.updatedAt', 'DESC').addOrderBy('a.userId', 'DESC');

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

  /** The accounts with (or without) a refund request when asked (AuctionAccountsService's StaffList orders them). */
  accountsMatching(refundRequested: boolean | undefined): SelectQueryBuilder<AuctionAccount> {
    return narrowed(this.dataSource.getRepository(AuctionAccount).createQueryBuilder('a'))
      .where(refundRequested === true, 'a.refundRequestedAt IS NOT NULL')
      .where(refundRequested === false, 'a.refundRequestedAt IS NULL').qb;
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
