import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentPageTranslation } from './content-page-translation.entity.js';
import { ContentAdminController } from './content-admin.controller.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { MarkdownPreviewController } from './markdown-preview.controller.js';

/**
 * The content pages (issue 11): company, help and legal texts in four languages with English as the fallback.
 * Table ownership: `content_page_translations`. Exports ContentService for the web module's page heads.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContentPageTranslation])],
  controllers: [ContentController, ContentAdminController, MarkdownPreviewController],
  providers: [ContentService],
  exports: [ContentService],
})
export class ContentModule {}
