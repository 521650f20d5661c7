import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useSignOut } from '../api/use-sign-out';

/** The header's sign-out control (beside "My account"), in the layout's look; its text is in the layout namespace. */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { signOut, busy } = useSignOut();
  return (
    <button type="button" className={className} onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <Spinner size={20} />
      ) : (
        <svg className="icon-directional" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5v-2H5V5h5V3Zm6.6 4.6-1.4 1.4 2 2H9v2h8.2l-2 2 1.4 1.4L21 12l-4.4-4.4Z"
          />
        </svg>
      )}
      <span>{t('header.signOut')}</span>
    </button>
  );
}
