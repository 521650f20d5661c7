import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BlogService } from '../blog/blog.service.js';
import { CatalogueCounts } from '../cars/catalogue-counts.service.js';
import {
  CAR_BLOCK_SIZE,
  robotsTxt,
  SITEMAP_PATHS,
  SITEMAP_STATIC_PAGES,
  sitemapIndexXml,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntryXml,
  urlsetXml,
} from './sitemap-rules.js';

/** Cars read per query while a car sitemap is written: memory stays bounded whatever the block size. */
const CAR_PAGE = 2_000;

/**
 * /sitemap.xml (an index), its child sitemaps — the public pages, the published blog posts, and the listed cars in
 * blocks of at most CAR_BLOCK_SIZE, each streamed page by page — and /robots.txt. Reads posts through BlogService and
 * cars through CatalogueCounts; owns no table.
 */
@Injectable()
export class SitemapService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly blog: BlogService,
    private readonly cars: CatalogueCounts,
  ) {}

  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  async index(): Promise<string> {
    const [posts, blocks] = await Promise.all([this.blog.publishedEntries(), this.cars.listedBlocks(CAR_BLOCK_SIZE)]);
    return sitemapIndexXml(this.config.publicUrl, [
      { path: SITEMAP_PATHS.pages },
      { path: SITEMAP_PATHS.blog, lastModified: latest(posts.map((p) => p.updatedAt)) },
      ...blocks.map((b) => ({ path: SITEMAP_PATHS.cars(b.block), lastModified: b.lastModified })),
    ]);
  }

  pages(): string {
    return urlsetXml(this.config.publicUrl, SITEMAP_STATIC_PAGES);
  }

  async blogPosts(): Promise<string> {
    const posts = await this.blog.publishedEntries();
    return urlsetXml(
      this.config.publicUrl,
      posts.map((p) => ({ path: `/blog/${encodeURIComponent(p.slug)}`, lastModified: p.updatedAt })),
    );
  }

  /** The listed cars of one block, as XML pieces (the caller streams them); an empty urlset for an empty block. */
  async *carBlock(block: number): AsyncGenerator<string> {
    const publicUrl = this.config.publicUrl;
    yield URLSET_OPEN;
    let after: string | null = null;
    for (;;) {
      const rows = await this.cars.listedRefsInBlock(block, CAR_BLOCK_SIZE, after, CAR_PAGE);
      if (rows.length === 0) break;
      yield rows.map((r) => urlEntryXml(publicUrl, { path: `/cars/${encodeURIComponent(r.ref)}`, lastModified: r.updatedAt })).join('');
      if (rows.length < CAR_PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
    yield URLSET_CLOSE;
  }
}

function latest(dates: Date[]): Date | undefined {
  return dates.reduce<Date | undefined>((max, d) => (!max || d > max ? d : max), undefined);
}
