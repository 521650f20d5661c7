import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { SitemapService } from './sitemap.service.js';

/**
 * /sitemap.xml and /robots.txt (issue 11), built from the public pages (sitemap-rules.ts), the published blog posts
 * and the listed cars. Its routes are plain Fastify routes (register-sitemap.ts, called by createApp). Owns no table.
 */
@Module({
  imports: [BlogModule, CarsModule],
  providers: [SitemapService],
  exports: [SitemapService],
})
export class SitemapModule {}
