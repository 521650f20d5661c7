import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isReservableStatus } from '@autoexport/contract/cars';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useFormat } from '../../../lib/use-format';
import { useCarEligibility } from '../../eligibility/api/eligibility-api';
import { SaleRefusal } from '../../eligibility/components/sale-refusal';
import { saleRefusalOf } from '../../eligibility/sale-refusal';
import { useCarLandedPrice, useDestinations } from '../../price-calculator/api/price-calculator-api';
import { PriceLines, useQuoteMoney } from '../../price-calculator/components/price-lines';
import { useConsignees } from '../../profile/api/consignees-api';
import { useReserveCar, type Order } from '../api/orders-api';
import {
  chooseDestination,
  CURRENCIES,
  emptyReserve,
  previewQuery,
  RESERVE_FIELDS,
  reserveBody,
  SHIPPING_METHODS,
  TRADE_TERMS,
  validateReserve,
  type ReserveField,
  type ReserveValues,
} from '../utils/reserve-form';
import { HoldDeadline } from './deadline';
import '../orders.css';

export interface ReservableCar {
  ref: string;
  status: string;
}

/**
 * The car page's primary action: "Reserve" for a signed-in customer when the car is available or ready to ship; for a
 * visitor, a link to sign in (or register) that comes back here; nothing while the session is checked or when the car
 * is not reservable (its RESERVED badge says why).
 */
export function ReserveButton({ car, onOpen, className }: { car: ReservableCar; onOpen: () => void; className?: string }) {
  const { t } = useTranslation('orders');
  const { status } = useSession();
  const location = useLocation();
  if (!isReservableStatus(car.status) || status === 'loading') return null;
  if (status === 'signedOut') {
    const next = stripLanguage(location.pathname) + location.search;
    return (
      <Link className={[buttonClass('primary'), className].filter(Boolean).join(' ')} to={paths.auth({ next })}>
        {t('reserve.signIn')}
      </Link>
    );
  }
  return (
    <Button className={className} onClick={onOpen}>
      {t('reserve.action')}
    </Button>
  );
}

function ReserveForm({ car, onReserved, onCancel }: { car: ReservableCar; onReserved: (order: Order) => void; onCancel: () => void }) {
  const { t } = useTranslation(['orders', 'calculator']);
  const errorText = useErrorText();
  const f = useFormat();
  const money = useQuoteMoney();
  const { user } = useSession();
  const consignees = useConsignees();
  const destinations = useDestinations();
  const reserve = useReserveCar();
  const [values, setValues] = useState<ReserveValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ReserveField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof saleRefusalOf>>(null);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const refusalId = useId();
  const items = consignees.data?.items;
  const shipTo = useMemo(() => (destinations.data?.countries ?? []).filter((c) => c.ports.length > 0), [destinations.data]);
  // The buyer's profile (country, port, currency) and their permanent consignee (listed first) are the starting choice.
  const current =
    values ??
    chooseDestination(
      emptyReserve({
        consignee: items?.[0],
        importCountry: user?.importCountry,
        port: user?.port,
        preferredCurrency: user?.preferredCurrency,
      }),
      {},
      shipTo,
    );
  const labels = Object.fromEntries(RESERVE_FIELDS.map((field) => [field, t(`reserve.${field}`)])) as Record<ReserveField, string>;
  const country = shipTo.find((c) => c.countryCode === current.destinationCountry);
  const port = country?.ports.find((p) => p.port === current.destinationPort);
  // The server's word on this car and country before submitting (the screen never decides it), and the price it will
  // invoice: the one engine's landed price for these choices.
  const eligibility = useCarEligibility(car.ref, current.destinationCountry || undefined, Boolean(current.destinationCountry));
  const refusedBefore = eligibility.data?.eligible === false ? eligibility.data : null;
  const query = previewQuery(current);
  const preview = useCarLandedPrice(car.ref, query, Boolean(query) && !refusedBefore);

  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-failure, .sale-refusal[role="alert"]')?.focus();
  }, [focusError]);

  const set = (field: ReserveField, value: string) => {
    setValues(chooseDestination(current, { [field]: value }, shipTo));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setRefusal(null);
    const issues = validateReserve(current);
    const found = Object.entries(issues) as [ReserveField, NonNullable<(typeof issues)[ReserveField]>][];
    if (found.length > 0) {
      setErrors(Object.fromEntries(found.map(([field, issue]) => [field, errorText.code(issue, labels[field])])));
      setFocusError((n) => n + 1);
      return;
    }
    reserve.mutate(reserveBody(car.ref, current), {
      onSuccess: onReserved,
      onError: (error) => {
        const refused = saleRefusalOf(error);
        if (refused) {
          setRefusal(refused);
        } else {
          setErrors(errorText.fields(error, labels));
          if (!(error instanceof ApiError) || error.details.length === 0) setFailure(errorText.message(error));
        }
        setFocusError((n) => n + 1);
      },
    });
  };

  if (consignees.isError || destinations.isError) {
    const failed = consignees.isError ? consignees : destinations;
    return (
      <div className="state state--error" role="alert">
        <p>{errorText.message(failed.error)}</p>
        <Button variant="secondary" onClick={() => void failed.refetch()}>
          {t('reserve.retry')}
        </Button>
      </div>
    );
  }

  const consigneeOptions = (items ?? []).map((c) => ({ value: c.id, label: `${c.consigneeName} (${c.city})` }));
  const countryOptions = shipTo
    .map((c) => ({ value: c.countryCode, label: f.country(c.countryCode) }))
    .sort((a, b) => a.label.localeCompare(b.label, f.language));
  const quote = preview.data?.quote;
  return (
    <form ref={form} className="reserve-form" noValidate onSubmit={submit} aria-busy={!items || !destinations.data}>
      {/* The destination first: whether the car may go there at all is the server's answer right below it. */}
      <div className="reserve-form__grid">
        <SelectField
          name="destinationCountry"
          label={labels.destinationCountry}
          required
          options={countryOptions}
          placeholder={destinations.data ? t('reserve.choose') : t('reserve.loadingDestinations')}
          value={country ? current.destinationCountry : ''}
          error={errors.destinationCountry}
          onChange={(event) => set('destinationCountry', event.target.value)}
        />
        <SelectField
          name="destinationPort"
          label={labels.destinationPort}
          required
          options={(country?.ports ?? []).map((p) => ({ value: p.port, label: p.port }))}
          placeholder={t('reserve.choose')}
          value={current.destinationPort}
          disabled={!country}
          error={errors.destinationPort}
          onChange={(event) => set('destinationPort', event.target.value)}
        />
      </div>
      <div aria-live="polite" className="reserve-form__verdict">
        {refusal ? (
          <SaleRefusal id={refusalId} country={refusal.country || current.destinationCountry} reasons={refusal.reasons} refused />
        ) : refusedBefore ? (
          <SaleRefusal id={refusalId} country={current.destinationCountry} reasons={refusedBefore.reasons} refused={false} />
        ) : null}
      </div>
      <fieldset className="reserve-form__choice">
        <legend>{labels.tradeTerms}</legend>
        <div className="segmented">
          {TRADE_TERMS.map((terms) => (
            <label key={terms} className="segmented__item">
              <input
                type="radio"
                name="tradeTerms"
                value={terms}
                checked={current.tradeTerms === terms}
                onChange={() => set('tradeTerms', terms)}
              />
              <span>
                <strong>{terms}</strong> <span className="segmented__hint">{t(`terms.${terms}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.tradeTerms && <p className="field__error">{errors.tradeTerms}</p>}
      </fieldset>
      <div className="reserve-form__grid">
        <SelectField
          name="shippingMethod"
          label={labels.shippingMethod}
          required
          options={SHIPPING_METHODS.filter((m) => !port || port.methods.includes(m)).map((method) => ({
            value: method,
            label: t(`method.${method}`),
          }))}
          value={current.shippingMethod}
          error={errors.shippingMethod}
          onChange={(event) => set('shippingMethod', event.target.value)}
        />
        <SelectField
          name="currency"
          label={labels.currency}
          required
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          value={current.currency}
          error={errors.currency}
          onChange={(event) => set('currency', event.target.value)}
        />
      </div>
      <div aria-live="polite" className="reserve-form__verdict">
        {refusal || refusedBefore ? null : quote ? (
          <div className="reserve-form__price" data-landed-total={quote.totalUsd}>
            <p className="reserve-form__price-head">
              <span>
                {t('reserve.priceFor', {
                  terms: quote.tradeTerms,
                  port: quote.destination.port,
                  country: f.country(quote.destination.countryCode),
                })}
              </span>
              <strong>
                <bdi>{money(quote.total, quote.currency)}</bdi>
              </strong>
            </p>
            <details>
              <summary>{t('calculator:landed.breakdown')}</summary>
              <PriceLines
                caption={t('calculator:landed.breakdown')}
                price={{
                  lines: quote.lines,
                  currency: quote.currency,
                  terms: quote.tradeTerms,
                  total: quote.total,
                  totalUsd: quote.totalUsd,
                  subtotal: quote.subtotal,
                  subtotalUsd: quote.subtotalUsd,
                  insured: quote.insured,
                }}
              />
            </details>
            <p className="muted reserve-form__price-note">
              {t('reserve.priceNote')} {quote.currency !== 'USD' && t('reserve.currencyHint')}
            </p>
          </div>
        ) : preview.isError ? (
          <p className="field__error">{errorText.message(preview.error)}</p>
        ) : null}
      </div>
      {items && items.length === 0 ? (
        <div className="reserve-form__no-consignee" id="reserve-consignee">
          <p className={errors.consigneeId ? 'field__error' : undefined}>{t('reserve.noConsignee')}</p>
        </div>
      ) : (
        <SelectField
          name="consigneeId"
          label={labels.consigneeId}
          required
          options={consigneeOptions}
          placeholder={items ? t('reserve.choose') : t('reserve.loadingConsignees')}
          value={current.consigneeId}
          error={errors.consigneeId}
          onChange={(event) => set('consigneeId', event.target.value)}
        />
      )}
      <p className="reserve-form__add">
        {/* The car goes along, so the consignees panel can offer the way back to this reservation once one is added. */}
        <Link to={paths.profile('consignees', { consignee: 'new', car: car.ref })}>{t('reserve.addConsignee')}</Link>
      </p>
      <p className="muted reserve-form__rule">{t('reserve.rule')}</p>
      {failure && (
        <p className="form-failure" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" busy={reserve.isPending}>
          {t('reserve.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={reserve.isPending}>
          {t('reserve.cancel')}
        </Button>
      </div>
    </form>
  );
}

function Confirmation({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <div className="reserve-done" role="status">
      <p className="reserve-done__title">{t('reserve.done', { stockId: order.car.stockId })}</p>
      {order.expiresAt && <HoldDeadline deadline={order.expiresAt} paused={order.holdPaused} />}
      <p>{t('reserve.next')}</p>
      <div className="form-actions">
        <Link className={buttonClass('primary')} to={paths.profile('reserved')}>
          {t('reserve.toReserved')}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t('reserve.close')}
        </Button>
      </div>
    </div>
  );
}

/** The reserve form in a modal dialog, then the confirmation with the hold's deadline and countdown. */
export function ReserveDialog({ car, title, open, onClose }: { car: ReservableCar; title: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [order, setOrder] = useState<Order | null>(null);
  const ref = useModalDialog(open);
  const titleId = useId();
  const close = () => {
    setOrder(null);
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="dialog reserve-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId}>{order ? t('reserve.doneTitle') : t('reserve.title')}</h2>
      <p className="reserve-dialog__car">
        <bdi>{title}</bdi> · {t('reserve.stockId')} <strong>{car.ref}</strong>
      </p>
      {open && (order ? <Confirmation order={order} onClose={close} /> : <ReserveForm car={car} onReserved={setOrder} onCancel={close} />)}
    </dialog>
  );
}
