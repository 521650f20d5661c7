import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Locale } from '../../common/context/locale.js';
import { PHOTO_SIZES, photoPreload, type PreloadedPage, preloadTags, type ViteManifest } from './client-preloads.js';
import { systemContext } from '../../common/context/request-context.js';
import { LandingService } from '../landing/landing.service.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CarSearchService } from '../cars/car-search.service.js';
import { CarsService } from '../cars/cars.service.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import { compileTemplate, jsonForScript, type PageTemplate } from './html-template.js';
import {
  carHead,
  documentAttributes,
  type HeadContext,
  homeHead,
  notFoundHead,
  otherHead,
  type PageHead,
  renderHead,
  searchHead,
} from './page-head-rules.js';
import { type PageLocation, parsePageUrl } from './page-route-rules.js';
import { firstResultsQuery, parseSearchFilters } from './search-filter-rules.js';
import type { CarListDto } from '../cars/cars.responses.js';
import type { CarSearchQueryDto } from '../cars/cars.query.js';
import { FIRST_ANSWER_ELEMENT_ID, firstAnswerKey } from './first-answer-contract.js';

export interface RenderedPage {
  status: number;
  html: string;
}

/** How often a missing index.html is looked for again (the client may be built after the server starts). */
const TEMPLATE_RETRY_MS = 2_000;
/** Car pages kept rendered per catalogue version: a shared link is fetched by many previews at once. */
const CAR_PAGES_CACHED = 2_000;

/**
 * The web client's pages with their head rendered in (page-head-rules.ts): the client's built index.html, read
 * once, with the title, description, canonical URL, hreflang alternates, OpenGraph tags and JSON-LD of the page
 * asked for. Reads cars through CarsService.findListed (no price, no view counted) and makes through MakesDirectory.
 */
@Injectable()
export class ClientPagesService {
  private readonly logger = new Logger(ClientPagesService.name);
  private readonly templateFile: string;
  private template?: PageTemplate;
  private templateTriedAt = 0;
  private manifest?: ViteManifest;
  private readonly preloadCache = new Map<string, string[]>();
  private readonly carPages = new LRUCache<string, RenderedPage>({ max: CAR_PAGES_CACHED });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cars: CarsService,
    private readonly makes: MakesDirectory,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly landing: LandingService,
    private readonly search: CarSearchService,
  ) {
    this.templateFile = path.join(config.clientDir, 'index.html');
    this.loadTemplate();
  }

  /** The page at `url`, or null when there is no built client to render it into. */
  async render(url: string, ip?: string): Promise<RenderedPage | null> {
    const template = this.currentTemplate();
    if (!template) return null;
    const location = parsePageUrl(url);
    const context: HeadContext = { locale: location.locale, publicUrl: this.config.publicUrl };
    try {
      switch (location.route.kind) {
        case 'home':
          return await this.homePage(template, context, ip);
        case 'search':
          return await this.searchPage(template, location, context);
        case 'car':
          return await this.carPage(template, location, location.route.ref, context);
        default:
          return this.page(template, 200, otherHead(context, location.path));
      }
    } catch (error) {
      // The client still loads and shows its own error and retry; a crawler is told to come back.
      this.logger.warn(`Page head of ${location.route.kind} not rendered: ${(error as Error).message}`);
      return this.page(template, 503, otherHead(context, location.path));
    }
  }

  /** Any other client page (the 404 fallback's answer): the site's head, synchronously; null without a client. */
  renderOther(url: string): RenderedPage | null {
    const template = this.currentTemplate();
    if (!template) return null;
    const location = parsePageUrl(url);
    return this.page(template, 200, otherHead({ locale: location.locale, publicUrl: this.config.publicUrl }, location.path));
  }

  private async carPage(template: PageTemplate, location: PageLocation, ref: string, context: HeadContext): Promise<RenderedPage> {
    const version = await this.catalogueVersion.current().catch(() => undefined);
    // Kept only as written canonically: the inlined answer is keyed by the path the client will call, and other
    // spellings (case, spaces) are endless.
    const key = version === undefined ? undefined : `${version}:${location.locale}:${ref}`;
    const hit = key === undefined ? undefined : this.carPages.get(key);
    if (hit) return hit;
    const car = await this.cars.findListed(ref);
    // Unknown refs are not kept: anyone can ask for any number of them.
    if (!car) return this.page(template, 404, notFoundHead(context, location.path));
    // The client shows this answer at once and still makes its own call, which counts the view (first-answer.ts).
    const page = this.page(
      template,
      200,
      carHead(car, context),
      [...photoPreload(car.images[0], PHOTO_SIZES.car), ...this.preloads('car', context.locale)],
      firstAnswer({ key: firstAnswerKey(`GET /api/cars/detail/ref/${ref}`), answer: car }),
    );
    if (key !== undefined && ref === car.ref) this.carPages.set(key, page);
    return page;
  }

  private async searchPage(template: PageTemplate, location: PageLocation, context: HeadContext): Promise<RenderedPage> {
    const filters = parseSearchFilters(location.query);
    let makeTitle: string | undefined;
    if (filters.make) {
      const version = await this.catalogueVersion.current().catch(() => '?');
      makeTitle = (await this.makes.get(version)).bySlug.get(filters.make)?.title;
    }
    const first = await this.firstResults(location.query);
    const car = first?.answer.items[0];
    return this.page(
      template,
      200,
      searchHead(filters, makeTitle, context),
      [
        ...photoPreload(car && { url: car.featuredImageUrl, thumbnailUrl: car.thumbnailUrl }, PHOTO_SIZES.result),
        ...this.preloads('search', context.locale),
      ],
      firstAnswer(first),
    );
  }

  /**
   * The home page with its lists for this visitor's country (cached per country and day, so a cache read), handed to
   * the client inline, and its deal of the day's photo named; without them when they cannot be had — the page must
   * not wait on them.
   */
  private async homePage(template: PageTemplate, context: HeadContext, ip: string | undefined): Promise<RenderedPage> {
    const landingPage = await this.landing.getLandingPage({ ...systemContext(), ip: ip ?? null }, undefined).catch(() => null);
    const deal = landingPage?.todayDeal;
    return this.page(
      template,
      200,
      homeHead(context),
      [
        ...photoPreload(deal && { url: deal.featuredImageUrl, thumbnailUrl: deal.thumbnailUrl }, PHOTO_SIZES.deal),
        ...this.preloads('home', context.locale),
      ],
      firstAnswer(landingPage && { key: firstAnswerKey('POST /api/landing-page'), answer: { landingPage } }),
    );
  }

  private page(template: PageTemplate, status: number, head: PageHead, preloads: string[] = [], bodyEnd = ''): RenderedPage {
    const tags = renderHead(head) + preloads.map((tag) => `\n    ${tag}`).join('');
    return { status, html: template.render(documentAttributes(head.locale), tags, bodyEnd) };
  }

  /**
   * The first page of results as GET /api/cars answers an anonymous caller, for the client to show without a round
   * trip (the search page's largest paint is its first car's photo). Only for URLs the server reads exactly as the
   * client does (firstResultsQuery); the page must not wait on failures. A signed-in client fetches its own (prices).
   */
  private async firstResults(pageQuery: string): Promise<{ key: string; answer: CarListDto } | null> {
    const first = firstResultsQuery(pageQuery);
    if (!first) return null;
    const answer = await this.search.search(first.query as CarSearchQueryDto, undefined).catch(() => null);
    return answer && { key: first.key, answer };
  }

  /** The page's route chunk and texts, from the build manifest (none when the build has no manifest). */
  private preloads(page: PreloadedPage, locale: Locale): string[] {
    if (!this.manifest) return [];
    const key = `${page}:${locale}`;
    let tags = this.preloadCache.get(key);
    if (!tags) this.preloadCache.set(key, (tags = preloadTags(this.manifest, page, locale)));
    return tags;
  }

  private currentTemplate(): PageTemplate | undefined {
    if (!this.template && Date.now() - this.templateTriedAt >= TEMPLATE_RETRY_MS) this.loadTemplate();
    return this.template;
  }

  private loadTemplate(): void {
    this.templateTriedAt = Date.now();
    try {
      this.template = compileTemplate(readFileSync(this.templateFile, 'utf8'));
      this.manifest = readManifest(path.join(path.dirname(this.templateFile), '.vite', 'manifest.json'));
      this.preloadCache.clear();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.logger.error(`The web client's ${this.templateFile} is unreadable: ${(error as Error).message}`);
      }
    }
  }
}

/** Vite's build manifest beside index.html; a build without one (or an unreadable one) just gets no preloads. */
function readManifest(file: string): ViteManifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return undefined;
  }
}

/** The `<script>` that hands a page's first API answer to the client (first-answer-contract.ts), or nothing. */
function firstAnswer(first: { key: string; answer: unknown } | null): string {
  return first ? `<script type="application/json" id="${FIRST_ANSWER_ELEMENT_ID}">${jsonForScript(first)}</script>` : '';
}
