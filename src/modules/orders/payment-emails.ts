import type { Locale } from '../../common/context/locale.js';
import { defineEmail, type EmailBlock, type EmailContent } from '../notifications/email/email-template.js';
import { inJapanTime } from './order-emails.js';
import { type PaymentProgress, paymentProgress } from './order-payments.js';
import type { OrderStatus } from './order-transitions.js';

/** One order a voided payment was put towards, after the void. */
export interface VoidedOrderNotice {
  carTitle: string;
  stockId: string;
  /** Taken back from it. */
  reversed: string;
  status: OrderStatus;
  amountAllocated: string;
  total: string;
  /** Set when the void made it a reservation again: the new hold's deadline on the company's wall clock (companyWallTime). */
  holdUntil: string | null;
}

export interface PaymentVoidedVars {
  firstName: string | null;
  payment: { bankReference: string; valueDate: string; amount: string; currency: string; amountUsd: string };
  reason: string;
  orders: readonly VoidedOrderNotice[];
}

/** The wording of the void notice in one language (the email's shape is the same in all). */
interface PaymentVoidedTexts {
  subject(bankReference: string): string;
  voided(bankReference: string, valueDate: string, received: string): string;
  reason(reason: string): string;
  ordersIntro: string;
  car(carTitle: string, stockId: string): string;
  takenBack(reversed: string, progress: PaymentProgress): string;
  reservedAgain(holdUntil: string, progress: PaymentProgress): string;
  depositStillCovered(progress: PaymentProgress): string;
  leftToPay(progress: PaymentProgress): string;
  closing: string;
}

/** What the void means for one order: what was taken back, then what is owed now. */
function orderLine(t: PaymentVoidedTexts, language: Locale, order: VoidedOrderNotice): string {
  const progress = paymentProgress(order.amountAllocated, order.total);
  const head = `${t.car(order.carTitle, order.stockId)}: ${t.takenBack(order.reversed, progress)}`;
  if (order.holdUntil) return `${head} ${t.reservedAgain(inJapanTime[language](order.holdUntil), progress)}`;
  if (order.status === 'deposit_paid') return `${head} ${t.depositStillCovered(progress)}`;
  if (order.status === 'cancelled') return head;
  return `${head} ${t.leftToPay(progress)}`;
}

const paymentVoided =
  (t: PaymentVoidedTexts, language: Locale) =>
  ({ firstName, payment, reason, orders }: PaymentVoidedVars): EmailContent => {
    const received =
      payment.currency === 'USD' ? `${payment.amountUsd} USD` : `${payment.amount} ${payment.currency} (${payment.amountUsd} USD)`;
    const effects: EmailBlock[] =
      orders.length > 0
        ? [
            { kind: 'text', text: t.ordersIntro },
            { kind: 'list', items: orders.map((order) => ({ text: orderLine(t, language, order) })) },
          ]
        : [];
    return {
      subject: t.subject(payment.bankReference),
      name: firstName,
      blocks: [
        { kind: 'text', text: t.voided(payment.bankReference, payment.valueDate, received) },
        { kind: 'text', text: t.reason(reason) },
        ...effects,
        { kind: 'text', text: t.closing },
      ],
    };
  };

/** The notice that a payment recorded for the customer was voided, and what that did to each order it paid. */
export const paymentVoidedEmail = defineEmail<PaymentVoidedVars>(
  'payment.voided',
  {
    en: paymentVoided(
      {
        subject: (ref) => `A payment recorded for you was voided (${ref})`,
        voided: (ref, valueDate, received) =>
          `The payment we recorded for you under the bank reference ${ref}, value date ${valueDate}, for ${received}, has been voided by our staff.`,
        reason: (reason) => `Reason: ${reason}`,
        ordersIntro: 'What this means for your orders:',
        car: (title, stockId) => `${title} (stock ${stockId})`,
        takenBack: (reversed, p) => `${reversed} USD was taken back; ${p.allocated} of ${p.total} USD is now paid.`,
        reservedAgain: (until, p) =>
          `The order is a reservation again: the car is held for you until ${until}. Please pay at least the deposit of ${p.depositRequired} USD by then.`,
        depositStillCovered: (p) => `The deposit is still covered; ${p.balance} USD is left to pay.`,
        leftToPay: (p) => `${p.balance} USD is left to pay.`,
        closing:
          'If the transfer was recorded wrongly, we record it again correctly and you will see it on your order. If you think this is a mistake, reply to this email or contact your account manager.',
      },
      'en',
    ),
    ur: paymentVoided(
      {
        subject: (ref) => `آپ کے لیے درج کی گئی ایک ادائیگی منسوخ کر دی گئی ہے (${ref})`,
        voided: (ref, valueDate, received) =>
          `بینک حوالہ ${ref}، ویلیو ڈیٹ ${valueDate}، رقم ${received} کے تحت آپ کے لیے درج کی گئی ادائیگی ہمارے عملے نے منسوخ کر دی ہے۔`,
        reason: (reason) => `وجہ: ${reason}`,
        ordersIntro: 'آپ کے آرڈرز پر اس کا اثر:',
        car: (title, stockId) => `${title} (اسٹاک ${stockId})`,
        takenBack: (reversed, p) => `${reversed} USD واپس لے لیے گئے؛ اب ${p.total} USD میں سے ${p.allocated} USD ادا شدہ ہیں۔`,
        reservedAgain: (until, p) =>
          `یہ آرڈر دوبارہ ریزرویشن بن گیا ہے: گاڑی ${until} تک آپ کے لیے روکی گئی ہے۔ براہ کرم اس وقت تک کم از کم ${p.depositRequired} USD کا ڈپازٹ ادا کر دیں۔`,
        depositStillCovered: (p) => `ڈپازٹ اب بھی پورا ہے؛ ${p.balance} USD کی ادائیگی باقی ہے۔`,
        leftToPay: (p) => `${p.balance} USD کی ادائیگی باقی ہے۔`,
        closing:
          'اگر ٹرانسفر غلط درج ہوا تھا تو ہم اسے دوبارہ درست طور پر درج کریں گے اور آپ اسے اپنے آرڈر میں دیکھ سکیں گے۔ اگر آپ کے خیال میں یہ غلطی ہے تو اس ای میل کا جواب دیں یا اپنے اکاؤنٹ مینیجر سے رابطہ کریں۔',
      },
      'ur',
    ),
    pt: paymentVoided(
      {
        subject: (ref) => `Um pagamento registrado para você foi anulado (${ref})`,
        voided: (ref, valueDate, received) =>
          `O pagamento que registramos para você com a referência bancária ${ref}, data-valor ${valueDate}, no valor de ${received}, foi anulado pela nossa equipe.`,
        reason: (reason) => `Motivo: ${reason}`,
        ordersIntro: 'O que isso significa para seus pedidos:',
        car: (title, stockId) => `${title} (estoque ${stockId})`,
        takenBack: (reversed, p) => `${reversed} USD foram estornados; agora estão pagos ${p.allocated} de ${p.total} USD.`,
        reservedAgain: (until, p) =>
          `O pedido voltou a ser uma reserva: o carro fica reservado para você até ${until}. Pague pelo menos o sinal de ${p.depositRequired} USD até lá.`,
        depositStillCovered: (p) => `O sinal continua coberto; faltam pagar ${p.balance} USD.`,
        leftToPay: (p) => `Faltam pagar ${p.balance} USD.`,
        closing:
          'Se a transferência foi registrada incorretamente, nós a registraremos novamente da forma correta e você a verá no seu pedido. Se você acha que isso é um erro, responda a este e-mail ou fale com seu gerente de conta.',
      },
      'pt',
    ),
    es: paymentVoided(
      {
        subject: (ref) => `Se anuló un pago registrado a su nombre (${ref})`,
        voided: (ref, valueDate, received) =>
          `Nuestro personal anuló el pago que registramos a su nombre con la referencia bancaria ${ref}, fecha valor ${valueDate}, por ${received}.`,
        reason: (reason) => `Motivo: ${reason}`,
        ordersIntro: 'Lo que esto significa para sus pedidos:',
        car: (title, stockId) => `${title} (stock ${stockId})`,
        takenBack: (reversed, p) => `se revirtieron ${reversed} USD; ahora hay ${p.allocated} de ${p.total} USD pagados.`,
        reservedAgain: (until, p) =>
          `El pedido vuelve a ser una reserva: le guardamos el auto hasta el ${until}. Pague al menos el depósito de ${p.depositRequired} USD antes de esa fecha.`,
        depositStillCovered: (p) => `El depósito sigue cubierto; quedan ${p.balance} USD por pagar.`,
        leftToPay: (p) => `Quedan ${p.balance} USD por pagar.`,
        closing:
          'Si la transferencia se registró por error, la registraremos de nuevo correctamente y la verá en su pedido. Si cree que se trata de un error, responda a este correo o comuníquese con su ejecutivo de cuenta.',
      },
      'es',
    ),
  },
  {
    firstName: 'Amina',
    payment: { bankReference: 'TT-2026-0042', valueDate: '2026-03-02', amount: '1350000', currency: 'JPY', amountUsd: '9000.00' },
    reason: 'Recorded against the wrong customer',
    orders: [
      {
        carTitle: '2018 Toyota Corolla Axio',
        stockId: 'AB1234567',
        reversed: '9000.00',
        status: 'reserved',
        amountAllocated: '0.00',
        total: '9000.00',
        holdUntil: '2026-03-06 10:30',
      },
      {
        carTitle: '2017 Honda Fit',
        stockId: 'CD7654321',
        reversed: '500.00',
        status: 'deposit_paid',
        amountAllocated: '4000.00',
        total: '7000.00',
        holdUntil: null,
      },
    ],
  },
);
