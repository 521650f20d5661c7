import { Module } from '@nestjs/common';

/** Country of an IP address. */
@Module({})
export class GeoModule {}
