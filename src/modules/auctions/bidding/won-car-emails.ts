import { defineEmail } from '../../notifications/email/email-template.js';
import { japanMinute, paragraphs } from './bidding-emails.js';

/** The customer's email about the order of a car they won at auction (issue 13), in their language (issue 27). */

/** What the won car's email tells of its order (an OrderSummaryDto has all of it). */
export interface WonCarOrderFacts {
  car: { title: string; stockId: string };
  payment: { total: Money; depositRequired: Money };
  expiresAt: string | null;
  destinationPort: string;
  destinationCountry: string;
  tradeTerms: string;
}

interface Money {
  amount: string;
  currency: string;
}

const money = (m: Money) => `${m.amount} ${m.currency}`;
const dueMinute = (order: WonCarOrderFacts) => (order.expiresAt ? japanMinute(new Date(order.expiresAt)) : null);

/** The order of a won car is made: what it costs, the security deposit and by when (Japan time), where it is shown. */
export const wonCarOrderEmail = defineEmail<{ firstName: string | null; order: WonCarOrderFacts }>(
  'auctions.won-car-order',
  {
    en: ({ firstName, order }) => {
      const due = dueMinute(order);
      return {
        subject: `Your won car ${order.car.title}: security deposit of ${money(order.payment.depositRequired)}`,
        name: firstName,
        blocks: paragraphs([
          `The order for the ${order.car.title} you won at auction is ready: stock ${order.car.stockId}, ${order.tradeTerms} ` +
            `${order.destinationPort}, ${order.destinationCountry}, ${money(order.payment.total)} in all.`,
          `Please pay the security deposit of ${money(order.payment.depositRequired)}${due ? ` by ${due} (Japan time)` : ''} by bank ` +
            'transfer; the invoice with our bank details is on the order page under Reserved Vehicles in your account. We ship ' +
            'the car once it is in.',
        ]),
      };
    },
    ur: ({ firstName, order }) => {
      const due = dueMinute(order);
      return {
        subject: `آپ کی جیتی ہوئی گاڑی ${order.car.title}: ${money(order.payment.depositRequired)} کا سیکیورٹی ڈپازٹ`,
        name: firstName,
        blocks: paragraphs([
          `نیلامی میں آپ کی جیتی ہوئی ${order.car.title} کا آرڈر تیار ہے: اسٹاک ${order.car.stockId}، ${order.tradeTerms} ` +
            `${order.destinationPort}، ${order.destinationCountry}، کل ${money(order.payment.total)}۔`,
          `براہِ کرم ${money(order.payment.depositRequired)} کا سیکیورٹی ڈپازٹ${due ? ` ${due} (جاپان کا وقت) تک` : ''} بینک ٹرانسفر سے ` +
            'ادا کریں؛ ہماری بینک تفصیلات والی انوائس آپ کے اکاؤنٹ میں "ریزرو شدہ گاڑیاں" کے تحت آرڈر کے صفحے پر موجود ہے۔ ' +
            'رقم موصول ہوتے ہی ہم گاڑی روانہ کر دیں گے۔',
        ]),
      };
    },
    pt: ({ firstName, order }) => {
      const due = dueMinute(order);
      return {
        subject: `Seu carro arrematado ${order.car.title}: depósito de garantia de ${money(order.payment.depositRequired)}`,
        name: firstName,
        blocks: paragraphs([
          `O pedido do ${order.car.title} que você arrematou no leilão está pronto: estoque ${order.car.stockId}, ${order.tradeTerms} ` +
            `${order.destinationPort}, ${order.destinationCountry}, ${money(order.payment.total)} no total.`,
          `Pague o depósito de garantia de ${money(order.payment.depositRequired)}${due ? ` até ${due} (horário do Japão)` : ''} por ` +
            'transferência bancária; a fatura com nossos dados bancários está na página do pedido, em Veículos reservados, na sua ' +
            'conta. Embarcamos o carro assim que o valor for recebido.',
        ]),
      };
    },
    es: ({ firstName, order }) => {
      const due = dueMinute(order);
      return {
        subject: `Su auto ganado ${order.car.title}: depósito de garantía de ${money(order.payment.depositRequired)}`,
        name: firstName,
        blocks: paragraphs([
          `El pedido del ${order.car.title} que ganó en subasta está listo: stock ${order.car.stockId}, ${order.tradeTerms} ` +
            `${order.destinationPort}, ${order.destinationCountry}, ${money(order.payment.total)} en total.`,
          `Pague el depósito de garantía de ${money(order.payment.depositRequired)}${due ? ` antes del ${due} (hora de Japón)` : ''} por ` +
            'transferencia bancaria; la factura con nuestros datos bancarios está en la página del pedido, en Vehículos reservados de ' +
            'su cuenta. Enviamos el auto en cuanto recibamos el pago.',
        ]),
      };
    },
  },
  {
    firstName: 'Amina',
    order: {
      car: { title: '2019 Toyota Prius', stockId: 'AE12345' },
      payment: { total: { amount: '11009.80', currency: 'USD' }, depositRequired: { amount: '5504.90', currency: 'USD' } },
      expiresAt: '2026-03-17T08:59:00.000Z',
      destinationPort: 'Karachi',
      destinationCountry: 'PK',
      tradeTerms: 'CFR',
    },
  },
);
