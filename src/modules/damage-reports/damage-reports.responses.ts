import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { DAMAGE_REPORT_STATUSES, type DamageReportStatus, STAFF_DAMAGE_STATUSES, type StaffDamageStatus } from './damage-report-rules.js';
import { PageDto, StaffPageDto } from '../../common/pagination/page.dto.js';

export class DamageReportOrderDto {
  @ApiProperty({ format: 'uuid', example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47' })
  id: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  carTitle: string;
}

export class DamageReportPhotoDto {
  @ApiProperty({ format: 'uuid', example: '2f0c5d0e-8b6b-4e0f-9d1a-3c8f1b6a7e21' })
  id: string;
  @ApiProperty({ example: 1600 })
  width: number;
  @ApiProperty({ example: 1200 })
  height: number;
  @ApiProperty({
    example: '/api/damage-reports/DR-7K3M9Q2X/photos/2f0c5d0e-8b6b-4e0f-9d1a-3c8f1b6a7e21',
    description: 'The photo (WEBP, at most 1600 px), for the owner and staff with their Bearer token; `?size=thumb` for a 400 px one',
  })
  url: string;
}

export class DamageReportDto {
  @ApiProperty({ example: 'DR-7K3M9Q2X', description: 'The human reference to quote' })
  reference: string;
  @ApiProperty({ enum: DAMAGE_REPORT_STATUSES, example: 'submitted' })
  status: DamageReportStatus;
  @ApiProperty({ type: DamageReportOrderDto })
  order: DamageReportOrderDto;
  @ApiProperty({ example: true })
  damagedExterior: boolean;
  @ApiProperty({ example: false })
  damagedInterior: boolean;
  @ApiProperty({ example: false })
  mechanicalIssues: boolean;
  @ApiProperty({ example: false })
  missingAccessories: boolean;
  @ApiProperty({ example: 'Deep scratch along the rear left door and a cracked tail light, found at the port of Mombasa.' })
  description: string;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'What staff told the customer with the last status change' })
  staffNote: string | null;
  @ApiProperty({ type: [DamageReportPhotoDto] })
  photos: DamageReportPhotoDto[];
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  statusChangedAt: string;
}

export class DamageReportCreatedDto extends DamageReportDto {
  @ApiProperty({ example: MESSAGES.DAMAGE_REPORT_SUBMITTED })
  message: string;
}

export class DamageReportListDto extends PageDto(DamageReportDto, 1, 'Newest first') {}

export class DamageReportCustomerDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  id: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'amina.njeri@example.com' })
  email: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Amina Njeri' })
  name: string | null;
}

export class AdminDamageReportDto extends DamageReportDto {
  @ApiProperty({ type: DamageReportCustomerDto })
  customer: DamageReportCustomerDto;
  @ApiProperty({
    enum: STAFF_DAMAGE_STATUSES,
    isArray: true,
    example: ['resolved', 'rejected'],
    description: 'The statuses staff may set next, from the damage-report state machine',
  })
  nextStatuses: StaffDamageStatus[];
}

export class AdminDamageReportListDto extends StaffPageDto(AdminDamageReportDto, 1, 'Newest first') {}
