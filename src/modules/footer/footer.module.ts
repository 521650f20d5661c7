import { Module } from '@nestjs/common';
import { FooterController } from './footer.controller.js';
import { FooterService } from './footer.service.js';

/** What the footer and pre-header show. */
@Module({
  controllers: [FooterController],
  providers: [FooterService],
})
export class FooterModule {}
