import type { Office } from './office.entity.js';
import type { AdminOfficeDto, AdminSupportAgentDto, OfficeDto, SupportAgentDto } from './offices.responses.js';
import type { SupportAgent } from './support-agent.entity.js';

export const toOffice = (o: Office): OfficeDto => ({
  id: o.id,
  region: o.region,
  name: o.name,
  city: o.city,
  country: o.country,
  address: o.address,
  phones: o.phones,
  whatsapp: o.whatsapp,
  email: o.email,
  openingHours: o.openingHours,
  timeZone: o.timeZone,
});
export const toAdminOffice = (o: Office): AdminOfficeDto => ({
  ...toOffice(o),
  position: o.position,
  active: o.active,
  updatedAt: o.updatedAt.toISOString(),
});
export const toAgent = (a: SupportAgent): SupportAgentDto => ({
  id: a.id,
  name: a.name,
  photoUrl: a.photoUrl,
  photoThumbnailUrl: a.photoThumbnailUrl,
  whatsapp: a.whatsapp,
  languages: a.languages,
});
export const toAdminAgent = (a: SupportAgent): AdminSupportAgentDto => ({
  ...toAgent(a),
  position: a.position,
  active: a.active,
  updatedAt: a.updatedAt.toISOString(),
});
