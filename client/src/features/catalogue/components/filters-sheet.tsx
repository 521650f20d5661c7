import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useModalDialog } from '../../../components/use-modal-dialog';

/**
 * The phone's filters (UX.md principle 2): a full-height sheet on the native modal `<dialog>` (focus kept inside,
 * Escape closes) holding the sidebar's facets and fields, with "Show N cars" always at hand at its foot. Filters
 * apply as they are chosen, so N is the real count behind the sheet.
 */
export function FiltersSheet({
  open,
  onClose,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The sheet's actions: "Clear all" and "Show N cars". */
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sheet__head">
        <h2 id={titleId}>{t('catalogue:search.filters')}</h2>
        <Button variant="ghost" onClick={onClose} aria-label={t('common:close')} className="sheet__close">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
          </svg>
        </Button>
      </div>
      <div className="sheet__body">{open && children}</div>
      <div className="sheet__foot">{footer}</div>
    </dialog>
  );
}
