import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { Link } from '../../../../components/link';
import { LoadingScreen } from '../../../../components/loading-screen';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api/api-error';
import { useCountryOptions } from '../../../../lib/countries';
import { useLocalizedNavigate } from '../../../../lib/i18n/use-language';
import { adminPath } from '../../admin-paths';
import { CarFields, useCarFieldLabels } from '../../cars/components/car-fields';
import { type CarFormValues, EMPTY_CAR, formToBody } from '../../cars/components/car-form-values';
import { AdminPage, AdminSection, Facts } from '../../ui/admin-page';
import { FormActions, useFormErrors } from '../../ui/form-actions';
import { useCreateWonCarOrder, useWonCarOrderDraft, type WonCarOrderBody, type WonCarOrderDraft } from '../api/auctions-admin-api';
import { useYen, yenSum } from './yen';

const TRADE_TERMS = ['FOB', 'CFR', 'CIF'] as const;
const SHIPPING_METHODS = ['roro', 'container'] as const;
type OrderField = 'tradeTerms' | 'shippingMethod' | 'destinationCountry' | 'destinationPort' | 'consigneeId';

/** The car form's values from what the won lot tells (the rest as a new car's defaults). */
export function carValuesOf(draft: WonCarOrderDraft): CarFormValues {
  const car = draft.car;
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    ...EMPTY_CAR,
    make: car.make,
    model: car.model,
    year: text(car.year),
    mileageKm: text(car.mileageKm),
    engineCc: text(car.engineCc),
    transmission: car.transmission ?? EMPTY_CAR.transmission,
    color: text(car.color),
    chassisNumber: text(car.chassisNumber),
    fobPriceUsd: text(car.fobPriceUsd),
  };
}

/**
 * A won auction car enters stock with its order for the winner (issue 13): the lot and what it cost, the order's terms
 * and destination (from the winner's profile) and consignee, and every car field, prefilled from the lot.
 */
export function WonCarOrderScreen() {
  const { t } = useTranslation('admin-auctions');
  const { customerId = '', bidId = '' } = useParams();
  const draft = useWonCarOrderDraft(bidId);
  const back = { to: adminPath('auction-accounts', customerId), label: t('accounts.one') };
  if (draft.isPending) return <LoadingScreen />;
  if (draft.error)
    return (
      <AdminPage title={t('wonOrder.title')} back={back}>
        <ErrorState error={draft.error} onRetry={() => void draft.refetch()} />
      </AdminPage>
    );
  const { bid } = draft.data;
  return (
    <AdminPage
      title={t('wonOrder.titleOf', { car: `${bid.lot.year} ${bid.lot.make} ${bid.lot.model}` })}
      subtitle={`${bid.customer.name} · ${bid.lot.auctionHouse} · ${t('sheet.lot')} ${bid.lot.lotNumber}`}
      back={back}
    >
      <WonLot draft={draft.data} />
      {bid.orderId ? (
        <p role="status">
          {t('wonOrder.hasOrder')} <Link to={adminPath('orders', bid.orderId)}>{t('wonOrder.viewOrder')}</Link>
        </p>
      ) : bid.status !== 'won' ? (
        <p role="status">{t('wonOrder.notWon', { status: t(`bidStatus.${bid.status}`, { defaultValue: bid.status }) })}</p>
      ) : (
        <WonCarOrderForm draft={draft.data} />
      )}
    </AdminPage>
  );
}

function WonLot({ draft }: { draft: WonCarOrderDraft }) {
  const { t } = useTranslation('admin-auctions');
  const yen = useYen();
  const { bid } = draft;
  return (
    <AdminSection title={t('wonOrder.lot')}>
      <Facts
        items={[
          [t('wonOrder.auction'), `${bid.lot.auctionHouse} · ${bid.lot.auctionDate} · ${t('sheet.lot')} ${bid.lot.lotNumber}`],
          [
            t('accounts.cost'),
            <>
              {t('accounts.costOf', { hammer: yen(bid.hammerPriceJpy), fees: yen(bid.feesJpy ?? '0') })} ={' '}
              <strong>{yen(yenSum(bid.hammerPriceJpy, bid.feesJpy))}</strong>
            </>,
          ],
          [t('wonOrder.rate'), draft.jpyPerUsd ? t('wonOrder.rateOf', { rate: draft.jpyPerUsd }) : t('wonOrder.noRate')],
        ]}
      />
    </AdminSection>
  );
}

function WonCarOrderForm({ draft }: { draft: WonCarOrderDraft }) {
  const { t } = useTranslation('admin-auctions');
  const navigate = useLocalizedNavigate();
  const countries = useCountryOptions();
  const create = useCreateWonCarOrder(draft.bid.id);
  const [car, setCar] = useState<CarFormValues>(() => carValuesOf(draft));
  const [order, setOrder] = useState<Record<OrderField, string>>({
    tradeTerms: 'CFR',
    shippingMethod: 'roro',
    destinationCountry: draft.destinationCountry ?? draft.consignees[0]?.country ?? '',
    destinationPort: draft.destinationPort ?? '',
    consigneeId: draft.consignees[0]?.id ?? '',
  });
  const carLabels = useCarFieldLabels();
  const orderLabels: Record<OrderField, string> = {
    tradeTerms: t('wonOrder.tradeTerms'),
    shippingMethod: t('wonOrder.shippingMethod'),
    destinationCountry: t('wonOrder.destinationCountry'),
    destinationPort: t('wonOrder.destinationPort'),
    consigneeId: t('wonOrder.consignee'),
  };
  const { errors, formError } = useFormErrors(create.error, { ...carLabels, ...orderLabels });
  // The destination's import rules refuse the car (issue 24 §3): staff may place the order anyway with a written reason.
  const [overrideReason, setOverrideReason] = useState('');
  const refused = create.error instanceof ApiError && create.error.code === 'IMPORT_NOT_ELIGIBLE';
  const setOrderField = (field: OrderField) => (event: { target: { value: string } }) =>
    setOrder((o) => ({ ...o, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = overrideReason.trim();
    const body = { ...formToBody(car), ...order, ...(reason ? { eligibilityOverrideReason: reason } : {}) } as WonCarOrderBody;
    create.mutate(body, { onSuccess: (created) => navigate(adminPath('orders', created.id)) });
  };

  return (
    <form noValidate onSubmit={submit}>
      <AdminSection title={t('wonOrder.order')}>
        <p className="muted">{t('wonOrder.orderHint')}</p>
        <div className="admin-form">
          <SelectField
            label={orderLabels.tradeTerms}
            name="tradeTerms"
            value={order.tradeTerms}
            onChange={setOrderField('tradeTerms')}
            error={errors.tradeTerms}
            options={TRADE_TERMS.map((terms) => ({ value: terms, label: t(`wonOrder.terms.${terms}`) }))}
            required
          />
          <SelectField
            label={orderLabels.shippingMethod}
            name="shippingMethod"
            value={order.shippingMethod}
            onChange={setOrderField('shippingMethod')}
            error={errors.shippingMethod}
            options={SHIPPING_METHODS.map((method) => ({ value: method, label: t(`wonOrder.method.${method}`) }))}
            required
          />
          <SelectField
            label={orderLabels.destinationCountry}
            name="destinationCountry"
            value={order.destinationCountry}
            onChange={setOrderField('destinationCountry')}
            error={errors.destinationCountry}
            options={countries}
            placeholder={t('wonOrder.chooseCountry')}
            required
          />
          <TextField
            label={orderLabels.destinationPort}
            name="destinationPort"
            value={order.destinationPort}
            onChange={setOrderField('destinationPort')}
            error={errors.destinationPort}
            required
          />
          {(refused || overrideReason) && (
            <TextField
              label={t('wonOrder.overrideReason')}
              name="eligibilityOverrideReason"
              hint={t('wonOrder.overrideHint')}
              maxChars={500}
              value={overrideReason}
              onChange={(event) => setOverrideReason(event.target.value)}
              error={errors.eligibilityOverrideReason}
            />
          )}
          {draft.consignees.length === 0 ? (
            <p className="field__error" role="alert">
              {t('wonOrder.noConsignee')}
            </p>
          ) : (
            <SelectField
              label={orderLabels.consigneeId}
              name="consigneeId"
              value={order.consigneeId}
              onChange={setOrderField('consigneeId')}
              error={errors.consigneeId}
              options={draft.consignees.map((c) => ({ value: c.id, label: `${c.consigneeName} · ${c.city}, ${c.country}` }))}
              required
            />
          )}
        </div>
      </AdminSection>
      <AdminSection title={t('wonOrder.car')}>
        <p className="muted">{t('wonOrder.carHint')}</p>
        <div className="admin-form">
          <CarFields
            values={car}
            errors={errors}
            stockIdHint={t('wonOrder.stockIdHint')}
            onChange={(field, value) => setCar((c) => ({ ...c, [field]: value }))}
          />
        </div>
      </AdminSection>
      <FormActions busy={create.isPending} error={formError} saveLabel={t('wonOrder.create')} />
    </form>
  );
}
