import { Decimal } from 'decimal.js';
import { COMPANY_NAME } from '../../common/company/company-facts.js';
import { defineEmail, type EmailBlock, type EmailContent } from '../notifications/email/email-template.js';
import type { ClosureCause } from './account-closure-rules.js';

/** What a closure did, as its notice tells it. */
export interface ClosureNotice {
  cause: ClosureCause;
  cancelled: { stockId: string; carTitle: string }[];
  bidsWithdrawn: number;
  ordersKept: number;
  auctionDepositJpy: string;
  ordersRefundUsd: string;
}

export interface AccountClosedVars extends ClosureNotice {
  firstName: string | null;
}

/** "150,000 JPY", in every language (amounts are written as the other emails write them). */
const yen = (amount: string) => `${BigInt(amount).toLocaleString('en-US')} JPY`;

/** The wording of the closure notice in one language (the email's shape is the same in all). */
interface AccountClosedTexts {
  subject: string;
  deleted: Readonly<Record<ClosureCause, string>>;
  cancelledIntro: string;
  car(carTitle: string, stockId: string): string;
  bidsWithdrawn(count: number): string;
  auctionDeposit(amount: string): string;
  ordersRefund(amountUsd: string): string;
  refunds(what: readonly string[]): string;
  ordersKept(count: number): string;
  notYou: string;
}

const accountClosed =
  (t: AccountClosedTexts) =>
  (notice: AccountClosedVars): EmailContent => {
    const blocks: EmailBlock[] = [{ kind: 'text', text: t.deleted[notice.cause] }];
    if (notice.cancelled.length > 0) {
      blocks.push(
        { kind: 'text', text: t.cancelledIntro },
        { kind: 'list', items: notice.cancelled.map((car) => ({ text: t.car(car.carTitle, car.stockId) })) },
      );
    }
    if (notice.bidsWithdrawn > 0) blocks.push({ kind: 'text', text: t.bidsWithdrawn(notice.bidsWithdrawn) });
    const refunds: string[] = [];
    if (BigInt(notice.auctionDepositJpy) > 0n) refunds.push(t.auctionDeposit(yen(notice.auctionDepositJpy)));
    if (new Decimal(notice.ordersRefundUsd).gt(0)) refunds.push(t.ordersRefund(notice.ordersRefundUsd));
    if (refunds.length > 0) blocks.push({ kind: 'text', text: t.refunds(refunds) });
    if (notice.ordersKept > 0) blocks.push({ kind: 'text', text: t.ordersKept(notice.ordersKept) });
    blocks.push({ kind: 'text', text: t.notYou });
    return { subject: t.subject, name: notice.firstName, blocks };
  };

/**
 * The one notice of an account's closure, to the address being deleted, composed in the closure's transaction from
 * the row about to go (its language too) and queued once it commits (the address then lives only in the mail job,
 * removed once sent). It replaces the per-reservation cancellation notices: the owner learns in one message what the
 * closure did — and, when they did not close it themselves (staff did, or someone who had their session), that it
 * happened at all.
 */
export const accountClosedEmail = defineEmail<AccountClosedVars>(
  'account.closed',
  {
    en: accountClosed({
      subject: `Your ${COMPANY_NAME} account has been deleted`,
      deleted: {
        customer: 'As you asked, your account has been deleted, with your profile, consignees, favorites and saved searches.',
        staff: 'Our staff have deleted your account, with your profile, consignees, favorites and saved searches.',
      },
      cancelledIntro: 'These reservations have been cancelled and the cars released:',
      car: (title, stockId) => `${title} (stock ${stockId})`,
      bidsWithdrawn: (count) => `Your ${count} open auction bid request(s) have been withdrawn.`,
      auctionDeposit: (amount) => `your auction deposit of ${amount}`,
      ordersRefund: (amount) => `${amount} USD paid towards the cancelled reservations`,
      refunds: (what) =>
        `Our staff will refund ${what.join(' and ')} to the account it came from, and may contact you at this address to do so.`,
      ordersKept: (count) =>
        `${count} order(s) with payments on them stay in our accounting records, without your contact details. ` +
        'If one of these cars is still to be shipped to you, reply to this email so that we can arrange it.',
      notYou: 'If you did not ask for this, reply to this email at once.',
    }),
    ur: accountClosed({
      subject: `آپ کا ${COMPANY_NAME} اکاؤنٹ حذف کر دیا گیا ہے`,
      deleted: {
        customer:
          'آپ کی درخواست کے مطابق آپ کا اکاؤنٹ حذف کر دیا گیا ہے، اور اس کے ساتھ آپ کی پروفائل، کنسائنی، پسندیدہ گاڑیاں اور محفوظ تلاشیں بھی۔',
        staff: 'ہمارے عملے نے آپ کا اکاؤنٹ حذف کر دیا ہے، اور اس کے ساتھ آپ کی پروفائل، کنسائنی، پسندیدہ گاڑیاں اور محفوظ تلاشیں بھی۔',
      },
      cancelledIntro: 'یہ ریزرویشنز منسوخ کر دی گئی ہیں اور گاڑیاں دوبارہ فروخت کے لیے پیش کر دی گئی ہیں:',
      car: (title, stockId) => `${title} (اسٹاک ${stockId})`,
      bidsWithdrawn: (count) =>
        count === 1
          ? 'نیلامی میں بولی کی آپ کی ایک کھلی درخواست واپس لے لی گئی ہے۔'
          : `نیلامی میں بولی کی آپ کی ${count} کھلی درخواستیں واپس لے لی گئی ہیں۔`,
      auctionDeposit: (amount) => `نیلامی کا آپ کا ${amount} کا ڈپازٹ`,
      ordersRefund: (amount) => `منسوخ شدہ ریزرویشنز کے لیے ادا کیے گئے ${amount} USD`,
      refunds: (what) =>
        `ہمارا عملہ ${what.join(' اور ')} اسی اکاؤنٹ میں واپس بھیجے گا جہاں سے رقم آئی تھی، اور اس سلسلے میں اس پتے پر آپ سے رابطہ کر سکتا ہے۔`,
      ordersKept: (count) =>
        (count === 1
          ? 'ادائیگی والا 1 آرڈر آپ کے رابطے کی تفصیلات کے بغیر ہمارے حسابات کے ریکارڈ میں رہے گا۔ '
          : `ادائیگی والے ${count} آرڈر آپ کے رابطے کی تفصیلات کے بغیر ہمارے حسابات کے ریکارڈ میں رہیں گے۔ `) +
        'اگر ان میں سے کوئی گاڑی ابھی آپ کو بھیجی جانی ہے تو اس ای میل کا جواب دیں تاکہ ہم اس کا انتظام کر سکیں۔',
      notYou: 'اگر آپ نے یہ درخواست نہیں کی تو فوراً اس ای میل کا جواب دیں۔',
    }),
    pt: accountClosed({
      subject: `Sua conta ${COMPANY_NAME} foi excluída`,
      deleted: {
        customer: 'Conforme você pediu, sua conta foi excluída, junto com seu perfil, consignatários, favoritos e pesquisas salvas.',
        staff: 'Nossa equipe excluiu sua conta, junto com seu perfil, consignatários, favoritos e pesquisas salvas.',
      },
      cancelledIntro: 'Estas reservas foram canceladas e os carros foram liberados:',
      car: (title, stockId) => `${title} (estoque ${stockId})`,
      bidsWithdrawn: (count) =>
        count === 1
          ? 'Seu pedido de lance em aberto no leilão foi retirado.'
          : `Seus ${count} pedidos de lance em aberto no leilão foram retirados.`,
      auctionDeposit: (amount) => `seu depósito de leilão de ${amount}`,
      ordersRefund: (amount) => `${amount} USD pagos pelas reservas canceladas`,
      refunds: (what) =>
        `Nossa equipe vai reembolsar ${what.join(' e ')} na conta de origem e poderá entrar em contato com você neste endereço para isso.`,
      ordersKept: (count) =>
        (count === 1
          ? '1 pedido com pagamentos continua em nossos registros contábeis, sem seus dados de contato. '
          : `${count} pedidos com pagamentos continuam em nossos registros contábeis, sem seus dados de contato. `) +
        'Se algum desses carros ainda tiver de ser enviado para você, responda a este e-mail para que possamos providenciar o envio.',
      notYou: 'Se você não pediu isso, responda a este e-mail imediatamente.',
    }),
    es: accountClosed({
      subject: `Su cuenta de ${COMPANY_NAME} ha sido eliminada`,
      deleted: {
        customer:
          'Tal como lo solicitó, su cuenta ha sido eliminada, junto con su perfil, sus consignatarios, sus favoritos y sus búsquedas guardadas.',
        staff: 'Nuestro personal ha eliminado su cuenta, junto con su perfil, sus consignatarios, sus favoritos y sus búsquedas guardadas.',
      },
      cancelledIntro: 'Estas reservas se han cancelado y los autos han quedado liberados:',
      car: (title, stockId) => `${title} (stock ${stockId})`,
      bidsWithdrawn: (count) =>
        count === 1
          ? 'Se ha retirado su solicitud de puja abierta en subasta.'
          : `Se han retirado sus ${count} solicitudes de puja abiertas en subasta.`,
      auctionDeposit: (amount) => `su depósito de subasta de ${amount}`,
      ordersRefund: (amount) => `${amount} USD pagados por las reservas canceladas`,
      refunds: (what) =>
        `Nuestro personal le reembolsará ${what.join(' y ')} a la cuenta de la que provino, y es posible que se comunique con usted en esta dirección para ello.`,
      ordersKept: (count) =>
        (count === 1
          ? '1 pedido con pagos permanece en nuestros registros contables, sin sus datos de contacto. '
          : `${count} pedidos con pagos permanecen en nuestros registros contables, sin sus datos de contacto. `) +
        'Si alguno de estos autos aún debe enviársele, responda a este correo para que podamos organizar el envío.',
      notYou: 'Si usted no lo solicitó, responda a este correo de inmediato.',
    }),
  },
  {
    firstName: 'Amina',
    cause: 'customer',
    cancelled: [{ stockId: 'AB1234567', carTitle: '2018 Toyota Corolla Axio' }],
    bidsWithdrawn: 2,
    ordersKept: 1,
    auctionDepositJpy: '150000',
    ordersRefundUsd: '100.00',
  },
);
