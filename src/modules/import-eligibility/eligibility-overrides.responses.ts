import { ApiProperty } from '@nestjs/swagger';
import { type EligibilityOverrideStatus, OVERRIDE_STATUSES } from '../import-rules/import-eligibility.js';
import { IneligibilityReasonDto } from '../import-rules/import-rules.responses.js';
import { PageDto } from '../../common/pagination/page.dto.js';
import { CustomerRefDto } from '../users/users.dto.js';

export class OverrideCustomerDto extends CustomerRefDto {}

export class EligibilityOverrideDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ type: OverrideCustomerDto, nullable: true, description: 'null once the account is gone' })
  customer: OverrideCustomerDto | null;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: 'KE' })
  destinationCountry: string;
  @ApiProperty({ example: 'Returning resident: KRA exemption letter 2026/114 seen' })
  reason: string;
  @ApiProperty({ type: [IneligibilityReasonDto], description: 'What the rules said of the car when the override was made' })
  reasons: IneligibilityReasonDto[];
  @ApiProperty({
    enum: OVERRIDE_STATUSES,
    description: '`open`: waits for the reservation; `used` by order `orderId`; `revoked` by staff; `expired` unused',
  })
  status: EligibilityOverrideStatus;
  @ApiProperty({
    enum: OVERRIDE_STATUSES,
    isArray: true,
    example: ['revoked'],
    description: 'What staff may move it to now (the override state machine): `revoked` while open or expired',
  })
  nextStatuses: EligibilityOverrideStatus[];
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Unused by then, it lets nothing through' })
  expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  usedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The order that used it' })
  orderId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;
}

export class EligibilityOverrideListDto extends PageDto(EligibilityOverrideDto, 3) {}
