import type { Locale } from '../../common/context/locale.js';
import { escapeHtml } from './html-template.js';

/**
 * What a page needs before it can paint, told to the browser in the HTML so it fetches in parallel instead of one
 * round trip after another (the entry script, then the lazy route chunk, then the route's texts): on slow 4G each
 * hop is ~150 ms plus the transfer. Pure: computed once from Vite's build manifest (client/dist/.vite/manifest.json).
 */

/** One entry of Vite's manifest (only the fields used here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The client's lazy route module of each server-rendered page kind (client/src/app/routes.tsx). */
export const ROUTE_MODULES = {
  home: 'src/features/catalogue/routes/home-route.tsx',
  search: 'src/features/catalogue/routes/search-route.tsx',
  car: 'src/features/catalogue/routes/car-route.tsx',
} as const;
export type PreloadedPage = keyof typeof ROUTE_MODULES;

/** The translation namespaces those routes render with, loaded lazily per language (client/src/lib/i18n). */
const ROUTE_NAMESPACES = ['catalogue', 'errors'];

/** Every chunk a module imports statically, itself first, each once. */
function chunkClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, seen))];
}

/** A page's `<link>` tags: stylesheets (they hold the first paint back) apart from scripts (they do not). */
export interface PageLinks {
  styles: string[];
  scripts: string[];
}

/**
 * The `<link>` tags of a page: the route chunk and what it imports that the entry does not already bring (the entry's
 * own imports are in index.html), its stylesheets, and the route's texts in the page's language.
 */
export function preloadTags(manifest: ViteManifest, page: PreloadedPage, locale: Locale): PageLinks {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = new Set(entryKey ? chunkClosure(manifest, entryKey).map((c) => c.file) : []);
  const route = chunkClosure(manifest, ROUTE_MODULES[page]).filter((chunk) => !loaded.has(chunk.file));
  const texts = ROUTE_NAMESPACES.map((ns) => manifest[`src/locales/${locale}/${ns}.json`]).filter((c): c is ManifestChunk => !!c);
  const href = (file: string) => escapeHtml(`/${file}`);
  return {
    styles: route.flatMap((chunk) => (chunk.css ?? []).map((css) => `<link rel="stylesheet" href="${href(css)}" />`)),
    scripts: [...route, ...texts].map((chunk) => `<link rel="modulepreload" href="${href(chunk.file)}" />`),
  };
}

/**
 * The `sizes` the client gives the photo that is each page's largest paint; keep in step with the client: the car
 * page's gallery (features/catalogue/components/gallery.tsx), the home page's deal of the day (routes/home-route.tsx)
 * and the search's first result (routes/search-route.tsx, RESULT_SIZES).
 */
export const PHOTO_SIZES = {
  car: '(min-width: 900px) 640px, 100vw',
  deal: '(min-width: 900px) 400px, 90vw',
  result: '(min-width: 1200px) 290px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 90vw',
} as const;

/**
 * A photo as the client asks for it (the same srcset — thumbnail 400w, full 1200w, as carImageSrcSet builds it — and
 * sizes, so the browser picks the same file), fetched while the scripts still download.
 */
export function photoPreload(image: { url: string | null; thumbnailUrl: string | null } | null | undefined, sizes: string): string[] {
  if (!image?.url) return [];
  const srcset = image.thumbnailUrl && image.thumbnailUrl !== image.url ? `${image.thumbnailUrl} 400w, ${image.url} 1200w` : undefined;
  return [
    srcset
      ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" />`
      : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.url)}" />`,
  ];
}
