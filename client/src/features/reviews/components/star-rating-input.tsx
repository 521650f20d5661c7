import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface StarRatingInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * The rating as a radio group of five stars (native radios: arrow keys move and choose, each star read out as
 * "4 stars"); the chosen star and those before it are lit. Its error is beside the group.
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const { t } = useTranslation(['reviews', 'common']);
  const base = useId();
  const chosen = Number(value) || 0;
  return (
    <fieldset className="field star-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${base}-error` : undefined}>
      <legend className="field__label">
        {t('form.rating')}
        <span className="field__marker"> ({t('common:required')})</span>
      </legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-input__star${n <= chosen ? ' star-input__star--on' : ''}`}>
            <input
              type="radio"
              name={`${base}-rating`}
              value={String(n)}
              checked={value === String(n)}
              onChange={() => onChange(String(n))}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('form.stars', { count: n })}</span>
          </label>
        ))}
        <span className="star-input__words" aria-hidden="true">
          {chosen ? t(`form.ratingWords.${chosen}`) : ''}
        </span>
      </div>
      {error && (
        <p className="field__error" id={`${base}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
