import { ApiProperty } from '@nestjs/swagger';
import { MoneyDto } from '../../common/money/money.dto.js';
import { ORDER_STATUSES } from '../orders/order-transitions.js';
import { OrderCarRefDto, OrderInsuranceDto, OrderRefDto } from '../orders/orders.responses.js';
import { CLAIM_EVENT_KINDS, CLAIM_STATUSES, CLAIM_STEPS, STAFF_CLAIM_TARGETS, type StaffClaimTarget } from './insurance-claim-rules.js';
import { ListDto, PageDto, StaffPageDto } from '../../common/pagination/page.dto.js';

export class InsuranceQuoteDto {
  @ApiProperty({ type: MoneyDto, description: 'The vehicle value asked about' })
  value: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'What a claim can pay at most: the value, capped at 10,000 USD' })
  cover: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'The premium: the rate times the cover, never less than 30 USD' })
  premium: MoneyDto;
  @ApiProperty({ example: '1.5' })
  ratePercent: string;
  @ApiProperty({ type: MoneyDto, description: 'The smallest premium (spec: from 30 USD)' })
  minimumPremium: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'The largest cover (spec: up to 10,000 USD)' })
  maximumCover: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Small damage is exempt: claims under this are not covered' })
  minimumClaim: MoneyDto;
}

export class InsuredOrderDto extends OrderRefDto {
  @ApiProperty({ example: '2018 Toyota Corolla' })
  carTitle: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'arrived' })
  status: string;
  @ApiProperty({ enum: ['FOB', 'CFR', 'CIF'], example: 'CIF' })
  tradeTerms: string;
  @ApiProperty({ type: OrderInsuranceDto })
  insurance: OrderInsuranceDto;
  @ApiProperty({ description: 'Whether I can file a claim on it now: insured, arrived, and no claim under way' })
  canClaim: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The claim under way on it (not rejected), if any' })
  claimId: string | null;
}

export class InsuredOrderListDto extends ListDto(InsuredOrderDto, 'My orders that are insured or can still be, newest first') {}

export class ClaimOrderDto extends OrderCarRefDto {}

export class ClaimStepDto {
  @ApiProperty({ example: 4, minimum: 1, maximum: 6 })
  step: number;
  @ApiProperty({ enum: CLAIM_STEPS, example: 'claim_filed' })
  key: string;
  @ApiProperty({
    enum: ['done', 'current', 'pending', 'refused'],
    example: 'done',
    description: 'refused: the refund of a rejected claim',
  })
  state: string;
  @ApiProperty({ type: String, nullable: true, description: 'When it happened (date-time; a date for damage_found)' })
  at: string | null;
  @ApiProperty({ type: MoneyDto, nullable: true, description: 'repaired: the repair cost; refund: the payout (approved or paid)' })
  amount: MoneyDto | null;
}

export class ClaimDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: CLAIM_STATUSES, example: 'filed' })
  status: string;
  @ApiProperty({ type: ClaimOrderDto })
  order: ClaimOrderDto;
  @ApiProperty({ type: String, nullable: true, example: 'DR-7K3M9Q2X', description: 'The damage report it is about' })
  damageReportReference: string | null;
  @ApiProperty()
  description: string;
  @ApiProperty({ format: 'date', example: '2026-04-06' })
  damageFoundOn: string;
  @ApiProperty({ type: MoneyDto })
  amountClaimed: MoneyDto;
  @ApiProperty({ type: MoneyDto, nullable: true })
  repairEstimate: MoneyDto | null;
  @ApiProperty({ type: MoneyDto, description: 'The most the claim can pay' })
  cover: MoneyDto;
  @ApiProperty({ type: MoneyDto, nullable: true, description: 'The cash refund approved (then paid)' })
  payout: MoneyDto | null;
  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;
  @ApiProperty({ type: MoneyDto, nullable: true, description: 'What the repair cost, once recorded' })
  repairCost: MoneyDto | null;
  @ApiProperty({ example: 4, description: 'The last of the six steps done' })
  currentStep: number;
  @ApiProperty({ type: [ClaimStepDto], description: 'The six steps: insured, arrived, damage found, claim filed, repaired, cash refund' })
  steps: ClaimStepDto[];
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;
}

export class ClaimListDto extends PageDto(ClaimDto, 1, 'Newest first') {}

export class ClaimCustomerDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  id: string | null;
  @ApiProperty({ type: String, nullable: true })
  email: string | null;
  @ApiProperty({ type: String, nullable: true })
  name: string | null;
}

export class ClaimEventDto {
  @ApiProperty({ enum: CLAIM_EVENT_KINDS, example: 'approved' })
  kind: string;
  @ApiProperty({ type: MoneyDto, nullable: true })
  amount: MoneyDto | null;
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  actorId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin' })
  actorRole: string | null;
  @ApiProperty({ format: 'date-time' })
  at: string;
}

export class AdminClaimDto extends ClaimDto {
  @ApiProperty({ type: ClaimCustomerDto })
  customer: ClaimCustomerDto;
  @ApiProperty({ type: [ClaimEventDto], description: 'Everything that happened to it, oldest first' })
  events: ClaimEventDto[];
  @ApiProperty({
    enum: STAFF_CLAIM_TARGETS,
    isArray: true,
    example: ['approved', 'rejected'],
    description: 'What staff may do next (approve, reject, pay), from the claim state machine',
  })
  nextStatuses: StaffClaimTarget[];
}

export class AdminClaimListDto extends StaffPageDto(AdminClaimDto) {}
