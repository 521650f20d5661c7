import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Not, type Repository } from 'typeorm';
import { badRequest, conflict, notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import { Consignee } from '../consignee.entity.js';
import {
  applyConsigneeChanges,
  canAddConsignee,
  CONSIGNEE_FIELDS,
  type ConsigneeChanges,
  consigneeFieldsOf,
  MAX_CONSIGNEES_PER_USER,
} from './consignee-rules.js';
import type { ConsigneeListDto, CreateConsigneeDto, UpdateConsigneeDto } from './consignees.dto.js';
import { toConsigneeResponse } from './consignees.dto.js';
import { lockConsigneesOf } from './consignees.repository.js';

import { isUuid } from '../../../common/validation/uuid.js';

const notFoundError = () => notFound(Msg.CONSIGNEE_NOT_FOUND);

/** Only the fields the request carried: class-transformer leaves absent ones undefined. */
const changesOf = (dto: CreateConsigneeDto | UpdateConsigneeDto): ConsigneeChanges =>
  Object.fromEntries(CONSIGNEE_FIELDS.filter((key) => dto[key] !== undefined).map((key) => [key, dto[key]])) as ConsigneeChanges;

/** A user's consignees: only ever their own, looked up by public id together with the owner. */
@Injectable()
export class ConsigneesService {
  constructor(@InjectRepository(Consignee) private readonly consignees: Repository<Consignee>) {}

  async list(userId: string, page?: number, limit?: number): Promise<ConsigneeListDto> {
    const paging = resolvePaging(page, limit);
    const [rows, total] = await this.consignees.findAndCount({
      where: { userId },
      order: { permanent: 'DESC', createdAt: 'DESC', id: 'DESC' },
      skip: paging.skip,
      take: paging.limit,
    });
    return { items: rows.map(toConsigneeResponse), total, page: paging.page, limit: paging.limit };
  }

  async get(userId: string, publicId: string): Promise<Consignee> {
    const consignee = await this.findOwned(userId, publicId);
    if (!consignee) throw notFoundError();
    return consignee;
  }

  /** One of the user's consignees, or null when the id is malformed, unknown or someone else's (an order copies it). */
  async findOwned(userId: string, publicId: string): Promise<Consignee | null> {
    return isUuid(publicId) ? this.consignees.findOne({ where: { publicId, userId } }) : null;
  }

  async create(userId: string, body: CreateConsigneeDto): Promise<Consignee> {
    return this.consignees.manager.transaction(async (manager) => {
      await this.lockUser(manager, userId);
      const repo = manager.getRepository(Consignee);
      if (!canAddConsignee(await repo.count({ where: { userId } })))
        throw conflict(Msg.CONSIGNEE_LIMIT_REACHED, { max: MAX_CONSIGNEES_PER_USER });
      const { value, errors } = applyConsigneeChanges(null, changesOf(body));
      if (errors.length) throw badRequest(Msg.VALIDATION_FAILED, errors);
      if (value.permanent) await repo.update({ userId, permanent: true }, { permanent: false });
      const result = await repo.insert({ ...value, userId });
      return repo.findOneOrFail({ where: { id: String(result.identifiers[0]!.id) } });
    });
  }

  async update(userId: string, publicId: string, body: UpdateConsigneeDto): Promise<Consignee> {
    if (!isUuid(publicId)) throw notFoundError();
    return this.consignees.manager.transaction(async (manager) => {
      await this.lockUser(manager, userId);
      const repo = manager.getRepository(Consignee);
      const current = await repo.findOne({ where: { publicId, userId } });
      if (!current) throw notFoundError();
      const { value, errors } = applyConsigneeChanges(consigneeFieldsOf(current), changesOf(body));
      if (errors.length) throw badRequest(Msg.VALIDATION_FAILED, errors);
      if (value.permanent) await repo.update({ userId, permanent: true, id: Not(current.id) }, { permanent: false });
      await repo.update({ id: current.id }, value);
      return repo.findOneOrFail({ where: { id: current.id } });
    });
  }

  async remove(userId: string, publicId: string): Promise<void> {
    if (!isUuid(publicId)) throw notFoundError();
    const result = await this.consignees.delete({ publicId, userId });
    if (!result.affected) throw notFoundError();
  }

  /**
   * Serialises a user's consignee writes (the per-user limit and the single permanent consignee) without
   * touching another table: a transaction-scoped advisory lock on the user.
   */
  private async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await lockConsigneesOf(manager, userId);
  }
}
