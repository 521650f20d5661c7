import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { AdminSection } from '../../ui/admin-page';
import { type AdminCar, useSaveAuctionSheet } from '../api/cars-api';
import { type SheetFormValues, sheetToBody, sheetToForm } from './car-form-values';

const OVERALL_GRADES = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'R', 'RA'];
const PART_GRADES = ['A', 'B', 'C', 'D', 'E'];
type SheetText = Exclude<keyof SheetFormValues, 'damages'>;

/** The car's auction sheet: add, edit, remove (with confirmation); the API's field errors beside each field. */
export function AuctionSheetForm({ car }: { car: AdminCar }) {
  const { t } = useTranslation('admin-cars');
  const errorText = useErrorText();
  const save = useSaveAuctionSheet(car.stockId);
  const [values, setValues] = useState<SheetFormValues>(() => sheetToForm(car.auctionSheet));
  const [editing, setEditing] = useState(car.auctionSheet !== null);
  const [confirm, setConfirm] = useState(false);
  const [saved, setSaved] = useState(false);
  const labels: Record<string, string> = {
    auctionHouse: t('sheet.auctionHouse'),
    auctionDate: t('sheet.auctionDate'),
    overallGrade: t('sheet.overallGrade'),
    interiorGrade: t('sheet.interiorGrade'),
    exteriorGrade: t('sheet.exteriorGrade'),
    tyreCondition: t('sheet.tyreCondition'),
    totalEvaluation: t('sheet.totalEvaluation'),
    notes: t('sheet.notes'),
    translatedDetails: t('sheet.translatedDetails'),
  };
  values.damages.forEach((_, i) => {
    labels[`damages.${i}.code`] = t('sheet.damageCode');
    labels[`damages.${i}.location`] = t('sheet.damageLocation');
  });
  const errors = save.error ? errorText.fields(save.error, labels) : {};
  const unplaced = save.error && Object.keys(errors).length === 0 ? errorText.message(save.error) : null;

  const set = (field: SheetText) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };
  const setDamage = (index: number, key: 'code' | 'location', value: string) =>
    setValues((v) => ({ ...v, damages: v.damages.map((d, i) => (i === index ? { ...d, [key]: value } : d)) }));
  const area = (field: 'notes' | 'translatedDetails') => (
    <div className="field admin-form__wide">
      <label className="field__label" htmlFor={`sheet-${field}`}>
        {labels[field]}
      </label>
      <textarea
        id={`sheet-${field}`}
        className="field__control"
        rows={3}
        value={values[field]}
        onChange={set(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `sheet-${field}-error` : undefined}
      />
      {errors[field] && (
        <p className="field__error" id={`sheet-${field}-error`} role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <AdminSection
      title={t('sheet.title')}
      actions={
        car.auctionSheet ? (
          <Button variant="ghost" size="small" onClick={() => setConfirm(true)}>
            {t('sheet.remove')}
          </Button>
        ) : undefined
      }
    >
      {!editing ? (
        <>
          <p>{t('sheet.none')}</p>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('sheet.add')}
          </Button>
        </>
      ) : (
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(sheetToBody(values), { onSuccess: () => setSaved(true) });
          }}
        >
          <TextField
            label={labels.auctionHouse}
            value={values.auctionHouse}
            onChange={set('auctionHouse')}
            error={errors.auctionHouse}
            required
          />
          <TextField
            label={labels.auctionDate}
            type="date"
            value={values.auctionDate}
            onChange={set('auctionDate')}
            error={errors.auctionDate}
            required
          />
          <SelectField
            label={labels.overallGrade}
            value={values.overallGrade}
            onChange={set('overallGrade')}
            error={errors.overallGrade}
            options={OVERALL_GRADES.map((g) => ({ value: g, label: g }))}
          />
          <SelectField
            label={labels.interiorGrade}
            value={values.interiorGrade}
            onChange={set('interiorGrade')}
            error={errors.interiorGrade}
            options={PART_GRADES.map((g) => ({ value: g, label: g }))}
          />
          <SelectField
            label={labels.exteriorGrade}
            value={values.exteriorGrade}
            onChange={set('exteriorGrade')}
            error={errors.exteriorGrade}
            options={PART_GRADES.map((g) => ({ value: g, label: g }))}
          />
          <TextField
            label={labels.tyreCondition}
            value={values.tyreCondition}
            onChange={set('tyreCondition')}
            error={errors.tyreCondition}
          />
          <TextField
            label={labels.totalEvaluation}
            value={values.totalEvaluation}
            onChange={set('totalEvaluation')}
            error={errors.totalEvaluation}
          />
          <fieldset className="admin-form__wide admin-cars__damages">
            <legend>{t('sheet.damages')}</legend>
            <p className="admin-cars__note">{t('sheet.damagesHint')}</p>
            {values.damages.map((damage, index) => (
              <div key={index} className="admin-cars__damage">
                <TextField
                  label={t('sheet.damageCodeN', { n: index + 1 })}
                  value={damage.code}
                  onChange={(event) => setDamage(index, 'code', event.target.value)}
                  error={errors[`damages.${index}.code`]}
                />
                <TextField
                  label={t('sheet.damageLocationN', { n: index + 1 })}
                  value={damage.location}
                  onChange={(event) => setDamage(index, 'location', event.target.value)}
                  error={errors[`damages.${index}.location`]}
                />
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => setValues((v) => ({ ...v, damages: v.damages.filter((_, i) => i !== index) }))}
                >
                  {t('sheet.removeDamage', { n: index + 1 })}
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              size="small"
              onClick={() => setValues((v) => ({ ...v, damages: [...v.damages, { code: '', location: '' }] }))}
            >
              {t('sheet.addDamage')}
            </Button>
            {errors.damages && (
              <p className="field__error" role="alert">
                {errors.damages}
              </p>
            )}
          </fieldset>
          {area('notes')}
          {area('translatedDetails')}
          <div className="admin-form__actions">
            <Button type="submit" busy={save.isPending}>
              {t('sheet.save')}
            </Button>
            {saved && <span role="status">{t('sheet.saved')}</span>}
            {unplaced && (
              <p className="field__error" role="alert">
                {unplaced}
              </p>
            )}
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirm}
        danger
        busy={save.isPending}
        title={t('sheet.confirmTitle')}
        confirmLabel={t('sheet.remove')}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          save.mutate(null, {
            onSuccess: () => {
              setValues(sheetToForm(null));
              setEditing(false);
            },
            onSettled: () => setConfirm(false),
          })
        }
      >
        <p>{t('sheet.confirmText')}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
