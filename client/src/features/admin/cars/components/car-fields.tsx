import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BODY_TYPES, CATEGORIES, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from '@autoexport/contract/cars';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { api, unwrap } from '../../../../lib/api/client';
import { useCountryOptions } from '../../../../lib/countries';
import { CAR_FIELDS, type CarField, type CarFormValues } from './car-form-values';

const useMakes = () =>
  useQuery({
    queryKey: ['admin', 'makes', 'all'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/makes', { params: { query: { limit: 100 } }, signal })),
    staleTime: 60_000,
  });

/** The car fields' labels, by API field name (for the fields and for placing the API's field errors). */
export function useCarFieldLabels(): Record<CarField, string> {
  const { t } = useTranslation('admin-cars');
  return Object.fromEntries(CAR_FIELDS.map((f) => [f, t(`fields.${f}`)])) as Record<CarField, string>;
}

/**
 * Every field of a car, as the back office's car form and a won auction car's order show them: controlled by the
 * caller, which owns the values, the submit and the API's field errors.
 */
export function CarFields({
  values,
  errors,
  onChange,
  stockIdHint,
}: {
  values: CarFormValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: CarField, value: string) => void;
  stockIdHint?: string;
}) {
  const { t } = useTranslation(['admin-cars', 'catalogue']);
  const labels = useCarFieldLabels();
  const makes = useMakes();
  const countries = useCountryOptions();
  const set = (field: CarField) => (event: { target: { value: string } }) => onChange(field, event.target.value);
  const text = (field: CarField, extra: Record<string, unknown> = {}) => (
    <TextField label={labels[field]} name={field} value={values[field]} onChange={set(field)} error={errors[field]} {...extra} />
  );
  const select = (field: CarField, options: { value: string; label: string }[]) => (
    <SelectField
      label={labels[field]}
      name={field}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      options={options}
      required
    />
  );
  const vocab = (list: readonly string[], key: string) => list.map((value) => ({ value, label: t(`${key}.${value}`) }));

  return (
    <>
      {text('stockId', { hint: stockIdHint, autoComplete: 'off' })}
      <SelectField
        label={labels.make}
        name="make"
        value={values.make}
        onChange={set('make')}
        error={errors.make}
        required
        placeholder={t('edit.chooseMake')}
        options={(makes.data?.items ?? []).map((m) => ({ value: m.slug, label: m.title }))}
      />
      {text('model', { required: true })}
      {text('year', { required: true, inputMode: 'numeric' })}
      {text('mileageKm', { required: true, inputMode: 'numeric' })}
      {text('engineCc', { required: true, inputMode: 'numeric' })}
      {text('engineCode')}
      {select('transmission', vocab(TRANSMISSIONS, 'catalogue:transmission'))}
      {select('fuel', vocab(FUELS, 'catalogue:fuel'))}
      {select('drive', vocab(DRIVES, 'catalogue:drive'))}
      {select('bodyType', vocab(BODY_TYPES, 'bodyType'))}
      {select('steering', vocab(STEERINGS, 'catalogue:steering'))}
      {text('doors', { required: true, inputMode: 'numeric' })}
      {text('seats', { required: true, inputMode: 'numeric' })}
      {text('color', { required: true })}
      {text('chassisNumber', { required: true, autoComplete: 'off' })}
      {select('category', vocab(CATEGORIES, 'catalogue:category'))}
      {select('locationCountry', countries)}
      {text('stockPort')}
      {text('lengthM', { required: true, inputMode: 'decimal', hint: t('edit.metres') })}
      {text('widthM', { required: true, inputMode: 'decimal', hint: t('edit.metres') })}
      {text('heightM', { required: true, inputMode: 'decimal', hint: t('edit.metres') })}
      {text('fobPriceUsd', { required: true, inputMode: 'decimal', hint: t('edit.usd') })}
      <div className="field admin-form__wide">
        <label className="field__label" htmlFor="car-features">
          {labels.features}
        </label>
        <span className="field__hint" id="car-features-hint">
          {t('edit.featuresHint')}
        </span>
        <textarea
          id="car-features"
          className="field__control"
          name="features"
          rows={4}
          value={values.features}
          onChange={set('features')}
          aria-describedby={errors.features ? 'car-features-hint car-features-error' : 'car-features-hint'}
          aria-invalid={errors.features ? true : undefined}
        />
        {errors.features && (
          <p className="field__error" id="car-features-error" role="alert">
            {errors.features}
          </p>
        )}
      </div>
    </>
  );
}
