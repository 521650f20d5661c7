import type { EntityManager } from 'typeorm';
import type { StoredImage } from '../../common/uploads/image-uploads.service.js';
import { CarImage } from '../cars/car-image.entity.js';
import { Car } from '../cars/car.entity.js';

/** The gallery's writes (car-gallery.service.ts), on the change's EntityManager; its reads are in car-inventory.repository.ts. */

export function imageCount(m: EntityManager, carId: string): Promise<number> {
  return m.getRepository(CarImage).countBy({ carId });
}

/** Appends stored images to the car's gallery from position `firstPosition` on, in order. */
export function insertImages(m: EntityManager, carId: string, firstPosition: number, stored: readonly StoredImage[]): Promise<CarImage[]> {
  const repo = m.getRepository(CarImage);
  return repo.save(
    stored.map((s, i) =>
      repo.create({
        carId,
        position: firstPosition + i,
        url: s.url,
        thumbnailUrl: s.thumbnailUrl,
        width: s.width,
        height: s.height,
      }),
    ),
  );
}

export async function deleteImage(m: EntityManager, imageId: string): Promise<void> {
  await m.getRepository(CarImage).delete({ id: imageId });
}

/** Positions the car's images in the order given (0, 1, …). */
export async function setPositions(m: EntityManager, carId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await m.query(
    `UPDATE car_images AS i SET position = o.ord - 1
       FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, ord)
      WHERE i.id = o.id AND i.car_id = $1`,
    [carId, orderedIds],
  );
}

/** Mirrors the gallery's first image on the car's row. */
export async function setFeatured(
  m: EntityManager,
  carId: string,
  featured: Pick<Car, 'featuredImageUrl' | 'featuredThumbnailUrl'>,
): Promise<void> {
  await m.getRepository(Car).update({ id: carId }, featured);
}
