import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog';

export interface DeleteDialogProps {
  /** What is to be deleted; the dialog is open while it is set. */
  id: string | null | undefined;
  /** The delete mutation (`useDeleteOffice()`…), called with `id` on confirm. */
  remove: { mutate: (id: string, options: { onSuccess?: () => void; onSettled?: () => void }) => void; isPending: boolean };
  title: string;
  /** Default "Delete". */
  confirmLabel?: string;
  /** Clears `id`: on Cancel, and once the delete has ended (done or failed). */
  onClose: () => void;
  /** After a successful delete: an editor screen goes back to its list. */
  onDeleted?: () => void;
  /** What will happen, naming the record ("Delete the Nairobi office?"). */
  children: ReactNode;
}

/** The danger confirmation before a content record is deleted, busy while the request runs. */
export function DeleteDialog({ id, remove, title, confirmLabel, onClose, onDeleted, children }: DeleteDialogProps) {
  const { t } = useTranslation('admin-content');
  return (
    <ConfirmDialog
      open={id != null}
      danger
      title={title}
      confirmLabel={confirmLabel ?? t('delete')}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => id != null && remove.mutate(id, { onSuccess: onDeleted, onSettled: onClose })}
    >
      {children}
    </ConfirmDialog>
  );
}
