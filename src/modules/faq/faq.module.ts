import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FaqCategory } from './faq-category.entity.js';
import { FaqItem } from './faq-item.entity.js';
import { FaqAdminController } from './faq-admin.controller.js';
import { FaqController } from './faq.controller.js';
import { FaqService } from './faq.service.js';

/** The FAQ (issue 11). Table ownership: `faq_categories`, `faq_items`. */
@Module({
  imports: [TypeOrmModule.forFeature([FaqCategory, FaqItem])],
  controllers: [FaqController, FaqAdminController],
  providers: [FaqService],
})
export class FaqModule {}
