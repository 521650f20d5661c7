import { Global, Module } from '@nestjs/common';
import { GeoController } from './geo.controller.js';
import { GeoService } from './geo.service.js';

/**
 * Country of an IP address; global, so any module can ask. GET /api/geo answers the caller's own, with city and
 * coordinates.
 */
@Global()
@Module({
  controllers: [GeoController],
  providers: [GeoService],
  exports: [GeoService],
})
export class GeoModule {}
