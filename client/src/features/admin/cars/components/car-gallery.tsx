import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/dialog';
import { useErrorText } from '../../../../lib/i18n/error-text';
import { AdminSection } from '../../ui/admin-page';
import { type AdminCar, uploadCarImage, useDeleteImage, useInvalidateCar, useReorderImages } from '../api/cars-api';
import { moveItem } from './car-form-values';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: unknown;
  done: boolean;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The car's photos: many at once by drag-and-drop or the file picker (each file uploaded on its own, with its progress
 * and the API's error for it), reordered by dragging or with the move buttons, the first one featured, each deletable.
 */
export function CarGallery({ car }: { car: AdminCar }) {
  const { t } = useTranslation('admin-cars');
  const errorText = useErrorText();
  const saved = useInvalidateCar();
  const reorder = useReorderImages(car.stockId);
  const remove = useDeleteImage(car.stockId);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const images = car.images;

  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const upload = async (files: File[]) => {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((list) => [
      ...list.filter((u) => !u.done),
      ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null, done: false })),
    ]);
    // One after another: the gallery keeps the order the files were chosen in.
    for (const { file, key } of batch) {
      try {
        const next = await uploadCarImage(car.stockId, file, (progress) => patch(key, { progress }));
        saved(next);
        patch(key, { done: true, progress: 1 });
      } catch (error) {
        patch(key, { error, done: true });
      }
    }
  };

  const order = (from: number, to: number) => {
    if (from === to || to < 0 || to >= images.length) return;
    const ids = moveItem(
      images.map((i) => i.id),
      from,
      to,
    );
    reorder.mutate(ids, { onSuccess: () => setAnnounce(t('gallery.moved', { position: to + 1, count: images.length })) });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) void upload(files);
  };

  return (
    <AdminSection title={t('gallery.title', { count: images.length })}>
      <div
        className={`admin-cars__drop${over ? ' admin-cars__drop--over' : ''}`}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setOver(true);
          }
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>{t('gallery.drop')}</p>
        <label htmlFor={inputId} className={`${buttonClass('secondary', 'small')} admin-cars__pick`}>
          {t('gallery.pick')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          name="images"
          multiple
          accept={ACCEPT}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void upload(files);
          }}
        />
        <p className="admin-cars__note">{t('gallery.rules')}</p>
      </div>

      {uploads.length > 0 && (
        <ul className="admin-cars__uploads" aria-label={t('gallery.uploads')}>
          {uploads.map((u) => (
            <li key={u.key}>
              <span className="admin-cars__upload-name">{u.name}</span>
              <progress max={1} value={u.progress} aria-label={t('gallery.progress', { name: u.name })} />
              <span role={u.error ? 'alert' : undefined} className={u.error ? 'field__error' : undefined}>
                {u.error ? errorText.message(u.error) : u.done ? t('gallery.uploaded') : `${Math.round(u.progress * 100)}%`}
              </span>
            </li>
          ))}
        </ul>
      )}

      {images.length === 0 ? (
        <p>{t('gallery.empty')}</p>
      ) : (
        <ol className="admin-cars__gallery" aria-label={t('gallery.order')}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className={`admin-cars__image${dragged === index ? ' admin-cars__image--dragged' : ''}`}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', image.id);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.stopPropagation();
                order(dragged, index);
                setDragged(null);
              }}
            >
              <img src={image.thumbnailUrl} alt={t('gallery.photo', { position: index + 1 })} width={160} height={120} loading="lazy" />
              <span className="admin-cars__position">
                {index === 0 ? t('gallery.featured') : t('gallery.position', { position: index + 1 })}
              </span>
              <div className="admin-cars__image-actions">
                <Button
                  size="small"
                  variant="ghost"
                  disabled={index === 0 || reorder.isPending}
                  aria-label={t('gallery.moveUp', { position: index + 1 })}
                  onClick={() => order(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={index === images.length - 1 || reorder.isPending}
                  aria-label={t('gallery.moveDown', { position: index + 1 })}
                  onClick={() => order(index, index + 1)}
                >
                  ↓
                </Button>
                {index > 0 && (
                  <Button size="small" variant="ghost" disabled={reorder.isPending} onClick={() => order(index, 0)}>
                    {t('gallery.makeFeatured')}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('gallery.deleteOne', { position: index + 1 })}
                  onClick={() => setDeleting(image.id)}
                >
                  {t('gallery.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      {(reorder.error || remove.error) && (
        <p className="field__error" role="alert">
          {errorText.message(reorder.error ?? remove.error)}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.isPending}
        title={t('gallery.confirmTitle')}
        confirmLabel={t('gallery.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutate(deleting!, { onSettled: () => setDeleting(null) })}
      >
        <p>{t('gallery.confirmText')}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
