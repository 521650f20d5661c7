import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import type { CreateShipment, Shipment } from '../../orders/api/admin-orders-api';

export const SHIPPING_METHODS = ['roro', 'container'] as const;
export const FREIGHT_TERMS = ['prepaid', 'collect'] as const;

type Values = Record<keyof CreateShipment, string>;
const FIELDS: (keyof CreateShipment)[] = [
  'vessel',
  'voyageNumber',
  'destinationCountry',
  'destinationPort',
  'method',
  'freightTerms',
  'departureDate',
  'arrivalDate',
  'invoiceNumber',
  'invoiceDate',
];

export const valuesOf = (s?: Shipment): Values =>
  Object.fromEntries(FIELDS.map((k) => [k, (s?.[k as keyof Shipment] as string | null | undefined) ?? ''])) as Values;

/** What changed between two sets of values, as the API takes it (blank optional fields as null). */
export function changedFields(before: Values, after: Values): Partial<CreateShipment> {
  const out: Record<string, string | null> = {};
  for (const k of FIELDS) {
    if (before[k] === after[k]) continue;
    out[k] = after[k] === '' && (k === 'invoiceNumber' || k === 'invoiceDate') ? null : after[k];
  }
  return out as Partial<CreateShipment>;
}

/** A shipment's fields: vessel, voyage, where to, how, dates and the freight invoice (create and edit). */
export function ShipmentForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  initial: Values;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (values: Values) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const [v, setV] = useState(initial);
  const labels = Object.fromEntries(FIELDS.map((k) => [k, t(`shipments.field.${k}`)])) as Record<keyof CreateShipment, string>;
  const errors = errorText.fields(error, labels);
  const text = (k: keyof CreateShipment, props: Record<string, unknown> = {}) => (
    <TextField label={labels[k]} value={v[k]} onChange={(e) => setV({ ...v, [k]: e.target.value })} error={errors[k]} {...props} />
  );
  return (
    <form
      className="admin-form"
      aria-label={submitLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(v);
      }}
    >
      {text('vessel', { required: true })}
      {text('voyageNumber', { required: true })}
      {text('destinationCountry', { required: true, maxLength: 2, hint: t('shipments.countryHint') })}
      {text('destinationPort', { required: true })}
      <SelectField
        label={labels.method}
        value={v.method}
        onChange={(e) => setV({ ...v, method: e.target.value })}
        placeholder={v.method ? undefined : t('shipments.choose')}
        options={SHIPPING_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        error={errors.method}
        required
      />
      <SelectField
        label={labels.freightTerms}
        value={v.freightTerms}
        onChange={(e) => setV({ ...v, freightTerms: e.target.value })}
        placeholder={v.freightTerms ? undefined : t('shipments.choose')}
        options={FREIGHT_TERMS.map((m) => ({ value: m, label: t(`freight.${m}`) }))}
        error={errors.freightTerms}
        required
      />
      {text('departureDate', { type: 'date', required: true })}
      {text('arrivalDate', { type: 'date', required: true })}
      {text('invoiceNumber')}
      {text('invoiceDate', { type: 'date' })}
      {error !== null && error !== undefined && Object.keys(errors).length === 0 && (
        <p className="field__error admin-form__wide" role="alert">
          {errorText.message(error)}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
