import { Global, Module } from '@nestjs/common';
import { GeoService } from './geo.service.js';

/** Country of an IP address; global, so any module can ask. */
@Global()
@Module({
  providers: [GeoService],
  exports: [GeoService],
})
export class GeoModule {}
