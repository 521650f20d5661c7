import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/link';
import { PageTitle, useDocumentTitle } from '../../../components/page-title';
import { usePriceFormatter } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { localize, stripLanguage } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { toCents } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useFormat } from '../../../lib/use-format';
import { useInvoice, useOrder, type Order, type ProformaInvoice } from '../api/orders-api';
import { HoldDeadline } from '../components/deadline';
import { OrderStatus } from '../components/order-list-panel';
import { OrderDocuments } from '../components/order-documents';
import { OrderPriceLines } from '../components/order-price';
import { PaymentProgress } from '../components/payment-progress';
import { RemittanceUpload } from '../components/remittance-upload';
import { OrderTracking } from '../components/tracking-timeline';
import { ApplyCoupon } from '../../coupons/components/apply-coupon';
import { OrderInsurance } from '../../insurance/components/order-insurance';
import { OrderCouponUses } from '../../coupons/components/order-coupon-uses';
import '../orders.css';

/** Nothing put towards the order yet, by bank or by coupon. */
const nothingPaid = (order: Order) => toCents(order.payment.allocated.amount) === 0n;

/** A line of the invoice in the reader's language: the car by its title and stock id, the others by what they are. */
function useLineText(order: Order) {
  const { t } = useTranslation(['orders', 'calculator']);
  return (line: ProformaInvoice['lines'][number]) =>
    line.key === 'fob_price'
      ? t('orders:invoice.lineCar', { title: order.car.title, stockId: order.car.stockId })
      : t(`calculator:quote.lines.${line.key}`);
}

/**
 * A cell's column heading, shown beside its value only on phones, where each invoice line stacks into a small card
 * (orders.css); hidden from screen readers, which announce the real column header.
 */
function CellLabel({ children }: { children: string }) {
  return (
    <span className="invoice__cell-label" aria-hidden="true">
      {children}
    </span>
  );
}

function Invoice({ invoice, order }: { invoice: ProformaInvoice; order: Order }) {
  const { t } = useTranslation('orders');
  const lineText = useLineText(order);
  const quoted = usePriceFormatter();
  const foreign = invoice.quotedTotal.currency !== 'USD';
  const f = useFormat();
  const money = usePriceFormatter();
  const bank = invoice.bank;
  const totals: [string, { amount: string; currency: string }][] = [
    ['paymentTotal', invoice.totals.paymentTotal],
    ['depositTotal', invoice.totals.depositTotal],
    ['securityDepositTotal', invoice.totals.securityDepositTotal],
    ['allocatedTotal', invoice.totals.allocatedTotal],
    ['balance', invoice.totals.balance],
  ];
  return (
    <section className="card order-section invoice" aria-labelledby="invoice-title">
      <h2 id="invoice-title">{t('invoice.title')}</h2>
      <dl className="invoice__meta">
        <div>
          <dt>{t('invoice.number')}</dt>
          <dd>
            <bdi dir="ltr">{invoice.invoiceNumber}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('invoice.issued')}</dt>
          <dd>{f.date(invoice.issueDate, { dateStyle: 'medium', timeZone: 'UTC' })}</dd>
        </div>
        <div>
          <dt>{t('list.terms')}</dt>
          <dd>{invoice.tradeTerms}</dd>
        </div>
        <div>
          <dt>{t('list.destination')}</dt>
          <dd>{invoice.destination}</dd>
        </div>
        {invoice.buyer && (
          <div>
            <dt>{t('invoice.buyer')}</dt>
            <dd>
              {invoice.buyer.name} · <bdi dir="ltr">{invoice.buyer.email}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('invoice.consignee')}</dt>
          <dd>
            {invoice.consignee.consigneeName}, {invoice.consignee.address}, {invoice.consignee.city}, {f.country(invoice.consignee.country)}
          </dd>
        </div>
        {invoice.depositDueAt && (
          <div>
            <dt>{t('invoice.depositDue')}</dt>
            <dd>{f.date(invoice.depositDueAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </div>
        )}
      </dl>
      <div className="table-scroll">
        <table className="invoice__lines">
          <caption className="visually-hidden">{t('invoice.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoice.date')}</th>
              <th scope="col">{t('invoice.detail')}</th>
              <th scope="col" className="num">
                {t('invoice.unit')}
              </th>
              <th scope="col" className="num">
                {t('invoice.vehicles')}
              </th>
              <th scope="col" className="num">
                {t('invoice.amount')}
              </th>
              {foreign && (
                <th scope="col" className="num">
                  {t('invoice.quoted', { currency: invoice.quotedTotal.currency })}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i} data-line={line.key}>
                <td className="invoice__date">
                  <CellLabel>{t('invoice.date')}</CellLabel>
                  {f.date(line.date, { dateStyle: 'medium', timeZone: 'UTC' })}
                </td>
                <td className="invoice__detail">
                  <bdi>{lineText(line)}</bdi>
                </td>
                <td className="num">
                  <CellLabel>{t('invoice.unit')}</CellLabel>
                  {money(line.unitAmount)}
                </td>
                <td className="num">
                  <CellLabel>{t('invoice.vehicles')}</CellLabel>
                  {f.number(line.vehicleCount)}
                </td>
                <td className="num invoice__amount">
                  <CellLabel>{t('invoice.amount')}</CellLabel>
                  {money(line.amount)}
                </td>
                {foreign && (
                  <td className="num">
                    <CellLabel>{t('invoice.quoted', { currency: invoice.quotedTotal.currency })}</CellLabel>
                    {quoted(line.quotedAmount)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice__totals">
        {totals.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`invoice.${key}`)}</dt>
            <dd>{money(value as { amount: string; currency: 'USD' })}</dd>
          </div>
        ))}
        {foreign && (
          <div>
            <dt>{t('invoice.quotedTotal', { currency: invoice.quotedTotal.currency })}</dt>
            <dd>
              {quoted(invoice.quotedTotal)}
              <span className="muted invoice__rate">
                {' '}
                {t('order.priceRate', {
                  rate: f.number(Number(invoice.exchangeRate), { maximumFractionDigits: 8 }),
                  currency: invoice.quotedTotal.currency,
                })}
              </span>
            </dd>
          </div>
        )}
      </dl>
      <h3>{t('invoice.bank')}</h3>
      <dl className="invoice__bank">
        {(
          [
            ['beneficiary', bank.beneficiary],
            ['beneficiaryAddress', bank.beneficiaryAddress],
            ['bankName', bank.bankName],
            ['branch', bank.branch],
            ['bankAddress', bank.bankAddress],
            ['swift', bank.swift],
            ['accountNumber', bank.accountNumber],
            ['accountCurrency', bank.accountCurrency],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{t(`bank.${key}`)}</dt>
            <dd>
              <bdi dir="ltr">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {invoice.notes.length > 0 && (
        <ul className="invoice__notes">
          {invoice.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderPage({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const f = useFormat();
  const money = usePriceFormatter();
  const invoice = useInvoice(order.id);
  const open = order.status === 'reserved' || order.status === 'deposit_paid';
  const back = order.payment.fullyPaid ? 'purchased' : 'reserved';
  return (
    <div className="container page order-page">
      <nav className="no-print order-page__back">
        <Link to={paths.profile(back)}>{t('order.back', { list: t(`order.lists.${back}`) })}</Link>
      </nav>
      <div className="order-page__head">
        <div>
          <PageTitle title={t('order.title', { stockId: order.car.stockId })} />
          <p>
            <bdi>{order.car.title}</bdi> · <OrderStatus status={order.status} />
          </p>
          {order.payment.fullyPaid && order.status !== 'cancelled' && (
            <p className="no-print">
              <Link to={paths.damageReport({ order: order.id })}>{t('list.reportDamage')}</Link>
            </p>
          )}
        </div>
        <Button variant="secondary" className="no-print" onClick={() => window.print()}>
          {t('order.print')}
        </Button>
      </div>
      {order.status === 'reserved' && order.expiresAt && (
        <HoldDeadline deadline={order.expiresAt} paused={order.holdPaused} securityDeposit={order.auctionBidId !== null} />
      )}
      <section className="card order-section" aria-labelledby="price-title">
        <h2 id="price-title">{t('order.price')}</h2>
        <OrderPriceLines price={order.price} terms={order.tradeTerms} />
      </section>
      <OrderTracking order={order} />
      <OrderInsurance order={order} />
      <OrderDocuments order={order} />
      <section className="card order-section" aria-labelledby="payments-title">
        <h2 id="payments-title">{t('order.payments')}</h2>
        <PaymentProgress payment={order.payment} />
        {order.payments.length === 0 ? (
          nothingPaid(order) && <p className="muted">{t('order.noPayments')}</p>
        ) : (
          <div className="table-scroll">
            <table className="order-table">
              <thead>
                <tr>
                  <th scope="col">{t('order.valueDate')}</th>
                  <th scope="col">{t('order.bankReference')}</th>
                  <th scope="col" className="num">
                    {t('invoice.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.payments.map((payment, i) => (
                  <tr key={i}>
                    <td>{f.date(payment.valueDate, { dateStyle: 'medium', timeZone: 'UTC' })}</td>
                    <td>
                      <bdi dir="ltr">{payment.bankReference}</bdi>
                    </td>
                    <td className="num">{money(payment.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <OrderCouponUses orderId={order.id} />
        {open && !order.payment.fullyPaid && (
          <div className="no-print">
            <RemittanceUpload order={order} />
          </div>
        )}
        {order.remittanceCopies.length > 0 && (
          <ul className="order-copies">
            {order.remittanceCopies.map((copy) => (
              <li key={copy.id}>
                {t('order.copy', { date: f.date(copy.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }) })} ·{' '}
                {t(`copyStatus.${copy.status}`, { defaultValue: copy.status })}
                {copy.reviewNote && <> · {copy.reviewNote}</>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ApplyCoupon order={order} />
      {invoice.isError ? (
        <section className="card order-section">
          <h2>{t('invoice.title')}</h2>
          <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />
        </section>
      ) : invoice.data ? (
        <Invoice invoice={invoice.data} order={order} />
      ) : (
        <Skeleton blockSize="420px" />
      )}
      <section className="card order-section" aria-labelledby="history-title">
        <h2 id="history-title">{t('order.history')}</h2>
        <ol className="order-history">
          {order.history.map((step, i) => (
            <li key={i}>
              <time dateTime={step.at}>{f.date(step.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>{' '}
              <strong>{t(`status.${step.to}`, { defaultValue: step.to })}</strong>{' '}
              <span className="muted">{t(`cause.${step.cause}`, { defaultValue: step.cause })}</span>
            </li>
          ))}
          {order.insurance.basis === 'added' && order.insurance.insuredAt && (
            <li>
              <time dateTime={order.insurance.insuredAt}>
                {f.date(order.insurance.insuredAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>{' '}
              <strong>{t('insurance:order.added', { premium: money(order.insurance.premium) })}</strong>
            </li>
          )}
        </ol>
      </section>
    </div>
  );
}

/** One of my orders at `/orders/:id`: deadline, payments, the printable proforma invoice and its history. */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['orders', 'common']);
  const { status } = useSession();
  const location = useLocation();
  const language = useLanguage();
  const errorText = useErrorText();
  const order = useOrder(id);
  useDocumentTitle(order.data ? t('orders:order.title', { stockId: order.data.car.stockId }) : t('orders:order.pageTitle'));

  if (status === 'signedOut') {
    const next = stripLanguage(location.pathname) + location.search;
    return <Navigate replace to={localize(paths.auth({ next }), language)} />;
  }
  if (order.data) return <OrderPage order={order.data} />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <div className="container page">
        <PageTitle title={t('orders:order.pageTitle')} />
        {missing ? (
          <EmptyState
            title={errorText.code({ code: 'ORDER_NOT_FOUND' })}
            action={
              <Link className={buttonClass('secondary')} to={paths.profile('reserved')}>
                {t('orders:order.lists.reserved')}
              </Link>
            }
          />
        ) : (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className="container page" aria-busy="true">
      <Skeleton inlineSize="50%" blockSize="2.2em" />
      <Skeleton blockSize="600px" />
    </div>
  );
}
