import { ApiProperty } from '@nestjs/swagger';
import { MoneyDto } from '../../common/money/money.dto.js';
import { CARD_ITEMS, CHART_DAYS, SERIES_CACHE_SECONDS } from './dashboard-rules.js';
import { ReviewHeadlineDto } from '../reviews/reviews.responses.js';

/** The customer of an item, as a card shows them (null once the account is deleted). */
export class DashboardCustomerDto {
  @ApiProperty({ format: 'uuid', description: 'The user id: /admin/users/<id>' })
  id: string;
  @ApiProperty({ example: 'Amina Odhiambo' })
  name: string;
  @ApiProperty({ example: 'amina@example.com' })
  email: string;
}

export class ExpiringReservationDto {
  @ApiProperty({ format: 'uuid', description: 'The order id: /admin/orders/<id>' })
  orderId: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: '2018 Toyota Corolla' })
  carTitle: string;
  @ApiProperty({ type: DashboardCustomerDto, nullable: true })
  customer: DashboardCustomerDto | null;
  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
  @ApiProperty({ enum: ['today', 'tomorrow'], description: 'Its Tokyo day' })
  day: 'today' | 'tomorrow';
  @ApiProperty({ description: 'A remittance copy uploaded in time keeps the hold from running out until staff review it' })
  holdPaused: boolean;
}

export class ExpiringReservationsDto {
  @ApiProperty({ example: 2, description: 'Reserved orders whose hold ends today (Tokyo), already past included' })
  today: number;
  @ApiProperty({ example: 3, description: 'Reserved orders whose hold ends tomorrow (Tokyo)' })
  tomorrow: number;
  @ApiProperty({ type: [ExpiringReservationDto], description: `The first ${CARD_ITEMS * 2}, soonest first` })
  items: ExpiringReservationDto[];
}

export class WaitingRemittanceCopyDto {
  @ApiProperty({ format: 'uuid', description: 'The order id: /admin/orders/<id>' })
  orderId: string;
  @ApiProperty({ format: 'uuid' })
  copyId: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ type: DashboardCustomerDto, nullable: true })
  customer: DashboardCustomerDto | null;
  @ApiProperty({ format: 'date-time' })
  uploadedAt: string;
}

export class WaitingRemittanceCopiesDto {
  @ApiProperty({ example: 1 })
  count: number;
  @ApiProperty({ type: [WaitingRemittanceCopyDto], description: `The ${CARD_ITEMS} waiting longest` })
  items: WaitingRemittanceCopyDto[];
}

export class WaitingInquiryDto {
  @ApiProperty({ example: 'INQ-000123', description: 'The inquiry reference: /admin/inquiries/<reference>' })
  reference: string;
  @ApiProperty({ example: 'Amina Odhiambo' })
  name: string;
  @ApiProperty({ example: 'amina@example.com' })
  email: string;
  @ApiProperty({ type: String, nullable: true, example: 'AB1234567', description: 'null for a general inquiry' })
  stockId: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class WaitingInquiriesDto {
  @ApiProperty({ example: 4, description: 'Inquiries still pending (not responded, not closed)' })
  count: number;
  @ApiProperty({ type: [WaitingInquiryDto], description: `The ${CARD_ITEMS} waiting longest` })
  items: WaitingInquiryDto[];
}

/** A review pending moderation: the reviews module's headline, with the staff link and its age. */
export class WaitingReviewDto extends ReviewHeadlineDto {
  // Only the documentation differs from the headline's: where the id leads, and a shorter example title.
  @ApiProperty({ format: 'uuid', description: 'The review id: /admin/reviews/<id>' })
  override id: string;
  @ApiProperty({ example: 'Smooth purchase' })
  override title: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class WaitingReviewsDto {
  @ApiProperty({ example: 2, description: 'Reviews pending moderation' })
  count: number;
  @ApiProperty({ type: [WaitingReviewDto], description: `The ${CARD_ITEMS} waiting longest` })
  items: WaitingReviewDto[];
}

export class WaitingCarRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The request id: /admin/car-requests/<id>' })
  id: string;
  @ApiProperty({ example: 'RQ-000042' })
  reference: string;
  @ApiProperty({ example: 'Toyota' })
  make: string;
  @ApiProperty({ type: String, nullable: true, example: 'Prius' })
  model: string | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 2018 })
  year: number | null;
  @ApiProperty({ example: 'Amina Odhiambo' })
  name: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class WaitingCarRequestsDto {
  @ApiProperty({ example: 1, description: 'Car requests still open' })
  count: number;
  @ApiProperty({ type: [WaitingCarRequestDto], description: `The ${CARD_ITEMS} waiting longest` })
  items: WaitingCarRequestDto[];
}

export class DashboardWorkDto {
  @ApiProperty({ example: '2026-03-02', description: 'Today in the company calendar (Asia/Tokyo)' })
  today: string;
  @ApiProperty({ example: '2026-03-03' })
  tomorrow: string;
  @ApiProperty({ type: ExpiringReservationsDto })
  expiringReservations: ExpiringReservationsDto;
  @ApiProperty({ type: WaitingRemittanceCopiesDto })
  remittanceCopies: WaitingRemittanceCopiesDto;
  @ApiProperty({ type: WaitingInquiriesDto })
  inquiries: WaitingInquiriesDto;
  @ApiProperty({ type: WaitingReviewsDto })
  reviews: WaitingReviewsDto;
  @ApiProperty({ type: WaitingCarRequestsDto })
  carRequests: WaitingCarRequestsDto;
}

export class ChartDayDto {
  @ApiProperty({ example: '2026-03-02', description: 'A Tokyo calendar day' })
  day: string;
  @ApiProperty({ example: 1520, description: 'Car detail views' })
  views: number;
  @ApiProperty({ example: 12, description: 'Inquiries received' })
  inquiries: number;
  @ApiProperty({ example: 3, description: 'Reservations made (orders created)' })
  reservations: number;
  @ApiProperty({ example: 2, description: 'Sales: orders whose deposit (≥ 50%) came in that day' })
  sales: number;
  @ApiProperty({ type: MoneyDto, description: 'What those orders are worth (their totals)' })
  salesAmount: MoneyDto;
}

export class ChartTotalsDto {
  @ApiProperty({ example: 120400 })
  views: number;
  @ApiProperty({ example: 980 })
  inquiries: number;
  @ApiProperty({ example: 210 })
  reservations: number;
  @ApiProperty({ example: 160 })
  sales: number;
  @ApiProperty({ type: MoneyDto })
  salesAmount: MoneyDto;
}

export class SalesByCountryDto {
  @ApiProperty({ example: 'KE', description: 'The destination country (ISO 3166-1 alpha-2)' })
  country: string;
  @ApiProperty({ example: 12 })
  count: number;
  @ApiProperty({ type: MoneyDto })
  amount: MoneyDto;
}

export class SalesByMakeDto {
  @ApiProperty({ example: 'toyota' })
  make: string;
  @ApiProperty({ example: 'Toyota' })
  title: string;
  @ApiProperty({ example: 30 })
  count: number;
  @ApiProperty({ type: MoneyDto })
  amount: MoneyDto;
}

export class DashboardChartsDto {
  @ApiProperty({ example: '2025-12-03', description: `The first of the ${CHART_DAYS} days (Tokyo)` })
  from: string;
  @ApiProperty({ example: '2026-03-02', description: 'The last: today (Tokyo)' })
  to: string;
  @ApiProperty({ type: [ChartDayDto], description: `${CHART_DAYS} days, oldest first, every day present` })
  days: ChartDayDto[];
  @ApiProperty({ type: ChartTotalsDto, description: `The ${CHART_DAYS} days added up` })
  totals: ChartTotalsDto;
  @ApiProperty({ type: [SalesByCountryDto], description: 'Sales of the period by destination country, biggest amount first' })
  salesByCountry: SalesByCountryDto[];
  @ApiProperty({ type: [SalesByMakeDto], description: 'Sales of the period by make, biggest amount first' })
  salesByMake: SalesByMakeDto[];
  @ApiProperty({ format: 'date-time', description: `When these figures were computed (cached up to ${SERIES_CACHE_SECONDS} s)` })
  computedAt: string;
}

export class DashboardDto {
  @ApiProperty({ type: DashboardWorkDto, description: 'Today’s work: counted live' })
  work: DashboardWorkDto;
  @ApiProperty({ type: DashboardChartsDto })
  charts: DashboardChartsDto;
}
