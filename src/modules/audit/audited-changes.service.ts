import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { sqlState, UNIQUE_VIOLATION } from '../../database/sql.js';
import { lockNamed } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** What a change says about itself in the audit log; who and which request come from the context. */
export interface AuditFact {
  /** `<target type>.<verb>`, e.g. `car.status_change`. */
  action: string;
  targetType: string;
  /** The target's public id (a stock id, a slug, a user's public id). */
  targetId: string;
  /** Only the fields the action changed, as they were; null for a creation. Never secrets. */
  before?: Record<string, unknown> | null;
  /** Only the fields the action changed, as they are now; null for a deletion. Never secrets. */
  after?: Record<string, unknown> | null;
}

/** The transaction a change runs in, handed to its work. */
export interface AuditedTx {
  readonly manager: EntityManager;
  readonly ctx: RequestContext;
  /** Writes an audit entry in this transaction: it commits, or rolls back, with the change it describes. */
  audit(fact: AuditFact): Promise<void>;
  /** Writes many entries in one statement (a batch change: the reservations expiring together). */
  auditMany(facts: readonly AuditFact[]): Promise<void>;
}

/**
 * The AuditedTx an in-transaction domain event subscriber was handed (src/events: the producer recorded its event
 * with the change's AuditedTx), for a subscriber that writes audit entries; a bare EntityManager is a programming error.
 */
export function auditedTxOf(tx: { readonly manager: EntityManager }): AuditedTx {
  const audited = tx as Partial<AuditedTx>;
  if (typeof audited.audit !== 'function' || !audited.ctx)
    throw new Error('This subscriber writes audit entries: its event must be recorded with the AuditedTx of the change');
  return tx as AuditedTx;
}

export interface ChangeOptions {
  /** A pg advisory lock taken first (e.g. `makes:write`), for rules checked rather than constrained. */
  lock?: string;
  /** Runs after the commit when the work wrote at least one audit entry, i.e. changed something (e.g. a cache bump). */
  afterChange?: () => Promise<void>;
  /** The error a unique-constraint violation becomes (a race lost at the last moment), instead of a 500. */
  onUniqueViolation?: () => Error;
}

/**
 * The one way a service changes data on someone's behalf: the work and its audit entries in one transaction, then
 * the after-change step once committed. A change that changes nothing writes no entry and triggers nothing.
 */
@Injectable()
export class AuditedChanges {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async run<T>(ctx: RequestContext, work: (tx: AuditedTx) => Promise<T>, options: ChangeOptions = {}): Promise<T> {
    let audited = 0;
    let result: T;
    try {
      result = await this.dataSource.transaction(async (manager) => {
        if (options.lock) await lockNamed(manager, options.lock);
        const tx: AuditedTx = {
          manager,
          ctx,
          audit: async (fact) => {
            await this.audit.record({ ...fact, actor: ctx.actor, requestId: ctx.requestId }, manager);
            audited += 1;
          },
          auditMany: async (facts) => {
            await this.audit.recordMany(
              facts.map((fact) => ({ ...fact, actor: ctx.actor, requestId: ctx.requestId })),
              manager,
            );
            audited += facts.length;
          },
        };
        return work(tx);
      });
    } catch (error) {
      if (options.onUniqueViolation && sqlState(error) === UNIQUE_VIOLATION) throw options.onUniqueViolation();
      throw error;
    }
    if (audited > 0 && options.afterChange) await options.afterChange();
    return result;
  }
}
