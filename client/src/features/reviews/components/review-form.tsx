import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/text-area';
import { Button, buttonClass } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api-error';
import { useCountryOptions } from '../../../lib/countries';
import { useErrorText } from '../../../lib/i18n/error-text';
import type { Issue } from '../../../lib/validation';
import { useSubmitReview } from '../api/reviews-api';
import {
  addPhotos,
  EMPTY_REVIEW,
  MAX_DESCRIPTION,
  MAX_PHOTOS,
  PHOTO_TYPES,
  toReviewBody,
  validateReview,
  type ReviewValues,
} from '../utils/review-form';
import { StarRatingInput } from './star-rating-input';

interface ChosenPhoto {
  file: File;
  preview: string;
}

/**
 * Writing a review (signed in): the rating as radio stars, title, description, country, city and up to five photos
 * with previews and removal. Checked with the server's rules before sending; "Review submitted successfully" and that
 * it shows once published, or "Error submitting review" with the reason and the field errors beside their fields.
 */
export function ReviewForm({ defaultCountry }: { defaultCountry?: string | null }) {
  const { t } = useTranslation(['reviews', 'common']);
  const errorText = useErrorText();
  const countries = useCountryOptions();
  const submit = useSubmitReview();
  const ids = useId();
  const [values, setValues] = useState<ReviewValues>({ ...EMPTY_REVIEW, country: defaultCountry ?? '' });
  const [issues, setIssues] = useState<Partial<Record<keyof ReviewValues, Issue>>>({});
  const [checking, setChecking] = useState(false);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoIssue, setPhotoIssue] = useState<Issue | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // Previews are object URLs: let them go with the photos.
  const previews = useRef(photos);
  previews.current = photos;
  useEffect(() => () => previews.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const labels = useMemo(
    () => ({
      rating: t('form.rating'),
      title: t('form.title'),
      description: t('form.description'),
      country: t('form.country'),
      city: t('form.city'),
      photos: t('form.photos'),
    }),
    [t],
  );
  const change = (field: keyof ReviewValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checking) setIssues(validateReview(next));
  };

  const choose = (files: FileList | null) => {
    if (!files) return;
    const { photos: kept, issue } = addPhotos(
      photos.map((p) => p.file),
      [...files],
    );
    const added = kept.slice(photos.length).map((file) => ({ file, preview: URL.createObjectURL(file) }));
    setPhotos([...photos, ...added]);
    setPhotoIssue(issue);
    if (fileInput.current) fileInput.current.value = '';
  };
  const remove = (index: number) => {
    const gone = photos[index];
    if (gone) URL.revokeObjectURL(gone.preview);
    setPhotos(photos.filter((_, i) => i !== index));
    setPhotoIssue(null);
    fileInput.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview(values);
    setIssues(found);
    setChecking(true);
    const first = Object.keys(found)[0];
    if (first) {
      const target =
        first === 'rating' ? event.currentTarget.querySelector('input[type="radio"]') : event.currentTarget.elements.namedItem(first);
      if (target instanceof HTMLElement) target.focus();
      return;
    }
    submit.mutate(
      toReviewBody(
        values,
        photos.map((p) => p.file),
      ),
      {
        onSuccess: () => {
          photos.forEach((p) => URL.revokeObjectURL(p.preview));
          setPhotos([]);
          setValues({ ...EMPTY_REVIEW, country: values.country });
          setChecking(false);
          setIssues({});
          statusRef.current?.focus();
        },
      },
    );
  };

  const refused = submit.error instanceof ApiError ? submit.error : null;
  const serverFields = refused ? errorText.fields(refused, labels) : {};
  const fieldError = (field: keyof ReviewValues) => {
    const issue = issues[field];
    return issue ? errorText.code(issue, labels[field]) : serverFields[field];
  };
  const photoError = photoIssue ? errorText.code(photoIssue, labels.photos) : (serverFields.photos ?? null);
  const uploadRefusal = refused && [413, 415].includes(refused.status) ? errorText.message(refused) : null;

  return (
    <form className="review-form card" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('form.heading')}</h2>
      <div ref={statusRef} tabIndex={-1} role="status" className="review-form__status">
        {submit.isSuccess && (
          <div className="rv-notice rv-notice--success">
            <p>
              <strong>{t('form.success')}</strong>
            </p>
            <p>{t('form.pending')}</p>
          </div>
        )}
      </div>
      {submit.isError && (
        <div className="rv-notice rv-notice--error" role="alert">
          <p>
            <strong>{t('form.failure')}</strong>
          </p>
          <p>{uploadRefusal ?? errorText.message(submit.error)}</p>
        </div>
      )}
      <StarRatingInput value={values.rating} onChange={(v) => change('rating', v)} error={fieldError('rating')} />
      <TextField
        label={labels.title}
        name="title"
        required
        value={values.title}
        onChange={(e) => change('title', e.target.value)}
        error={fieldError('title')}
      />
      <TextArea
        id={`${ids}-description`}
        label={labels.description}
        name="description"
        rows={5}
        required
        maxChars={MAX_DESCRIPTION}
        value={values.description}
        onChange={(e) => change('description', e.target.value)}
        error={fieldError('description')}
      />
      <div className="review-form__row">
        <SelectField
          label={labels.country}
          name="country"
          required
          options={countries}
          placeholder={t('form.chooseCountry')}
          value={values.country}
          onChange={(e) => change('country', e.target.value)}
          error={fieldError('country')}
        />
        <TextField
          label={labels.city}
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => change('city', e.target.value)}
          error={fieldError('city')}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-photos`}>
          {labels.photos}
        </label>
        <span className="field__hint" id={`${ids}-photos-hint`}>
          {t('form.photosHint', { max: MAX_PHOTOS })}
        </span>
        <label
          className={`${buttonClass('secondary')} review-form__choose${photos.length >= MAX_PHOTOS ? ' review-form__choose--off' : ''}`}
          htmlFor={`${ids}-photos`}
        >
          {t('form.choose')}
        </label>
        <input
          ref={fileInput}
          id={`${ids}-photos`}
          type="file"
          className="visually-hidden review-form__file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          disabled={photos.length >= MAX_PHOTOS}
          onChange={(e) => choose(e.target.files)}
          aria-invalid={photoError ? true : undefined}
          aria-describedby={[`${ids}-photos-hint`, photoError ? `${ids}-photos-error` : null].filter(Boolean).join(' ')}
        />
        {photoError && (
          <p className="field__error" id={`${ids}-photos-error`} role="alert">
            {photoError}
          </p>
        )}
        {photos.length > 0 && (
          <ul className="review-form__previews" aria-label={t('form.chosen', { count: photos.length })}>
            {photos.map((p, i) => (
              <li key={p.preview}>
                <img src={p.preview} alt={t('form.preview', { n: i + 1, name: p.file.name })} width={96} height={72} />
                <Button variant="ghost" size="small" onClick={() => remove(i)}>
                  {t('form.remove')}
                  <span className="visually-hidden"> {p.file.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button type="submit" busy={submit.isPending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
