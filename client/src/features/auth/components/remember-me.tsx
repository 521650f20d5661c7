import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox';

/** "Remember me": keeps the sign-in on this device (30 days at login); the hint says when to leave it off. */
export function RememberMe({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  return (
    <div className="auth-remember">
      <Checkbox
        name="rememberMe"
        label={t('fields.rememberMe')}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
      />
      <p className="auth-remember__hint" id={hintId}>
        {t('hints.rememberMe')}
      </p>
    </div>
  );
}
