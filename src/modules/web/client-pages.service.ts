import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Locale } from '../../common/context/locale.js';
import { type PageLinks, PHOTO_SIZES, photoPreload, type PreloadedPage, preloadTags, type ViteManifest } from './client-preloads.js';
import { systemContext } from '../../common/context/request-context.js';
import { LandingService } from '../landing/landing.service.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CarSearchService } from '../cars/car-search.service.js';
import { CarDetails } from '../cars/car-details.service.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import { compileTemplate, jsonForScript, type PageTemplate, type RenderedApp } from './html-template.js';
import { BlogService } from '../blog/blog.service.js';
import { blogHead, blogPostHead, blogPostNotFoundHead } from './blog-page-heads.js';
import { carHead, searchHead } from './car-page-heads.js';
import {
  contentHead,
  documentAttributes,
  type HeadContext,
  homeHead,
  notFoundHead,
  otherHead,
  infoPageHead,
  shippingScheduleHead,
  priceCalculatorHead,
  type PageHead,
  renderHead,
} from './page-head-rules.js';
import { type PageLocation, parsePageUrl } from './page-route-rules.js';
import { firstResultsQuery, parseSearchFilters } from './search-filter-rules.js';
import type { CarListDto } from '../cars/cars.responses.js';
import type { CarSearchQueryDto } from '../cars/cars.query.js';
import { FIRST_ANSWER_ELEMENT_ID, firstAnswerKey } from '@autoexport/contract/first-answer';
import { hasSessionHint } from '@autoexport/contract/server-render';
import { ServerRenderer } from './server-renderer.js';
import { ContentService } from '../content/content.service.js';
import type { ContentPageSlug } from '../content/content-rules.js';

export interface RenderedPage {
  status: number;
  html: string;
}

/** Who asks for a page: the address picks the home page's country; the session hint skips the anonymous render. */
export interface PageVisitor {
  ip?: string;
  cookie?: string;
}

/** How often a missing index.html is looked for again (the client may be built after the server starts). */
const TEMPLATE_RETRY_MS = 2_000;
/** Car pages kept rendered per catalogue version: a shared link is fetched by many previews at once. */
const CAR_PAGES_CACHED = 2_000;

/**
 * The web client's pages with their head rendered in (page-head-rules.ts): the client's built index.html, read
 * once, with the title, description, canonical URL, hreflang alternates, OpenGraph tags and JSON-LD of the page
 * asked for. Reads cars through CarDetails.findListed (no price, no view counted) and makes through MakesDirectory.
 */
@Injectable()
export class ClientPagesService {
  private readonly logger = new Logger(ClientPagesService.name);
  private readonly templateFile: string;
  private template?: PageTemplate;
  private templateTriedAt = -Infinity;
  private manifest?: ViteManifest;
  private readonly preloadCache = new Map<string, PageLinks>();
  private readonly carPages = new LRUCache<string, RenderedPage>({ max: CAR_PAGES_CACHED });
  private readonly renderer: ServerRenderer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cars: CarDetails,
    private readonly makes: MakesDirectory,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly landing: LandingService,
    private readonly search: CarSearchService,
    private readonly content: ContentService,
    private readonly blog: BlogService,
  ) {
    this.templateFile = path.join(config.clientDir, 'index.html');
    this.renderer = new ServerRenderer(config.clientDir);
    this.loadTemplate();
  }

  /**
   * The page at `url`, or null when there is no built client to render it into. A catalogue page carries the app's
   * own first render as an anonymous visitor sees it (server-renderer.ts), unless the visitor holds a session.
   */
  async render(url: string, visitor: PageVisitor = {}): Promise<RenderedPage | null> {
    const template = this.currentTemplate();
    if (!template) return null;
    const location = parsePageUrl(url);
    const context: HeadContext = { locale: location.locale, publicUrl: this.config.publicUrl };
    const page: PageRequest = { template, url, location, context, renderApp: !hasSessionHint(visitor.cookie) };
    try {
      switch (location.route.kind) {
        case 'home':
          return await this.homePage(page, visitor.ip);
        case 'search':
          return await this.searchPage(page);
        case 'car':
          return await this.carPage(page, location.route.ref);
        case 'shippingSchedule':
          return this.plainPage(template, 200, shippingScheduleHead(context));
        case 'content':
          return await this.contentPage(page, location.route.slug);
        case 'priceCalculator':
          return this.plainPage(template, 200, priceCalculatorHead(context));
        case 'blog':
          return this.plainPage(template, 200, blogHead(context));
        case 'blogPost': {
          // Read without counting a view: the client's own call counts it.
          const post = await this.blog.findPublished(location.route.slug);
          return post
            ? this.plainPage(template, 200, blogPostHead(post, context))
            : this.plainPage(template, 404, blogPostNotFoundHead(context, location.path));
        }
        case 'info':
          return this.plainPage(template, 200, infoPageHead(context, location.route.page));
        default:
          return this.plainPage(template, 200, otherHead(context, location.path));
      }
    } catch (error) {
      // The client still loads and shows its own error and retry; a crawler is told to come back.
      this.logger.warn(`Page head of ${location.route.kind} not rendered: ${(error as Error).message}`);
      return this.plainPage(template, 503, otherHead(context, location.path));
    }
  }

  /** Any other client page (the 404 fallback's answer): the site's head, synchronously; null without a client. */
  renderOther(url: string): RenderedPage | null {
    const template = this.currentTemplate();
    if (!template) return null;
    const location = parsePageUrl(url);
    return this.plainPage(template, 200, otherHead({ locale: location.locale, publicUrl: this.config.publicUrl }, location.path));
  }

  private async carPage(page: PageRequest, ref: string): Promise<RenderedPage> {
    const { location, context } = page;
    const version = await this.catalogueVersion.current().catch(() => undefined);
    // Kept only as written canonically and without a query: the inlined answer is keyed by the path the client will
    // call, the rendered app by the whole URL (its sign-in links come back to it), and other spellings, tracking
    // parameters included, are endless.
    const cacheable = version !== undefined && location.query === '';
    const key = cacheable ? `${version}:${location.locale}:${ref}:${page.renderApp}` : undefined;
    const hit = key === undefined ? undefined : this.carPages.get(key);
    if (hit) return hit;
    const car = await this.cars.findListed(ref);
    // Unknown refs are not kept: anyone can ask for any number of them.
    if (!car) return this.page(page, 404, notFoundHead(context, location.path));
    // The client shows this answer at once and still makes its own call, which counts the view (first-answer.ts).
    const rendered = await this.page(
      page,
      200,
      carHead(car, context),
      this.links('car', context.locale, photoPreload(car.images[0], PHOTO_SIZES.car)),
      { key: firstAnswerKey(`GET /api/cars/detail/ref/${ref}`), answer: car },
    );
    if (key !== undefined && ref === car.ref) this.carPages.set(key, rendered);
    return rendered;
  }

  /**
   * A content page: its head from the page's own title and summary, and its text rendered in and handed to the client
   * (the same answer for every visitor, signed in or not). A page without a text yet is a 404.
   */
  private async contentPage(page: PageRequest, slug: ContentPageSlug): Promise<RenderedPage> {
    const { location, context } = page;
    const answer = await this.content.get(slug, context.locale).catch((error: unknown) => {
      if ((error as { getStatus?: () => number }).getStatus?.() === 404) return null;
      throw error;
    });
    if (!answer) return this.plainPage(page.template, 404, notFoundHead(context, location.path));
    return this.page(page, 200, contentHead(answer, context), [], {
      key: firstAnswerKey(`GET /api/pages/${slug}`, { lang: context.locale }),
      answer,
    });
  }

  private async searchPage(page: PageRequest): Promise<RenderedPage> {
    const { location, context } = page;
    const filters = parseSearchFilters(location.query);
    let makeTitle: string | undefined;
    if (filters.make) {
      const version = await this.catalogueVersion.current().catch(() => '?');
      makeTitle = (await this.makes.get(version)).bySlug.get(filters.make)?.title;
    }
    const first = await this.firstResults(location.query);
    const car = first?.answer.items[0];
    return this.page(
      page,
      200,
      searchHead(filters, makeTitle, context),
      this.links(
        'search',
        context.locale,
        photoPreload(car && { url: car.featuredImageUrl, thumbnailUrl: car.thumbnailUrl }, PHOTO_SIZES.result),
      ),
      first,
    );
  }

  /**
   * The home page with its lists for this visitor's country (cached per country and day, so a cache read), handed to
   * the client inline, and its deal of the day's photo named; without them when they cannot be had — the page must
   * not wait on them.
   */
  private async homePage(page: PageRequest, ip: string | undefined): Promise<RenderedPage> {
    const { context } = page;
    const landingPage = await this.landing.getLandingPage({ ...systemContext(), ip: ip ?? null }, undefined).catch(() => null);
    const deal = landingPage?.todayDeal;
    return this.page(
      page,
      200,
      homeHead(context),
      this.links(
        'home',
        context.locale,
        photoPreload(deal && { url: deal.featuredImageUrl, thumbnailUrl: deal.thumbnailUrl }, PHOTO_SIZES.deal),
      ),
      landingPage && { key: firstAnswerKey('POST /api/landing-page'), answer: { landingPage } },
    );
  }

  /**
   * A catalogue page: its head, preloads and first answer, and the app's first render made with that answer (the
   * browser hydrates it with the same answer). A page that cannot be rendered goes out with the loading screen.
   */
  private async page(
    page: PageRequest,
    status: number,
    head: PageHead,
    preloads: string[] = [],
    first: { key: string; answer: unknown } | null = null,
  ): Promise<RenderedPage> {
    const firstJson = first ? jsonForScript(first) : '';
    const app =
      page.renderApp && status === 200
        ? await this.renderer.render({ url: page.url, language: page.location.locale, firstAnswer: first }, firstJson)
        : null;
    const rendered = app === null ? undefined : { html: app, language: page.location.locale };
    return this.plainPage(page.template, status, head, preloads, firstAnswerScript(firstJson), rendered);
  }

  /** A page as the template and the head make it: the loading screen in `#root` unless `app` is given. */
  private plainPage(
    template: PageTemplate,
    status: number,
    head: PageHead,
    preloads: string[] = [],
    bodyEnd = '',
    app?: RenderedApp,
  ): RenderedPage {
    const tags = renderHead(head) + preloads.map((tag) => `\n    ${tag}`).join('');
    return { status, html: template.render(documentAttributes(head.locale), tags, bodyEnd, app) };
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

  /**
   * The page's links in the order its first paint needs them (on HTTP/1.1 a browser opens six connections, so what
   * comes first is fetched first): its stylesheets, then its photo, then its route chunk and texts, which only the
   * hydration waits for. From the build manifest (no route links when the build has none).
   */
  private links(page: PreloadedPage, locale: Locale, photo: string[]): string[] {
    const key = `${page}:${locale}`;
    let links = this.preloadCache.get(key);
    if (!links && this.manifest) this.preloadCache.set(key, (links = preloadTags(this.manifest, page, locale)));
    return [...(links?.styles ?? []), ...photo, ...(links?.scripts ?? [])];
  }

  private currentTemplate(): PageTemplate | undefined {
    if (!this.template && performance.now() - this.templateTriedAt >= TEMPLATE_RETRY_MS) this.loadTemplate();
    return this.template;
  }

  private loadTemplate(): void {
    this.templateTriedAt = performance.now();
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

/** The `<script>` that hands a page's first API answer (as jsonForScript wrote it) to the client, or nothing. */
function firstAnswerScript(json: string): string {
  return json ? `<script type="application/json" id="${FIRST_ANSWER_ELEMENT_ID}">${json}</script>` : '';
}

/** A page being answered. */
interface PageRequest {
  template: PageTemplate;
  /** The path and query as asked for. */
  url: string;
  location: PageLocation;
  context: HeadContext;
  /** Whether the app's first render goes into the page (not for a visitor holding a session). */
  renderApp: boolean;
}
