import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import { type FileStorage, keySegment, newStorageKeyBase, STORAGE } from '../storage/file-storage.js';
import type { ProcessedImage } from './image-processing.js';

/** An image as stored: the re-encoded picture and its thumbnail, with the storage keys to remove them again. */
export interface StoredImage {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  keys: string[];
}

/**
 * Image uploads to storage: the controller hands the service an ImageUpload (uploaded-images.decorator.ts) that
 * reads and checks the multipart body; this stores the re-encoded images under a folder such as `cars/AB1234567/`. Callers store only after every image of the request
 * passed, write their rows, and call `discard` when their transaction fails.
 */
@Injectable()
export class ImageUploads {
  private readonly logger = new Logger(ImageUploads.name);

  constructor(@Inject(STORAGE) private readonly storage: FileStorage) {}

  /** Stores every image (and thumbnail) under `folder`; all or nothing. */
  async store(images: ProcessedImage[], folder: string[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const image of images) {
        const base = newStorageKeyBase(...folder);
        const mainKey = `${base}.${image.extension}`;
        const thumbKey = `${base}-thumb.${image.extension}`;
        const keys: string[] = [];
        const entry: StoredImage = { url: '', thumbnailUrl: '', width: image.image.width, height: image.image.height, keys };
        stored.push(entry);
        keys.push(mainKey);
        entry.url = (await this.storage.put(mainKey, image.image.data, image.contentType)).url;
        keys.push(thumbKey);
        entry.thumbnailUrl = (await this.storage.put(thumbKey, image.thumbnail.data, image.contentType)).url;
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  /**
   * A change that writes rows pointing at images, done as one unit: the images (already checked and re-encoded) are
   * stored under `folder`, then `change` runs (one transaction writing the rows); when it fails — a refusal, a lost
   * race, a database error — the images are removed again and its error rethrown. A failure leaves neither row nor
   * file; no image at all simply runs the change.
   */
  async storedWith<T>(images: ProcessedImage[], folder: string[], change: (stored: StoredImage[]) => Promise<T>): Promise<T> {
    const stored = images.length ? await this.store(images, folder) : [];
    try {
      return await change(stored);
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  /** Removes stored images again (a failed transaction); never throws. */
  async discard(images: StoredImage[]): Promise<void> {
    await this.removeKeys(images.flatMap((i) => i.keys));
  }

  /**
   * Removes the files behind URLs this storage answered (old images after a replacement or deletion); never throws.
   * Only files under `folder` (the top folder `store` wrote them to, e.g. `cars`) go: anything else — shared demo
   * pictures under `demo/`, images hosted elsewhere — may be used by other rows and stays.
   */
  async removeByUrl(urls: (string | null | undefined)[], folder: string): Promise<void> {
    const keys = urls
      .map((u) => (u ? this.storage.keyOf(u) : null))
      .filter((k): k is string => k !== null && k.startsWith(`${keySegment(folder)}/`));
    await this.removeKeys(keys);
  }

  private async removeKeys(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.logger.warn({ err: error, key }, 'Could not delete a stored file');
      }
    }
  }
}

/** Image uploads for the modules that take them (makes, car inventory); needs the global StorageModule. */
@Module({ providers: [ImageUploads], exports: [ImageUploads] })
export class UploadsModule {}
