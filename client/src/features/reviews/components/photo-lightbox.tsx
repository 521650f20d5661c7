import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button';
import { useModalDialog } from '../../../components/use-modal-dialog';

export interface LightboxPhoto {
  url: string;
  width: number;
  height: number;
  /** What the photo shows, read out and shown under it ("Photo 2 of 3 — Amina O., Smooth purchase"). */
  caption: string;
}

export interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * A photo at full size in a modal native `<dialog>`: focus stays inside, Escape and the close button close it, the
 * arrow keys (mirrored in right-to-left pages) and the buttons step through the photos, and focus goes back to the
 * thumbnail that opened it.
 */
export function PhotoLightbox({ photos, index, onIndex, onClose }: PhotoLightboxProps) {
  const { t } = useTranslation('reviews');
  const open = index !== null && photos.length > 0;
  const ref = useModalDialog(open);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
      closeButton.current?.focus();
    } else if (opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  const current = open ? photos[Math.min(index, photos.length - 1)] : undefined;
  const step = (by: number) => {
    if (index === null) return;
    onIndex((index + by + photos.length) % photos.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (photos.length < 2) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const by = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (by === undefined) return;
    event.preventDefault();
    step(by);
  };

  return (
    <dialog
      ref={ref}
      className="dialog lightbox"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="lightbox__head">
        <h2 id={titleId} className="lightbox__title">
          {current && index !== null ? t('gallery.position', { n: index + 1, total: photos.length }) : ''}
        </h2>
        <button ref={closeButton} type="button" className={buttonClass('ghost', 'small')} onClick={onClose}>
          {t('gallery.close')}
        </button>
      </div>
      {current && (
        <figure className="lightbox__figure">
          <img src={current.url} width={current.width} height={current.height} alt={current.caption} className="lightbox__image" />
          <figcaption>{current.caption}</figcaption>
        </figure>
      )}
      {photos.length > 1 && (
        <div className="lightbox__steps">
          <Button variant="secondary" onClick={() => step(-1)}>
            {t('gallery.previous')}
          </Button>
          <Button variant="secondary" onClick={() => step(1)}>
            {t('gallery.next')}
          </Button>
        </div>
      )}
    </dialog>
  );
}
