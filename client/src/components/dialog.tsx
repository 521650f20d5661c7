import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: ReactNode;
  /** A destructive action (account deletion): the confirm button turns red. */
  danger?: boolean;
  /** While the confirmed request runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native `<dialog>` (focus trapped, Escape cancels, focus returns to the opener).
 * The body (`children`) may hold a field, e.g. the password that confirms an account deletion.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
          {confirmLabel ?? t('confirm')}
        </Button>
      </div>
    </dialog>
  );
}
