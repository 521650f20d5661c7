import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_HEAD_OFFICE, COMPANY_TIME_ZONE } from '../../common/company/company-facts.js';

export class ValueCountDto {
  @ApiProperty({ example: 'suv' })
  value: string;

  @ApiProperty({ example: 120 })
  count: number;
}

export class MakeCountDto {
  @ApiProperty({ example: 'toyota' })
  slug: string;

  @ApiProperty({ example: 'Toyota' })
  title: string;

  @ApiProperty({ example: 420 })
  count: number;
}

export class FooterAgentDto {
  @ApiProperty({ example: 'Kenji Sato' })
  name: string;

  @ApiProperty({ example: '+819055550101', description: 'E.164' })
  whatsapp: string;

  @ApiProperty({ type: [String], example: ['English', 'Japanese'], description: 'Language names in English' })
  languages: string[];

  @ApiProperty({ type: String, nullable: true, example: '/uploads/support-agents/1b2c/q3Vx9mZb.webp' })
  photoUrl: string | null;
}

export class FooterOfficeDto {
  @ApiProperty({ enum: ['Headquarters', 'Africa', 'Asia', 'Europe', 'Americas'], example: 'Headquarters' })
  region: string;

  @ApiProperty({ example: 'Head office' })
  name: string;

  @ApiProperty({ example: 'Tokyo' })
  city: string;

  @ApiProperty({ example: 'JP', description: 'ISO 3166-1 alpha-2' })
  country: string;

  @ApiProperty({ example: COMPANY_HEAD_OFFICE.street })
  address: string;

  @ApiProperty({ example: '+81 45 555 0100', description: 'Its first phone number (GET /api/offices has them all)' })
  phone: string;

  @ApiProperty({ example: 'info@autoexport.example' })
  email: string;
}

export class SupportContactsDto {
  @ApiProperty({ example: 'support@autoexport.example' })
  email: string;

  @ApiProperty({ example: '+81 3 5555 0100' })
  phone: string;

  @ApiProperty({ example: '+81 90 5555 0100' })
  whatsapp: string;

  @ApiProperty({ example: '24/7' })
  hours: string;

  @ApiProperty({ example: 'An account manager is available 24/7.' })
  accountManager: string;

  @ApiProperty({ type: [FooterAgentDto], description: "The WhatsApp widget's support agents (active, in order; staff edit them)" })
  agents: FooterAgentDto[];

  @ApiProperty({ type: [FooterOfficeDto], description: 'The active offices by region and order (staff edit them)' })
  offices: FooterOfficeDto[];
}

/** What the footer and the pre-header show. Counts are over listed cars (not sold, not in transit), largest first. */
export class FooterDataDto {
  @ApiProperty({ example: 1250, description: 'Cars in stock' })
  totalCars: number;

  @ApiProperty({ type: [MakeCountDto] })
  byMake: MakeCountDto[];

  @ApiProperty({ type: [ValueCountDto] })
  byBodyType: ValueCountDto[];

  @ApiProperty({ type: [ValueCountDto] })
  byCategory: ValueCountDto[];

  @ApiProperty({ type: [ValueCountDto], description: 'By stock location port' })
  byLocation: ValueCountDto[];

  @ApiProperty({ type: [ValueCountDto], description: 'By the ISO alpha-2 country where the car stands' })
  byCountry: ValueCountDto[];

  @ApiProperty({ type: SupportContactsDto })
  support: SupportContactsDto;

  @ApiProperty({ example: COMPANY_TIME_ZONE, description: "The time zone of the pre-header's clock" })
  timeZone: string;

  @ApiProperty({ example: '2026-03-10T04:05:06.000Z', description: 'When these counts were taken (they are cached for a few minutes)' })
  generatedAt: string;
}
