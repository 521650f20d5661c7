import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { ProcessedImage } from '../../common/uploads/image-processing.js';
import { ImageUploads, type StoredImage } from '../../common/uploads/image-uploads.service.js';
import type { ImageUpload } from '../../common/uploads/uploaded-images.decorator.js';
import { isUuid } from '../../common/validation/uuid.js';
import { modification, rowAddition, rowRemoval } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx, type ChangeOptions } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import type { Office } from './office.entity.js';
import { sortOffices } from './office-rules.js';
import { toAdminAgent, toAdminOffice } from './offices.mappers.js';
import { OfficesRepository } from './offices.repository.js';
import type {
  AdminListQueryDto,
  CreateOfficeDto,
  CreateSupportAgentDto,
  UpdateOfficeDto,
  UpdateSupportAgentDto,
} from './offices.requests.js';
import type { AdminOfficeDto, AdminOfficeListDto, AdminSupportAgentDto, AdminSupportAgentListDto } from './offices.responses.js';
import { OfficesService } from './offices.service.js';
import type { SupportAgent } from './support-agent.entity.js';

/** Audit actions; target types `office` and `support_agent`, each by its uuid. */
export const OFFICES_AUDIT = {
  ...auditActions('office', ['create', 'update', 'delete'], 'office'),
  ...auditActions('support_agent', ['create', 'update', 'delete', 'photo'], 'agent'),
};

/** Uploaded agent photos live under `support-agents/<agent id>/`. */
const PHOTO_FOLDER = 'support-agents';
const WRITE_LOCK = 'offices:write';

const OFFICE_FIELDS = [
  'region',
  'name',
  'city',
  'country',
  'address',
  'phones',
  'whatsapp',
  'email',
  'openingHours',
  'timeZone',
  'position',
  'active',
] as const;
const AGENT_FIELDS = ['name', 'photoUrl', 'whatsapp', 'languages', 'position', 'active'] as const;

/**
 * Staff edit the offices and support agents: every change is audited, one at a time (the directory's write lock), and
 * makes the public directory (OfficesService) stale.
 */
@Injectable()
export class OfficesAdminService {
  private readonly changeOptions: ChangeOptions;

  constructor(
    private readonly repository: OfficesRepository,
    private readonly changes: AuditedChanges,
    private readonly uploads: ImageUploads,
    directory: OfficesService,
  ) {
    this.changeOptions = { lock: WRITE_LOCK, afterChange: () => directory.invalidate() };
  }

  /* ---------------------------------------------------------------------------------------------- staff: offices */

  async listOffices(query: AdminListQueryDto): Promise<AdminOfficeListDto> {
    const offices = await this.repository.offices(query.active);
    return { items: sortOffices(offices).map(toAdminOffice) };
  }

  async getOffice(id: string): Promise<AdminOfficeDto> {
    return toAdminOffice(await this.findOffice(id));
  }

  async createOffice(ctx: RequestContext, body: CreateOfficeDto): Promise<AdminOfficeDto> {
    const saved = await this.write(ctx, async (tx) => {
      const position = body.position ?? (await this.repository.nextOfficePosition(tx.manager, body.region));
      const office = await this.repository.insertOffice(tx.manager, {
        region: body.region,
        name: body.name,
        city: body.city,
        country: body.country,
        address: body.address,
        phones: body.phones,
        whatsapp: body.whatsapp ?? null,
        email: body.email,
        openingHours: body.openingHours,
        timeZone: body.timeZone,
        position,
        active: body.active ?? true,
      });
      await tx.audit(rowAddition(OFFICES_AUDIT.officeCreate, 'office', office, OFFICE_FIELDS));
      return office;
    });
    return toAdminOffice(saved);
  }

  async updateOffice(ctx: RequestContext, id: string, body: UpdateOfficeDto): Promise<AdminOfficeDto> {
    const updated = await this.write(ctx, async (tx) => {
      const target = await this.findOffice(id, tx.manager, true);
      const { before, after } = diff(target, body, OFFICE_FIELDS);
      if (Object.keys(after).length === 0) return target;
      await this.repository.updateOffice(tx.manager, target.id, after as Partial<Office>);
      await tx.audit(modification(OFFICES_AUDIT.officeUpdate, 'office', target.id, { before, after }));
      return this.repository.rereadOffice(tx.manager, target.id);
    });
    return toAdminOffice(updated);
  }

  async deleteOffice(ctx: RequestContext, id: string): Promise<void> {
    await this.write(ctx, async (tx) => {
      const target = await this.findOffice(id, tx.manager, true);
      await this.repository.deleteOffice(tx.manager, target.id);
      await tx.audit(rowRemoval(OFFICES_AUDIT.officeDelete, 'office', target, OFFICE_FIELDS));
    });
  }

  /* ----------------------------------------------------------------------------------------------- staff: agents */

  async listAgents(query: AdminListQueryDto): Promise<AdminSupportAgentListDto> {
    const agents = await this.repository.agents(query.active);
    return { items: agents.map(toAdminAgent) };
  }

  async getAgent(id: string): Promise<AdminSupportAgentDto> {
    return toAdminAgent(await this.findAgent(id));
  }

  /**
   * Adds an agent, with the photo uploaded beside it when there is one: the photo was checked before this runs; it is
   * stored, then the agent written in one transaction, and removed again when that fails (a taken WhatsApp number, a
   * lost race): a failure leaves neither agent nor file. One agent per WhatsApp number, so a second submit of the same
   * form is a 409, not a second agent.
   */
  async createAgent(ctx: RequestContext, body: CreateSupportAgentDto, photo?: ProcessedImage): Promise<AdminSupportAgentDto> {
    if (photo && body.photoUrl) throw invalidField('photoUrl', Msg.PHOTO_URL_AND_UPLOAD);
    const saved = await this.uploads.storedWith(photo ? [photo] : [], [PHOTO_FOLDER, randomUUID()], ([stored]) =>
      this.write(ctx, async (tx) => {
        await this.assertWhatsAppFree(tx.manager, body.whatsapp);
        const position = body.position ?? (await this.repository.nextAgentPosition(tx.manager));
        const agent = await this.repository.insertAgent(tx.manager, {
          name: body.name,
          photoUrl: stored?.url ?? body.photoUrl ?? null,
          photoThumbnailUrl: stored?.thumbnailUrl ?? null,
          whatsapp: body.whatsapp,
          languages: body.languages,
          position,
          active: body.active ?? true,
        });
        await tx.audit(rowAddition(OFFICES_AUDIT.agentCreate, 'support_agent', agent, AGENT_FIELDS));
        return agent;
      }),
    );
    return toAdminAgent(saved);
  }

  async updateAgent(ctx: RequestContext, id: string, body: UpdateSupportAgentDto): Promise<AdminSupportAgentDto> {
    let replacedPhoto: (string | null)[] = [];
    const updated = await this.write(ctx, async (tx) => {
      const target = await this.findAgent(id, tx.manager, true);
      const { before, after } = diff(target, body, AGENT_FIELDS);
      if (Object.keys(after).length === 0) return target;
      if (typeof after.whatsapp === 'string') await this.assertWhatsAppFree(tx.manager, after.whatsapp, target.id);
      const changes: Partial<SupportAgent> = { ...(after as Partial<SupportAgent>) };
      // A photo given as an address replaces an uploaded one (and its thumbnail).
      if ('photoUrl' in after) {
        changes.photoThumbnailUrl = null;
        replacedPhoto = [target.photoUrl, target.photoThumbnailUrl];
      }
      await this.repository.updateAgent(tx.manager, target.id, changes);
      await tx.audit(modification(OFFICES_AUDIT.agentUpdate, 'support_agent', target.id, { before, after }));
      return this.repository.rereadAgent(tx.manager, target.id);
    });
    await this.uploads.removeByUrl(replacedPhoto, PHOTO_FOLDER);
    return toAdminAgent(updated);
  }

  async deleteAgent(ctx: RequestContext, id: string): Promise<void> {
    const removed = await this.write(ctx, async (tx) => {
      const target = await this.findAgent(id, tx.manager, true);
      await this.repository.deleteAgent(tx.manager, target.id);
      await tx.audit(rowRemoval(OFFICES_AUDIT.agentDelete, 'support_agent', target, AGENT_FIELDS));
      return target;
    });
    await this.uploads.removeByUrl([removed.photoUrl, removed.photoThumbnailUrl], PHOTO_FOLDER);
  }

  /** Replaces the agent's photo with an uploaded image (JPG, PNG or WEBP up to 5 MB, stored as WEBP with a thumbnail). */
  async uploadAgentPhoto(ctx: RequestContext, id: string, upload: ImageUpload): Promise<AdminSupportAgentDto> {
    const known = await this.findAgent(id);
    const [image] = await upload({ maxFiles: 1 });
    const [stored] = await this.uploads.store([image!], [PHOTO_FOLDER, known.id]);
    let previous: (string | null)[] = [];
    let agent: SupportAgent;
    try {
      agent = await this.write(ctx, async (tx) => {
        const target = await this.findAgent(id, tx.manager, true);
        previous = [target.photoUrl, target.photoThumbnailUrl];
        const photo = { photoUrl: stored!.url, photoThumbnailUrl: stored!.thumbnailUrl };
        await this.repository.updateAgent(tx.manager, target.id, photo);
        await tx.audit(
          modification(OFFICES_AUDIT.agentPhoto, 'support_agent', target.id, {
            before: { photoUrl: target.photoUrl },
            after: { photoUrl: photo.photoUrl },
          }),
        );
        return this.repository.rereadAgent(tx.manager, target.id);
      });
    } catch (error) {
      await this.uploads.discard([stored as StoredImage]);
      throw error;
    }
    await this.uploads.removeByUrl(previous, PHOTO_FOLDER);
    return toAdminAgent(agent);
  }

  private write<T>(ctx: RequestContext, work: (tx: AuditedTx) => Promise<T>): Promise<T> {
    return this.changes.run(ctx, work, this.changeOptions);
  }

  /** One agent per WhatsApp number (checked under the directory's write lock; the number is stored as E.164). */
  private async assertWhatsAppFree(m: EntityManager, whatsapp: string, exceptId?: string): Promise<void> {
    const other = await this.repository.agentByWhatsApp(m, whatsapp);
    if (other && other.id !== exceptId) throw conflict(Msg.SUPPORT_AGENT_WHATSAPP_TAKEN, { whatsapp, name: other.name });
  }

  private async findOffice(id: string, m?: EntityManager, lock = false): Promise<Office> {
    const office = isUuid(id) ? await this.repository.office(id, m, lock) : null;
    if (!office) throw notFound(Msg.OFFICE_NOT_FOUND);
    return office;
  }

  private async findAgent(id: string, m?: EntityManager, lock = false): Promise<SupportAgent> {
    const agent = isUuid(id) ? await this.repository.agent(id, m, lock) : null;
    if (!agent) throw notFound(Msg.SUPPORT_AGENT_NOT_FOUND);
    return agent;
  }
}

/** The fields a body changes, as they were and as they become. */
function diff<T extends object, K extends keyof T & string>(
  target: T,
  body: object,
  fields: readonly K[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(target[field])) continue;
    before[field] = target[field];
    after[field] = value;
  }
  return { before, after };
}
