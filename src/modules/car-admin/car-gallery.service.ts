import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { ImageUploads } from '../../common/uploads/image-uploads.service.js';
import type { ImageUpload } from '../../common/uploads/uploaded-images.decorator.js';
import { MAX_FILES_PER_UPLOAD } from '../../common/uploads/upload-errors.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx } from '../audit/audited-changes.service.js';
import type { CarImage } from '../cars/car-image.entity.js';
import type { Car } from '../cars/car.entity.js';
import { CAR_TARGET } from '../cars/car-rules.js';
import { changedFields, isPermutation } from '../cars/car-admin-rules.js';
import { CarHoldersService } from '../orders/car-holders.service.js';
import { deleteImage, imageCount, insertImages, setFeatured, setPositions } from './car-gallery.repository.js';
import { carByRef, imagesOf, loadAdminCar } from './car-inventory.repository.js';
import type { AdminCarDto } from './cars-admin.responses.js';

/** A gallery holds at most this many images. */
export const MAX_CAR_IMAGES = 40;
const tooManyImages = (left: number) =>
  left <= 0 ? conflict(Msg.TOO_MANY_IMAGES, { max: MAX_CAR_IMAGES }) : conflict(Msg.TOO_MANY_IMAGES_LEFT, { max: MAX_CAR_IMAGES, left });
/** The multipart fields of the gallery upload. */
export const CAR_IMAGE_FIELDS = ['images', 'image'] as const;
/** Gallery files are stored under `cars/<stock id>/`. */
export const CAR_FOLDER = 'cars';

export const GALLERY_AUDIT = {
  imageAdd: 'car.image_add',
  imageReorder: 'car.image_reorder',
  imageDelete: 'car.image_delete',
} as const;

interface Gallery {
  imageIds: string[];
  featuredImageUrl: string | null;
  featuredThumbnailUrl: string | null;
}

/**
 * A car's gallery: add, reorder, remove. Position 0 is the featured image, mirrored on the car's row. Each change
 * runs on the car's locked row with its audit entry; files are stored before and removed after the transaction.
 */
@Injectable()
export class CarGalleryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly catalogue: CatalogueVersion,
    private readonly uploads: ImageUploads,
    private readonly orders: CarHoldersService,
  ) {}

  /** Appends the request's images (several allowed) to the gallery, in order; nothing is kept when one is refused. */
  async addImages(ctx: RequestContext, ref: string, upload: ImageUpload): Promise<AdminCarDto> {
    const known = await carByRef(this.dataSource.manager, ref);
    const room = MAX_CAR_IMAGES - (await imageCount(this.dataSource.manager, known.id));
    if (room <= 0) throw tooManyImages(0);
    const images = await upload({ maxFiles: Math.min(room, MAX_FILES_PER_UPLOAD) });
    const stored = await this.uploads.store(images, [CAR_FOLDER, known.stockId]);
    try {
      return await this.change(ctx, ref, async (tx, car, current) => {
        if (current.length + stored.length > MAX_CAR_IMAGES) {
          throw tooManyImages(MAX_CAR_IMAGES - current.length);
        }
        const added = await insertImages(tx.manager, car.id, current.length, stored);
        return { action: GALLERY_AUDIT.imageAdd, after: { added: added.map((a) => ({ id: String(a.id), url: a.url })) } };
      });
    } catch (error) {
      await this.uploads.discard(stored);
      throw error;
    }
  }

  /** `imageIds` must hold every image id of the car exactly once; the first becomes the featured image. */
  async reorderImages(ctx: RequestContext, ref: string, imageIds: string[]): Promise<AdminCarDto> {
    return this.change(ctx, ref, async (tx, car, current) => {
      const currentIds = current.map((i) => String(i.id));
      if (!isPermutation(imageIds, currentIds)) {
        throw invalidField('imageIds', Msg.INVALID_IMAGE_ORDER);
      }
      if (imageIds.every((imageId, i) => currentIds[i] === imageId)) return null;
      await setPositions(tx.manager, car.id, imageIds);
      return { action: GALLERY_AUDIT.imageReorder };
    });
  }

  async deleteImage(ctx: RequestContext, ref: string, imageId: string): Promise<AdminCarDto> {
    let removed: CarImage | undefined;
    const answer = await this.change(ctx, ref, async (tx, car, current) => {
      removed = current.find((i) => String(i.id) === imageId);
      if (!removed) throw notFound(Msg.IMAGE_NOT_FOUND);
      await deleteImage(tx.manager, removed.id);
      const rest = current.filter((i) => i !== removed).map((i) => String(i.id));
      await setPositions(tx.manager, car.id, rest);
      return { action: GALLERY_AUDIT.imageDelete, before: { removed: { id: String(removed.id), url: removed.url } } };
    });
    await this.uploads.removeByUrl([removed?.url, removed?.thumbnailUrl], CAR_FOLDER);
    return answer;
  }

  /**
   * Runs one gallery change on the locked car: `work` changes the images and names its audit action (or answers
   * null for "nothing changed"); the featured image is brought in line and the before/after gallery audited.
   */
  private async change(
    ctx: RequestContext,
    ref: string,
    work: (
      tx: AuditedTx,
      car: Car,
      current: CarImage[],
    ) => Promise<{ action: string; before?: Record<string, unknown>; after?: Record<string, unknown> } | null>,
  ): Promise<AdminCarDto> {
    const id = await this.changes.run(
      ctx,
      async (tx) => {
        const car = await carByRef(tx.manager, ref, { lock: true });
        const current = await imagesOf(tx.manager, car.id);
        const before = galleryOf(car, current);
        const done = await work(tx, car, current);
        if (!done) return car.id;
        const after = await syncFeatured(tx.manager, car);
        const diff = changedFields({ ...before }, { ...after }) ?? { before: {}, after: {} };
        await tx.audit(
          modification(done.action, CAR_TARGET, car.stockId, {
            before: { ...diff.before, ...done.before },
            after: { ...diff.after, ...done.after },
          }),
        );
        return car.id;
      },
      { afterChange: () => this.catalogue.bump() },
    );
    const holder = await this.orders.holderOfCar(this.dataSource.manager, id);
    return loadAdminCar(this.dataSource.manager, id, holder?.orderId ?? null);
  }
}

/** cars.featured_image_url / featured_thumbnail_url always mirror the gallery's position 0 (or null). */
async function syncFeatured(m: EntityManager, car: Car): Promise<Gallery> {
  const images = await imagesOf(m, car.id);
  const first = images[0];
  const featured = { featuredImageUrl: first?.url ?? null, featuredThumbnailUrl: first?.thumbnailUrl ?? null };
  // Written even when unchanged: the gallery changed, and the car's updated_at says so.
  await setFeatured(m, car.id, featured);
  return { imageIds: images.map((i) => String(i.id)), ...featured };
}

function galleryOf(car: Car, images: CarImage[]): Gallery {
  return {
    imageIds: images.map((i) => String(i.id)),
    featuredImageUrl: car.featuredImageUrl,
    featuredThumbnailUrl: car.featuredThumbnailUrl,
  };
}
