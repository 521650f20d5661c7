import { ApiProperty } from '@nestjs/swagger';
import { MoneyDto } from '../../common/money/money.dto.js';
import { CLOSURE_CAUSES, CLOSURE_REFUND_STATUSES, type ClosureCause, type ClosureRefundStatus } from './account-closure-rules.js';
import { PageDto } from '../../common/pagination/page.dto.js';
import { OrderRefDto } from '../orders/orders.responses.js';

/* ---------------------------------------------------------------- the customer's preview */

export class DeletionReservationDto {
  @ApiProperty({ format: 'uuid', example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47' })
  orderId: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  carTitle: string;
  @ApiProperty({ type: MoneyDto, description: 'Already paid towards it: refunded by staff' })
  paid: MoneyDto;
}

export class AccountDeletionPreviewDto {
  @ApiProperty({
    type: [DeletionReservationDto],
    description: 'Reservations that deleting the account cancels (their cars go back on sale)',
  })
  reservations: DeletionReservationDto[];
  @ApiProperty({ example: 1, description: 'Orders with a deposit or more paid: kept for the company’s books, without contact details' })
  ordersKept: number;
  @ApiProperty({ example: 2, description: 'Open auction bid requests that deleting the account withdraws' })
  openBids: number;
  @ApiProperty({
    type: [String],
    example: ['USS Tokyo 41523'],
    description: 'Bid requests past their lot’s cut-off: while there are any, the account cannot be deleted (409)',
  })
  bidsAtAuction: string[];
  @ApiProperty({ example: '200000', description: 'The auction deposit, whole yen: staff refund it' })
  auctionDepositJpy: string;
  @ApiProperty({ type: MoneyDto, description: 'Money paid towards the reservations it cancels: staff refund it' })
  refund: MoneyDto;
}

/* ---------------------------------------------------------------- staff */

export class ClosedReservationDto extends OrderRefDto {
  @ApiProperty({ type: MoneyDto })
  paid: MoneyDto;
}

export class ClosureContactDto {
  @ApiProperty({ example: 'amina.njeri@example.com' })
  email: string;
  @ApiProperty({ example: 'Amina Njeri' })
  name: string;
}

export class AccountClosureDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid', description: 'The deleted account’s public id (as the audit log and orders name it)' })
  accountId: string;
  @ApiProperty({ enum: CLOSURE_CAUSES, example: 'customer', description: 'Deleted by its owner, or by staff' })
  cause: ClosureCause;
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  closedBy: string | null;
  @ApiProperty({ format: 'date-time' })
  closedAt: string;
  @ApiProperty({ type: [ClosedReservationDto] })
  cancelledReservations: ClosedReservationDto[];
  @ApiProperty({ example: 0 })
  bidsWithdrawn: number;
  @ApiProperty({ example: 1, description: 'Orders with a deposit or more, kept for the books with personal data minimised' })
  ordersKept: number;
  @ApiProperty({ example: '200000', description: 'Auction deposit to refund, whole yen' })
  auctionDepositJpy: string;
  @ApiProperty({ example: '0', description: 'Won auction cars not paid for, whole yen' })
  auctionOwedJpy: string;
  @ApiProperty({ type: MoneyDto, description: 'Money on the cancelled reservations, to refund' })
  ordersRefund: MoneyDto;
  @ApiProperty({ enum: CLOSURE_REFUND_STATUSES, example: 'due' })
  refundStatus: ClosureRefundStatus;
  @ApiProperty({ type: ClosureContactDto, nullable: true, description: 'Where to send the refund: kept only while it is due' })
  contact: ClosureContactDto | null;
  @ApiProperty({ type: [String], description: 'The bank references of the auction deposits (while the refund is due)' })
  depositReferences: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refundedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  refundedBy: string | null;
  @ApiProperty({ type: String, nullable: true })
  refundReference: string | null;
  @ApiProperty({ type: String, nullable: true })
  refundNote: string | null;
  @ApiProperty({
    enum: CLOSURE_REFUND_STATUSES,
    isArray: true,
    example: ['refunded'],
    description: 'The refund statuses staff may set next, from the closure refund state machine',
  })
  nextStatuses: ClosureRefundStatus[];
}

export class AccountClosureListDto extends PageDto(AccountClosureDto, 1, 'Newest first') {}
