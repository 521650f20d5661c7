import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Office } from './office.entity.js';
import { SupportAgent } from './support-agent.entity.js';

const AGENT_ORDER = { position: 'ASC', createdAt: 'ASC', id: 'ASC' } as const;

/** Every query of the offices module (`offices`, `support_agents`); writes take the transaction's manager. */
@Injectable()
export class OfficesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Offices, all or only the active (or inactive) ones, unsorted (sortOffices orders them). */
  offices(active?: boolean): Promise<Office[]> {
    return this.dataSource.getRepository(Office).find(active === undefined ? {} : { where: { active } });
  }

  /** Agents, all or only the active (or inactive) ones, by position. */
  agents(active?: boolean): Promise<SupportAgent[]> {
    return this.dataSource.getRepository(SupportAgent).find({ ...(active === undefined ? {} : { where: { active } }), order: AGENT_ORDER });
  }

  /** An office by id, locked for the transaction when asked. */
  office(id: string, m: EntityManager = this.dataSource.manager, lock = false): Promise<Office | null> {
    return m.getRepository(Office).findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** An agent by id, locked for the transaction when asked. */
  agent(id: string, m: EntityManager = this.dataSource.manager, lock = false): Promise<SupportAgent | null> {
    return m.getRepository(SupportAgent).findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  agentByWhatsApp(m: EntityManager, whatsapp: string): Promise<SupportAgent | null> {
    return m.getRepository(SupportAgent).findOne({ where: { whatsapp } });
  }

  /** The position after the last office of a region. */
  nextOfficePosition(m: EntityManager, region: string): Promise<number> {
    return nextPosition(m, 'SELECT coalesce(max(position) + 1, 0) AS next FROM offices WHERE region = $1', [region]);
  }

  /** The position after the last agent. */
  nextAgentPosition(m: EntityManager): Promise<number> {
    return nextPosition(m, 'SELECT coalesce(max(position) + 1, 0) AS next FROM support_agents', []);
  }

  insertOffice(m: EntityManager, fields: Partial<Office>): Promise<Office> {
    const repo = m.getRepository(Office);
    return repo.save(repo.create(fields));
  }

  insertAgent(m: EntityManager, fields: Partial<SupportAgent>): Promise<SupportAgent> {
    const repo = m.getRepository(SupportAgent);
    return repo.save(repo.create(fields));
  }

  async updateOffice(m: EntityManager, id: string, changes: Partial<Office>): Promise<void> {
    await m.getRepository(Office).update({ id }, changes);
  }

  async updateAgent(m: EntityManager, id: string, changes: Partial<SupportAgent>): Promise<void> {
    await m.getRepository(SupportAgent).update({ id }, changes);
  }

  rereadOffice(m: EntityManager, id: string): Promise<Office> {
    return m.getRepository(Office).findOneByOrFail({ id });
  }

  rereadAgent(m: EntityManager, id: string): Promise<SupportAgent> {
    return m.getRepository(SupportAgent).findOneByOrFail({ id });
  }

  async deleteOffice(m: EntityManager, id: string): Promise<void> {
    await m.getRepository(Office).delete({ id });
  }

  async deleteAgent(m: EntityManager, id: string): Promise<void> {
    await m.getRepository(SupportAgent).delete({ id });
  }
}

async function nextPosition(m: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [row] = (await m.query(sql, params)) as { next: number }[];
  return Number(row?.next ?? 0);
}
