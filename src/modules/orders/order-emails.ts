import type { Locale } from '../../common/context/locale.js';
import { type CompanyCalendar, companyDay } from '../../common/time/business-days.js';
import { defineEmail, type EmailContent } from '../notifications/email/email-template.js';
import type { Order } from './order.entity.js';
import type { OrderStatus, TransitionCause } from './order-transitions.js';

/** Why a reservation ended, as the customer is told. */
export type CancellationReason = 'expired' | 'staff';

/**
 * The cancellation notice a move owes its customer: an order cancelled by the expiry or by staff (not by the customer
 * themselves), while it still has a customer. Null for every other move.
 */
export function cancellationNoticeOf(order: Pick<Order, 'userId'>, to: OrderStatus, cause: TransitionCause): CancellationReason | null {
  if (to !== 'cancelled' || cause === 'customer' || !order.userId) return null;
  return cause === 'expiry' ? 'expired' : 'staff';
}

/**
 * "2026-03-05 10:30": an instant on the company's (Tokyo) wall clock, as the order and payment emails write a
 * deadline; the template adds "(Japan time)" in the reader's language (inJapanTime).
 */
export function companyWallTime(instant: Date, calendar: CompanyCalendar): string {
  const wall = new Date(instant.getTime() + calendar.utcOffsetMinutes * 60_000);
  return `${companyDay(instant, calendar)} ${wall.toISOString().slice(11, 16)}`;
}

/** "2026-03-05 10:30 (Japan time)" in each language: shared by the order and payment emails so they say it alike. */
export const inJapanTime: { readonly [L in Locale]: (wallTime: string) => string } = {
  en: (time) => `${time} (Japan time)`,
  ur: (time) => `${time} (جاپان کا وقت)`,
  pt: (time) => `${time} (horário do Japão)`,
  es: (time) => `${time} (hora de Japón)`,
};

export interface ReservationCancelledVars {
  firstName: string | null;
  carTitle: string;
  stockId: string;
  reason: CancellationReason;
  /** When the hold ended, on the company's wall clock (companyWallTime): what an expiry notice says. */
  holdEndedAt: string;
}

/** The wording of the cancellation notice in one language (the email's shape is the same in all). */
interface ReservationCancelledTexts {
  subject(carTitle: string, stockId: string): string;
  expired(car: string, endedAt: string): string;
  byStaff(car: string): string;
  whatNow: string;
  car(carTitle: string, stockId: string): string;
}

const reservationCancelled =
  (t: ReservationCancelledTexts, language: Locale) =>
  (vars: ReservationCancelledVars): EmailContent => {
    const car = t.car(vars.carTitle, vars.stockId);
    return {
      subject: t.subject(vars.carTitle, vars.stockId),
      name: vars.firstName,
      blocks: [
        { kind: 'text', text: vars.reason === 'expired' ? t.expired(car, inJapanTime[language](vars.holdEndedAt)) : t.byStaff(car) },
        { kind: 'text', text: t.whatNow },
      ],
    };
  };

/** The notice that a reservation was cancelled by its expiry or by staff. */
export const reservationCancelledEmail = defineEmail<ReservationCancelledVars>(
  'order.reservation-cancelled',
  {
    en: reservationCancelled(
      {
        subject: (title, stockId) => `Your reservation of ${title} (${stockId}) has been cancelled`,
        car: (title, stockId) => `${title} (stock ${stockId})`,
        expired: (car, endedAt) =>
          `The hold on the ${car} ended on ${endedAt} without the 50% deposit, so your reservation has been cancelled and the car released.`,
        byStaff: (car) => `Your reservation of the ${car} has been cancelled by our staff.`,
        whatNow: 'If you have sent a payment for it, or would still like this car, reply to this email or contact your account manager.',
      },
      'en',
    ),
    ur: reservationCancelled(
      {
        subject: (title, stockId) => `${title} (${stockId}) کی آپ کی ریزرویشن منسوخ کر دی گئی ہے`,
        car: (title, stockId) => `${title} (اسٹاک ${stockId})`,
        expired: (car, endedAt) =>
          `${car} کے لیے آپ کی ریزرویشن کی مدت ${endedAt} کو 50% ڈپازٹ کی ادائیگی کے بغیر ختم ہو گئی، اس لیے آپ کی ریزرویشن منسوخ کر دی گئی ہے اور گاڑی دوبارہ فروخت کے لیے پیش کر دی گئی ہے۔`,
        byStaff: (car) => `${car} کی آپ کی ریزرویشن ہمارے عملے نے منسوخ کر دی ہے۔`,
        whatNow:
          'اگر آپ اس کے لیے ادائیگی بھیج چکے ہیں، یا اب بھی یہ گاڑی لینا چاہتے ہیں، تو اس ای میل کا جواب دیں یا اپنے اکاؤنٹ مینیجر سے رابطہ کریں۔',
      },
      'ur',
    ),
    pt: reservationCancelled(
      {
        subject: (title, stockId) => `Sua reserva do ${title} (${stockId}) foi cancelada`,
        car: (title, stockId) => `${title} (estoque ${stockId})`,
        expired: (car, endedAt) =>
          `O prazo de reserva do ${car} terminou em ${endedAt} sem o pagamento do sinal de 50%, por isso sua reserva foi cancelada e o carro foi liberado.`,
        byStaff: (car) => `Sua reserva do ${car} foi cancelada pela nossa equipe.`,
        whatNow:
          'Se você já enviou um pagamento por ele, ou se ainda quiser este carro, responda a este e-mail ou fale com seu gerente de conta.',
      },
      'pt',
    ),
    es: reservationCancelled(
      {
        subject: (title, stockId) => `Su reserva del ${title} (${stockId}) ha sido cancelada`,
        car: (title, stockId) => `${title} (stock ${stockId})`,
        expired: (car, endedAt) =>
          `El plazo de reserva del ${car} terminó el ${endedAt} sin el depósito del 50 %, por lo que su reserva ha sido cancelada y el auto quedó liberado.`,
        byStaff: (car) => `Nuestro personal ha cancelado su reserva del ${car}.`,
        whatNow:
          'Si ya envió un pago por este auto, o si aún desea comprarlo, responda a este correo o comuníquese con su ejecutivo de cuenta.',
      },
      'es',
    ),
  },
  { firstName: 'Amina', carTitle: '2018 Toyota Corolla Axio', stockId: 'AB1234567', reason: 'expired', holdEndedAt: '2026-03-05 10:30' },
);
