import { describe, expect, it } from '@jest/globals';
import { PHOTO_SIZES, photoPreload, preloadTags, type ViteManifest } from './client-preloads.js';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_link-1.js'], isEntry: true },
  '_link-1.js': { file: 'assets/link-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_link-1.js'] },
  'src/features/catalogue/routes/car-route.tsx': {
    file: 'assets/car-route-1.js',
    imports: ['_link-1.js', '_card-1.js'],
    css: ['assets/car-route-1.css'],
  },
  'src/locales/ur/catalogue.json': { file: 'assets/catalogue-ur.js' },
  'src/locales/ur/errors.json': { file: 'assets/errors-ur.js' },
  'src/locales/en/catalogue.json': { file: 'assets/catalogue-en.js' },
};

describe('page preloads', () => {
  it("names the route chunk, what it adds to the entry's imports, its stylesheet and its texts in the page's language", () => {
    expect(preloadTags(manifest, 'car', 'ur')).toEqual({
      styles: ['<link rel="stylesheet" href="/assets/car-route-1.css" />'],
      scripts: [
        '<link rel="modulepreload" href="/assets/car-route-1.js" />',
        '<link rel="modulepreload" href="/assets/card-1.js" />',
        '<link rel="modulepreload" href="/assets/catalogue-ur.js" />',
        '<link rel="modulepreload" href="/assets/errors-ur.js" />',
      ],
    });
  });

  it('names nothing for a route the build does not have', () => {
    expect(preloadTags(manifest, 'home', 'pt')).toEqual({ styles: [], scripts: [] });
  });

  it("fetches the car's first photo as the gallery asks for it", () => {
    expect(photoPreload({ url: '/u/1.webp', thumbnailUrl: '/u/1-thumb.webp' }, PHOTO_SIZES.car)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/u/1-thumb.webp 400w, /u/1.webp 1200w" imagesizes="(min-width: 900px) 640px, 100vw" />',
    ]);
    expect(photoPreload(undefined, PHOTO_SIZES.car)).toEqual([]);
    expect(photoPreload({ url: '/u/2.webp', thumbnailUrl: null }, PHOTO_SIZES.deal)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/u/2.webp" />',
    ]);
  });
});
