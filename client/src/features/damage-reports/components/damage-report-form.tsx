import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { TextArea } from '../../../components/text-area';
import { Link } from '../../../components/link';
import { SelectField } from '../../../components/select-field';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/i18n/error-text';
import { paths } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { useFileDamageReport, type DamageReportCreated, type PurchasedOrder } from '../api/damage-reports-api';
import {
  addPhotos,
  DAMAGE_KINDS,
  emptyKinds,
  MAX_DESCRIPTION,
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  toFormData,
  validateDamageForm,
  type DamageField,
} from '../utils/damage-form';

interface Chosen {
  key: string;
  file: File;
  preview: string;
}

let nextKey = 0;

/** The chosen photos' previews: object URLs made once per file and released when it is removed or the form goes. */
function usePreviews() {
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);
  const add = (files: File[]) =>
    setPhotos((current) => [...current, ...files.map((file) => ({ key: String(nextKey++), file, preview: URL.createObjectURL(file) }))]);
  const remove = (key: string) =>
    setPhotos((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((p) => p.key !== key);
    });
  const clear = () =>
    setPhotos((current) => {
      current.forEach((p) => URL.revokeObjectURL(p.preview));
      return [];
    });
  return { photos, add, remove, clear };
}

/**
 * The damage report form (spec §2 Damage report, §3): one of my purchased orders (preselected from `?order=`), the four
 * kinds, a description with the characters left, photos with previews and Remove (type and size checked here, as the
 * server does), and the server's answers beside their fields. `onFiled` gets the new report.
 */
export function DamageReportForm({
  orders,
  initialOrderId,
  onFiled,
}: {
  orders: readonly PurchasedOrder[];
  initialOrderId: string;
  onFiled: (report: DamageReportCreated) => void;
}) {
  const { t } = useTranslation('damage');
  const errorText = useErrorText();
  const f = useFormat();
  const file = useFileDamageReport();
  const id = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const orderSelect = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const [orderId, setOrderId] = useState(() =>
    orders.some((o) => o.id === initialOrderId) ? initialOrderId : orders.length === 1 ? orders[0]!.id : '',
  );
  const [kinds, setKinds] = useState(emptyKinds);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<DamageField, string>>>({});
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const previews = usePreviews();

  const options = useMemo(
    () => orders.map((o) => ({ value: o.id, label: t('form.orderOption', { title: o.car.title, stockId: o.car.stockId }) })),
    [orders, t],
  );
  const labels = { orderId: t('form.order'), description: t('form.description') };
  const fileSize = (bytes: number) =>
    bytes < 1024 * 1024
      ? `${f.number(Math.max(1, Math.round(bytes / 1024)))} KB`
      : `${f.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;

  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (photoInput.current) photoInput.current.value = '';
    if (chosen.length === 0) return;
    const result = addPhotos(
      previews.photos.map((p) => p.file),
      chosen,
    );
    previews.add(result.photos.slice(previews.photos.length));
    setPhotoError(
      result.issue
        ? result.issue.file
          ? t('form.photoRefused', { name: result.issue.file, reason: errorText.code(result.issue) })
          : errorText.code(result.issue)
        : null,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const values = { orderId, description, kinds };
    const issues = validateDamageForm(values);
    const shown: Partial<Record<DamageField, string>> = {};
    for (const [field, issue] of Object.entries(issues) as [DamageField, NonNullable<(typeof issues)[DamageField]>][])
      shown[field] = errorText.code(issue, labels[field]);
    setErrors(shown);
    if (shown.orderId) return orderSelect.current?.focus();
    if (shown.description) return descriptionRef.current?.focus();
    file.mutate(
      toFormData(
        values,
        previews.photos.map((p) => p.file),
      ),
      {
        onSuccess: (report) => {
          previews.clear();
          onFiled(report);
        },
        onError: (error) => {
          const fields = errorText.fields(error, labels);
          setErrors({ orderId: fields.orderId, description: fields.description });
          if (!fields.orderId && !fields.description) {
            const message = errorText.message(error);
            const isPhoto = error instanceof ApiError && [413, 415].includes(error.status);
            if (isPhoto || (error instanceof ApiError && error.code === 'INVALID_IMAGE')) setPhotoError(message);
            else setFormError(message);
          }
        },
      },
    );
  };

  return (
    <form className="card damage-form" onSubmit={submit} noValidate aria-busy={file.isPending}>
      <SelectField
        ref={orderSelect}
        label={labels.orderId}
        required
        name="orderId"
        value={orderId}
        onChange={(e) => {
          setOrderId(e.target.value);
          setErrors({ ...errors, orderId: undefined });
        }}
        placeholder={t('form.orderPlaceholder')}
        options={options}
        error={errors.orderId}
      />

      <fieldset className="damage-form__kinds">
        <legend className="field__label">{t('form.kinds')}</legend>
        <div className="damage-form__kind-grid">
          {DAMAGE_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              name={kind}
              label={t(`kinds.${kind}`)}
              checked={kinds[kind]}
              onChange={(e) => setKinds({ ...kinds, [kind]: e.target.checked })}
            />
          ))}
        </div>
      </fieldset>

      <TextArea
        ref={descriptionRef}
        id={`${id}-description`}
        className="damage-form__description"
        label={labels.description}
        name="description"
        rows={6}
        required
        hint={t('form.descriptionHint')}
        maxChars={MAX_DESCRIPTION}
        value={description}
        error={errors.description}
        onChange={(e) => {
          setDescription(e.target.value);
          if (errors.description) setErrors({ ...errors, description: undefined });
        }}
      />

      <div className="field damage-form__photos">
        <span className="field__label" id={`${id}-photos-label`}>
          {t('form.photos')}
        </span>
        <span className="field__hint" id={`${id}-photos-hint`}>
          {t('form.photosHint', { max: MAX_PHOTOS })}
        </span>
        {previews.photos.length > 0 && (
          <ul className="damage-previews" aria-labelledby={`${id}-photos-label`}>
            {previews.photos.map((photo, i) => (
              <li key={photo.key} className="damage-preview">
                <img src={photo.preview} alt={t('form.previewAlt', { n: i + 1 })} width={96} height={72} />
                <span className="damage-preview__name muted">
                  <bdi>{photo.file.name}</bdi> · <bdi>{fileSize(photo.file.size)}</bdi>
                </span>
                <Button
                  variant="ghost"
                  size="small"
                  className="btn--danger-text"
                  onClick={() => previews.remove(photo.key)}
                  aria-label={t('form.removePhoto', { name: photo.file.name })}
                >
                  {t('form.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p className="muted damage-form__count" aria-live="polite">
          {t('form.photoCount', { count: previews.photos.length, max: MAX_PHOTOS })}
        </p>
        <input
          ref={photoInput}
          id={`${id}-photos`}
          className="visually-hidden"
          type="file"
          name="photos"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby={`${id}-photos-hint${photoError ? ` ${id}-photos-error` : ''}`}
          onChange={(e) => choose(e.target.files)}
          disabled={previews.photos.length >= MAX_PHOTOS}
        />
        <label
          htmlFor={`${id}-photos`}
          className={`${buttonClass('secondary')} damage-form__add${previews.photos.length >= MAX_PHOTOS ? ' is-disabled' : ''}`}
        >
          {t('form.addPhotos')}
        </label>
        {photoError && (
          <p className="field__error" id={`${id}-photos-error`} role="alert">
            {photoError}
          </p>
        )}
      </div>

      {formError && (
        <p className="field__error damage-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="damage-actions">
        <Button type="submit" busy={file.isPending}>
          {file.isPending ? t('form.sending') : t('form.submit')}
        </Button>
        <Link to={paths.profile('damage-reports')}>{t('form.myReports')}</Link>
      </div>
    </form>
  );
}
