import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module.js';
import { CarsModule } from '../cars/cars.module.js';
import { ContentModule } from '../content/content.module.js';
import { LandingModule } from '../landing/landing.module.js';
import { MakesReadModule } from '../makes/makes-read.module.js';
import { ClientPagesService } from './client-pages.service.js';

/**
 * The web client's pages as the server answers them: index.html with each page's head (title, description,
 * canonical URL, hreflang alternates, OpenGraph, JSON-LD) rendered in, for search engines and link previews. Its
 * routes are plain Fastify routes outside /api (register-client-pages.ts, called by createApp).
 *
 * Table ownership (DESIGN.md §2): the web module owns no table; it reads cars through CarDetails.findListed and
 * makes through MakesReadModule, the home page's deal through LandingService (to name its photo early), the content
 * pages through ContentService and blog posts through BlogService.
 */
@Module({
  imports: [CarsModule, MakesReadModule, LandingModule, ContentModule, BlogModule],
  providers: [ClientPagesService],
  exports: [ClientPagesService],
})
export class WebModule {}
