import { StaffPageDto } from '../../common/pagination/page.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { CONTACT_METHODS, type ContactMethod } from '../../common/contact-method.js';
import { CAR_REQUEST_STATUSES, type CarRequestStatus } from './car-request.entity.js';

export class CarRequestCreatedDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.CAR_REQUEST_SUBMITTED })
  message: string;
  @ApiProperty({ example: 'RQ-000042', description: 'The reference to quote' })
  reference: string;
  @ApiProperty({ format: 'uuid' })
  id: string;
}

export class CarRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'RQ-000042' })
  reference: string;
  @ApiProperty({ enum: CAR_REQUEST_STATUSES, example: 'open' })
  status: CarRequestStatus;
  @ApiProperty({ example: 'Toyota' })
  make: string;
  @ApiProperty({ example: 'Prius', nullable: true, type: String })
  model: string | null;
  @ApiProperty({ example: 2018, nullable: true, type: 'integer' })
  year: number | null;
  @ApiProperty({ example: 'Hybrid, under 60,000 km.', nullable: true, type: String })
  comments: string | null;
  @ApiProperty({ example: 'Amina Njeri' })
  name: string;
  @ApiProperty({ example: 'amina.njeri@example.com' })
  email: string;
  @ApiProperty({ example: '+254 712 345678', nullable: true, type: String })
  phone: string | null;
  @ApiProperty({ example: null, nullable: true, type: String })
  whatsapp: string | null;
  @ApiProperty({ enum: CONTACT_METHODS, example: 'email' })
  contactMethod: ContactMethod;
  @ApiProperty({ example: false })
  promotions: boolean;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ example: 'AB1234567', nullable: true, type: String, description: 'The stock id of the car offered' })
  offeredStockId: string | null;
  @ApiProperty({ example: null, nullable: true, type: String })
  handledNote: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  handledAt: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The public id of the staff member who handled it' })
  handledBy: string | null;
  @ApiProperty({
    enum: CAR_REQUEST_STATUSES,
    isArray: true,
    example: ['handled'],
    description: 'What staff may move the request to now, from its transition table: handled (with a car offered) while open',
  })
  nextStatuses: CarRequestStatus[];
}

export class CarRequestListDto extends StaffPageDto(CarRequestDto) {}
