import sharp, { type Sharp } from 'sharp';
import type { ImageKind } from './image-sniff.js';
import { invalidImage, tooManyPixels } from './upload-errors.js';

/** The long side of a stored image: enough for a gallery on a large screen. */
export const MAX_LONG_SIDE = 1600;
/** Thumbnails for list views fit in this square (400 px wide for a landscape photo). */
export const THUMBNAIL_SIZE = 400;
/** Decompression bombs: a 5 MB PNG may claim billions of pixels. */
export const MAX_INPUT_PIXELS = 80_000_000;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** An upload, decoded and re-encoded as WEBP without its metadata (EXIF, GPS, ICC), plus its thumbnail. */
export interface ProcessedImage {
  image: EncodedImage;
  thumbnail: EncodedImage;
  contentType: 'image/webp';
  extension: 'webp';
}

const open = (input: Buffer): Sharp => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });

/**
 * Decodes `input` (already sniffed as `kind`), turns it upright, caps its long side at 1600 px and re-encodes it as
 * WEBP; the thumbnail is made from the result. Anything that does not decode completely, or decodes as another
 * format than its first bytes said, is refused (400 INVALID_IMAGE) — nothing of the original file is ever served.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw invalidImage();
  }
  if (format !== kind || pixels === 0) throw invalidImage();
  if (pixels > MAX_INPUT_PIXELS) throw tooManyPixels();
  try {
    const main = await open(input)
      .resize({ width: MAX_LONG_SIDE, height: MAX_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(main.data)
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    return {
      image: { data: main.data, width: main.info.width, height: main.info.height },
      thumbnail: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
      contentType: 'image/webp',
      extension: 'webp',
    };
  } catch {
    throw invalidImage();
  }
}
