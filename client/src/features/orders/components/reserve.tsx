import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { ApiError } from '../../../lib/api/api-error';
import { useCountryOptions } from '../../../lib/countries';
import { useErrorText } from '../../../lib/i18n/error-text';
import { stripLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/use-session';
import { useConsignees } from '../../profile/api/consignees-api';
import { useReserveCar, type Order } from '../api/orders-api';
import {
  emptyReserve,
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

/** The car statuses a customer may reserve. */
export const RESERVABLE = ['available', 'ready_to_ship'];

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
  if (!RESERVABLE.includes(car.status) || status === 'loading') return null;
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
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const countries = useCountryOptions();
  const consignees = useConsignees();
  const reserve = useReserveCar();
  const [values, setValues] = useState<ReserveValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ReserveField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const items = consignees.data?.items;
  // The permanent consignee (listed first by the server) and its country are the starting choice.
  const current = values ?? emptyReserve(items?.[0]);
  const labels = Object.fromEntries(RESERVE_FIELDS.map((field) => [field, t(`reserve.${field}`)])) as Record<ReserveField, string>;

  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-failure')?.focus();
  }, [focusError]);

  const set = (field: ReserveField, value: string) => {
    setValues({ ...current, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
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
        const fields = errorText.fields(error, labels);
        setErrors(fields);
        if (!(error instanceof ApiError) || error.details.length === 0) setFailure(errorText.message(error));
        setFocusError((n) => n + 1);
      },
    });
  };

  if (consignees.isError) {
    return (
      <div className="state state--error" role="alert">
        <p>{errorText.message(consignees.error)}</p>
        <Button variant="secondary" onClick={() => void consignees.refetch()}>
          {t('reserve.retry')}
        </Button>
      </div>
    );
  }

  const consigneeOptions = (items ?? []).map((c) => ({ value: c.id, label: `${c.consigneeName} (${c.city})` }));
  return (
    <form ref={form} className="reserve-form" noValidate onSubmit={submit} aria-busy={!items}>
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
      <SelectField
        name="destinationCountry"
        label={labels.destinationCountry}
        required
        options={countries}
        placeholder={t('reserve.choose')}
        value={current.destinationCountry}
        error={errors.destinationCountry}
        onChange={(event) => set('destinationCountry', event.target.value)}
      />
      <TextField
        name="destinationPort"
        label={labels.destinationPort}
        hint={t('reserve.portHint')}
        required
        maxLength={80}
        autoComplete="off"
        value={current.destinationPort}
        error={errors.destinationPort}
        onChange={(event) => set('destinationPort', event.target.value)}
      />
      <SelectField
        name="shippingMethod"
        label={labels.shippingMethod}
        required
        options={SHIPPING_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
        value={current.shippingMethod}
        error={errors.shippingMethod}
        onChange={(event) => set('shippingMethod', event.target.value)}
      />
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
        <Link to={paths.profile('consignees') + '?consignee=new'}>{t('reserve.addConsignee')}</Link>
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
