import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native `<dialog>` as a modal with `open` (focus kept inside, Escape fires its `cancel`,
 * focus back to the opener); browsers without `showModal` get the plain `open` attribute. Put the ref on the dialog.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
