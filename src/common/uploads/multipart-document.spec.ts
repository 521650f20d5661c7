import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { endsWhole } from './multipart-document.js';

const image = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

describe('a document runs to its end', () => {
  it('takes whole images and PDFs, trailing padding included', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) expect(endsWhole(await image(format), format)).toBe(true);
    expect(endsWhole(Buffer.from('%PDF-1.4\n…\n%%EOF\n\n'), 'pdf')).toBe(true);
    expect(endsWhole(Buffer.concat([await image('jpeg'), Buffer.from('\r\n')]), 'jpeg')).toBe(true);
  });

  it('refuses one cut short: only its header, or half of it', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const whole = await image(format);
      expect(endsWhole(whole.subarray(0, 40), format)).toBe(false);
      expect(endsWhole(whole.subarray(0, Math.floor(whole.length / 2)), format)).toBe(false);
    }
    expect(endsWhole(Buffer.from('%PDF-1.4 cut short'), 'pdf')).toBe(false);
    expect(endsWhole(Buffer.from('RIFF'), 'webp')).toBe(false);
  });
});
