import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { useLocalizedNavigate } from '../../../lib/i18n/use-language';
import { AdminPage, type AdminPageProps } from './admin-page';
import { DeleteDialog, type DeleteDialogProps } from './delete-dialog';

export interface EditorLoaderProps<T> {
  /** The record's id from the route; undefined on a "new" screen, which has nothing to load. */
  id: string | undefined;
  /** The record's query (disabled when `id` is undefined). */
  query: { data?: T; error: unknown; refetch: () => unknown };
  /** The form, given the loaded record (undefined for a new one). */
  children: (record: T | undefined) => ReactNode;
}

/**
 * An editor screen's record: a busy placeholder while it loads, the failure with Retry, then the form. The form only
 * mounts once the record is there, so it can start its fields from it (`useState(record?.name ?? '')`).
 */
export function EditorLoader<T>({ id, query, children }: EditorLoaderProps<T>) {
  if (id !== undefined && !query.data) {
    return query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <p aria-busy="true" />;
  }
  return children(query.data);
}

export interface EditorDeletion {
  /** The saved record's id, for `remove`. */
  id: string;
  remove: DeleteDialogProps['remove'];
  /** The confirmation's title and what it says will happen, naming the record. */
  title: string;
  text: string;
  /** The button's and the confirmation's word; default "Delete". */
  label?: string;
}

export interface EditorPageProps extends Omit<AdminPageProps, 'back'> {
  /** The list the record belongs to: the way back, and where a deleted record's screen goes. */
  back: { to: string; label: string };
  /** A saved record's deletion (undefined while it is new): a Delete button at the title's end, confirmed first. */
  deletion?: EditorDeletion;
}

/**
 * The screen of one record's form: the page with its way back, and for a saved record Delete → a danger
 * confirmation → deleted → back to the list (replacing the screen of a record that no longer exists).
 */
export function EditorPage({ back, deletion, actions, children, ...page }: EditorPageProps) {
  const { t } = useTranslation('admin-content');
  const navigate = useLocalizedNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteLabel = deletion?.label ?? t('delete');
  return (
    <AdminPage
      {...page}
      back={back}
      actions={
        (actions || deletion) && (
          <>
            {actions}
            {deletion && (
              <Button variant="danger" size="small" onClick={() => setConfirming(true)}>
                {deleteLabel}
              </Button>
            )}
          </>
        )
      }
    >
      {children}
      {deletion && (
        <DeleteDialog
          id={confirming ? deletion.id : null}
          remove={deletion.remove}
          title={deletion.title}
          confirmLabel={deleteLabel}
          onClose={() => setConfirming(false)}
          onDeleted={() => navigate(back.to, { replace: true })}
        >
          <p>{deletion.text}</p>
        </DeleteDialog>
      )}
    </AdminPage>
  );
}
