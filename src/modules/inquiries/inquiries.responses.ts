import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { CarSummaryDto } from '../cars/cars.responses.js';
import { CONTACT_METHODS, type ContactMethod } from '../../common/contact-method.js';
import { INQUIRY_STATUSES, type InquiryStatus } from './inquiry.entity.js';
import { PageDto, StaffPageDto } from '../../common/pagination/page.dto.js';

/** One inquiry as its sender sees it. */
export class InquiryDto {
  @ApiProperty({ example: 'INQ-000123', description: 'The human reference, unique' })
  reference: string;

  @ApiProperty({
    type: CarSummaryDto,
    nullable: true,
    description: 'The catalogue’s summary of the car (whatever its status now); null for a general inquiry ("Car: N/A")',
  })
  car: CarSummaryDto | null;

  @ApiProperty({ example: 'Amina Njeri' })
  name: string;
  @ApiProperty({ example: 'amina.njeri@example.com', description: 'The sender’s account email' })
  email: string;
  @ApiProperty({ example: '+254 712 345678' })
  phone: string;
  @ApiProperty({ example: '+254 712 345678', nullable: true, type: String })
  whatsapp: string | null;
  @ApiProperty({ example: 'Is this car still available? What would shipping to Mombasa cost?' })
  message: string;
  @ApiProperty({ enum: CONTACT_METHODS, example: 'whatsapp' })
  contactMethod: ContactMethod;
  @ApiProperty({ example: false })
  promotions: boolean;
  @ApiProperty({ example: null, nullable: true, type: String })
  comments: string | null;
  @ApiProperty({ example: null, nullable: true, type: String })
  model: string | null;
  @ApiProperty({ example: null, nullable: true, type: 'integer' })
  year: number | null;
  @ApiProperty({ example: null, nullable: true, type: 'integer', description: 'Kilometres' })
  mileage: number | null;

  @ApiProperty({ enum: INQUIRY_STATUSES, example: 'responded', description: 'Pending → Responded → Closed' })
  status: InquiryStatus;
  @ApiProperty({
    example: 'Yes, it is available. Shipping to Mombasa is about USD 1,450.',
    nullable: true,
    type: String,
    description: 'Staff’s response, once sent',
  })
  responseMessage: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  respondedAt: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class InquirySubmittedDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.INQUIRY_SUBMITTED })
  message: string;
  @ApiProperty({ type: InquiryDto })
  inquiry: InquiryDto;
}

export class InquiryListDto extends PageDto(InquiryDto, 2, 'Newest first') {}

export class InquiryCustomerDto {
  @ApiProperty({ format: 'uuid', description: 'The customer’s public id' })
  id: string;
}

/** One inquiry as staff see it: the sender's account too. */
export class AdminInquiryDto extends InquiryDto {
  @ApiProperty({ type: InquiryCustomerDto })
  customer: InquiryCustomerDto;

  @ApiProperty({ example: false, description: 'A general inquiry (Car: N/A): its status cannot be updated' })
  general: boolean;

  @ApiProperty({
    enum: INQUIRY_STATUSES,
    isArray: true,
    example: ['closed'],
    description:
      'The statuses staff may set by hand now (PATCH …/status), from the inquiry’s transition table: Closed from Pending or ' +
      'Responded; from Closed, reopening to Responded when it has a response, else to Pending; none for a general inquiry',
  })
  nextStatuses: InquiryStatus[];

  @ApiProperty({ example: true, description: 'Whether a response may be sent now (not while closed)' })
  canRespond: boolean;
}

export class AdminInquiryListDto extends StaffPageDto(AdminInquiryDto, 2, 'Newest first') {}

export class AdminInquiryAnswerDto {
  @ApiProperty({ example: true })
  success: boolean;
  @ApiProperty({ example: MESSAGES.INQUIRY_RESPONSE_SENT })
  message: string;
  @ApiProperty({ type: AdminInquiryDto })
  inquiry: AdminInquiryDto;
}
