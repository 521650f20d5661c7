import { Module } from '@nestjs/common';
import { LandingController } from './landing.controller.js';
import { LandingService } from './landing.service.js';

/** The home page's lists, tailored to the visitor's country. */
@Module({
  controllers: [LandingController],
  providers: [LandingService],
})
export class LandingModule {}
