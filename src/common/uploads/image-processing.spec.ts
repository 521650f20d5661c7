import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';
import { processImage } from './image-processing.js';

const image = (format: 'jpeg' | 'png' | 'webp', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .withExif({ IFD0: { Artist: 'Someone' } })
    .toFormat(format)
    .toBuffer();

describe('processImage', () => {
  it('re-encodes as WEBP within 1600 px, without metadata, with a 400 px thumbnail', async () => {
    const out = await processImage(await image('jpeg', 2400, 1800), 'jpeg');
    expect(out).toMatchObject({
      contentType: 'image/webp',
      extension: 'webp',
      image: { width: 1600, height: 1200 },
      thumbnail: { width: 400, height: 300 },
    });
    const meta = await sharp(out.image.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('never enlarges small images', async () => {
    const out = await processImage(await image('png', 120, 80), 'png');
    expect(out.image).toMatchObject({ width: 120, height: 80 });
    expect(out.thumbnail).toMatchObject({ width: 120, height: 80 });
  });

  it('turns photos upright by their EXIF orientation', async () => {
    const rotated = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#000' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const out = await processImage(rotated, 'jpeg');
    expect(out.image).toMatchObject({ width: 100, height: 300 });
  });

  it('refuses bytes that do not decode, or decode as another format than sniffed', async () => {
    const png = await image('png', 50, 50);
    await expect(processImage(png.subarray(0, 60), 'png')).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
    await expect(processImage(png, 'jpeg')).rejects.toBeInstanceOf(AppError);
    await expect(processImage(Buffer.from('RIFF....WEBPVP8 garbage'), 'webp')).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
  });
});
