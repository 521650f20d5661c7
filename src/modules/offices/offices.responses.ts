import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { OFFICE_REGIONS, type OfficeRegion } from './office-rules.js';
import { ListDto } from '../../common/pagination/page.dto.js';

export class OfficeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: OFFICE_REGIONS, example: 'Africa' })
  region: OfficeRegion;

  @ApiProperty({ example: 'Nairobi office' })
  name: string;

  @ApiProperty({ example: 'Nairobi' })
  city: string;

  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  country: string;

  @ApiProperty({ example: 'Mombasa Road, Panari Centre 4th floor, Nairobi' })
  address: string;

  @ApiProperty({ type: [String], example: ['+254 20 555 0140'] })
  phones: string[];

  @ApiProperty({ type: String, nullable: true, example: '+254700555014', description: 'E.164' })
  whatsapp: string | null;

  @ApiProperty({ example: 'nairobi@autoexport.example' })
  email: string;

  @ApiProperty({ example: 'Mon–Fri 08:30–17:30, Sat 09:00–13:00' })
  openingHours: string;

  @ApiProperty({ example: 'Africa/Nairobi', description: 'IANA time zone' })
  timeZone: string;
}

export class OfficeRegionDto {
  @ApiProperty({ enum: OFFICE_REGIONS, example: 'Africa' })
  region: OfficeRegion;

  @ApiProperty({ type: [OfficeDto] })
  offices: OfficeDto[];
}

/** The office network by region, in the tabs' order (regions without an active office left out). */
export class OfficesDto {
  @ApiProperty({ type: [OfficeRegionDto] })
  regions: OfficeRegionDto[];
}

export class SupportAgentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Kenji Sato' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/support-agents/1b2c/q3Vx9mZb.webp' })
  photoUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/support-agents/1b2c/q3Vx9mZb-thumb.webp' })
  photoThumbnailUrl: string | null;

  @ApiProperty({ example: '+819055550101', description: 'E.164' })
  whatsapp: string;

  @ApiProperty({ type: [String], example: ['English', 'Japanese'] })
  languages: string[];
}

export class SupportAgentListDto extends ListDto(SupportAgentDto) {}

/** What staff see besides the public fields: the place in the list, whether it is shown, the last change. */
function AdminOf<T>(base: Type<T>) {
  class Admin extends (base as Type<object>) {
    @ApiProperty({ example: 0 })
    position: number;

    @ApiProperty({ example: true })
    active: boolean;

    @ApiProperty({ format: 'date-time' })
    updatedAt: string;
  }
  return Admin as Type<T & Admin>;
}

export class AdminOfficeDto extends AdminOf(OfficeDto) {}

export class AdminOfficeListDto extends ListDto(AdminOfficeDto) {}

export class AdminSupportAgentDto extends AdminOf(SupportAgentDto) {}

export class AdminSupportAgentListDto extends ListDto(AdminSupportAgentDto) {}
