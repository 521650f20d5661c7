import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodePage } from './register-client-pages.js';

describe('encodePage', () => {
  const html = `<!doctype html><html><body>${'<div class="car-card">Toyota Corolla Fielder</div>'.repeat(200)}</body></html>`;

  it('sends brotli when the browser takes it, and the page reads back the same', () => {
    const { encoding, body } = encodePage(html, 'gzip, deflate, br, zstd');
    expect(encoding).toBe('br');
    expect(body.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(body as Buffer).toString('utf8')).toBe(html);
  });

  it('falls back to gzip, and to the plain page', () => {
    const gzip = encodePage(html, 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString('utf8')).toBe(html);
    expect(encodePage(html, undefined)).toEqual({ body: html });
    expect(encodePage(html, 'identity')).toEqual({ body: html });
  });

  it('honours an encoding refused with q=0', () => {
    expect(encodePage(html, 'br;q=0, gzip;q=0.5').encoding).toBe('gzip');
    expect(encodePage(html, 'br;q=0, gzip;q=0')).toEqual({ body: html });
  });
});
